/**
 * The api's sentences of user/, in French and English: merged with the others into
 * http/messages.ts, whose `t(lang, key, params)` every call uses.
 */
export const userMessages = {
  savedAddressNotFound: {
    fr: () => "Cette adresse n'est plus dans votre carnet.",
    en: () => 'This address is no longer in your address book.',
  },
  savedAddressesFull: {
    fr: (p: { max: number }) => `Votre carnet contient déjà ${p.max} adresses : supprimez-en une pour en ajouter une autre.`,
    en: (p: { max: number }) => `Your address book already holds ${p.max} addresses: remove one to add another.`,
  },
  wrongPassword: {
    fr: () => 'Le mot de passe actuel est incorrect.',
    en: () => 'The current password is incorrect.',
  },
  samePassword: {
    fr: () => "Le nouveau mot de passe doit être différent de l'actuel.",
    en: () => 'The new password must differ from the current one.',
  },
  passwordChanged: {
    fr: () => 'Votre mot de passe est modifié. Vos autres sessions ont été fermées.',
    en: () => 'Your password has been changed. Your other sessions have been closed.',
  },
} as const;
