/** Product ranges linked from the footer; each is a search term of /boutique (SPEC §1, §2). */
export const FOOTER_RANGES = ['nougats', 'calissons', 'fruitPastes', 'honeys', 'giftBoxes', 'teas', 'almonds'] as const;

export const MAIN_MENU = [
  { key: 'history', to: '/la-nougaterie' },
  { key: 'shop', to: '/boutique' },
  { key: 'tours', to: '/nougatourisme' },
  { key: 'store', to: '/magasin-saint-didier' },
  { key: 'supply', to: '/la-filiere-agricole' },
  { key: 'practical', to: '/infos-pratiques' },
] as const;

export const LEGAL_LINKS = [
  { key: 'cgu', to: '/legal/conditions-generales-utilisation' },
  { key: 'cgv', to: '/legal/conditions-generales-vente' },
  { key: 'mentions', to: '/legal/mentions-legales' },
  { key: 'rgpd', to: '/legal/politique-protection-donnees-rgpd' },
] as const;
