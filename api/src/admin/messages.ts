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
  staffInvalidCredentials: {
    fr: () => 'E-mail, mot de passe ou code incorrect.',
    en: () => 'Wrong e-mail, password or code.',
  },
  staffLoggedOut: {
    fr: () => 'Vous êtes déconnecté de la gestion.',
    en: () => 'You are logged out of the back office.',
  },
  enrolmentNotFound: {
    fr: () => "Ce lien d'inscription n'est plus valable (déjà utilisé, expiré ou inconnu). Demandez-en un nouveau à un responsable.",
    en: () => 'This enrolment link is no longer valid (already used, expired or unknown). Ask an owner for a new one.',
  },
  enrolmentCodeWrong: {
    fr: () => "Ce code ne correspond pas à l'application. Vérifiez que l'heure du téléphone est juste et saisissez le code affiché.",
    en: () => "This code does not match the app. Check that the phone's clock is right and type the code shown.",
  },
  staffEmailTaken: {
    fr: () => "Cette adresse fait déjà partie de l'équipe. Pour lui renvoyer un lien, utilisez « Nouvelle invitation ».",
    en: () => 'This address is already on the team. To send them a new link, use "Invite again".',
  },
  staffNotFound: {
    fr: () => "Ce membre de l'équipe n'existe pas.",
    en: () => 'This staff member does not exist.',
  },
  cannotDisableSelf: {
    fr: () => 'Vous ne pouvez pas désactiver votre propre compte.',
    en: () => 'You cannot disable your own account.',
  },
  lastOwner: {
    fr: () => "C'est le dernier responsable actif : invitez un autre responsable avant de le désactiver.",
    en: () => 'This is the last active owner: invite another owner before disabling them.',
  },
  transferExpiryBeforeReminder: {
    fr: () => "Le délai d'annulation d'un virement doit être plus long que celui de la relance.",
    en: () => 'The transfer cancellation delay must be longer than the reminder delay.',
  },

  // ── orders, stock, customers ──
} as const;

export type AdminMessageKey = keyof typeof messages;
type Params<K extends AdminMessageKey> = Parameters<(typeof messages)[K]['fr']>[0];

export function at<K extends AdminMessageKey>(lang: Lang, key: K, ...params: Params<K> extends undefined ? [] : [Params<K>]): string {
  const render = messages[key][lang] as (p?: Params<K>) => string;
  return render(params[0]);
}
