/** Section anchors of each showcase page (SPEC §2); their titles and texts live in the i18n files. */
export const SHOWCASE_SECTIONS = {
  history: ['notre-equipe', 'nos-partenaires-et-labels'],
  store: ['les-horaires', 'le-salon-de-the'],
  practical: ['horaires', 'comment-venir', 'contact'],
  supply: ['les-amandes', 'le-miel'],
  contact: ['contact'],
  pro: ['revendeurs'],
  'legal-cgu': ['objet', 'responsabilite'],
  'legal-cgv': ['commandes', 'livraison'],
  'legal-mentions': ['editeur', 'hebergeur'],
  'legal-rgpd': ['donnees', 'droits'],
} as const;

export type ShowcasePageId = keyof typeof SHOWCASE_SECTIONS;
