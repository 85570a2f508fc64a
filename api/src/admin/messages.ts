import type { Lang } from '@nougaterie/contracts';

/**
 * The back office's sentences, in both languages. Kept apart from http/messages.ts (the shop's):
 * staff-only wording. Sections per area; add keys to your area's section.
 */
const messages = {
  // ── staff sessions and accounts ──
  staffAuthRequired: {
    fr: () => 'Connectez-vous à la gestion pour continuer.',
    en: () => 'Please log in to the back office to continue.',
  },
  staffSessionExpired: {
    fr: () => 'Votre session de gestion a expiré ou a été fermée. Reconnectez-vous.',
    en: () => 'Your back-office session has expired or was closed. Please log in again.',
  },
  staffOnly: {
    fr: () => "Cet espace est réservé à l'équipe de la nougaterie.",
    en: () => "This area is for the nougaterie's staff only.",
  },
  ownerOnly: {
    fr: () => 'Seul un responsable (rôle propriétaire) peut faire cela.',
    en: () => 'Only an owner can do this.',
  },

  // ── orders, stock, customers ──
} as const;

export type AdminMessageKey = keyof typeof messages;
type Params<K extends AdminMessageKey> = Parameters<(typeof messages)[K]['fr']>[0];

export function at<K extends AdminMessageKey>(lang: Lang, key: K, ...params: Params<K> extends undefined ? [] : [Params<K>]): string {
  const render = messages[key][lang] as (p?: Params<K>) => string;
  return render(params[0]);
}
