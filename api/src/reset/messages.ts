/**
 * The api's sentences of reset/, in French and English: merged with the others into
 * http/messages.ts, whose `t(lang, key, params)` every call uses.
 */
export const resetMessages = {
  resetRequested: {
    fr: () => "Si un compte existe avec cet e-mail, nous venons d'y envoyer un lien pour choisir un nouveau mot de passe. Il est valable une heure.",
    en: () => 'If an account exists with this e-mail, we have just sent it a link to choose a new password. It is valid for one hour.',
  },
  resetTokenUnknown: {
    fr: () => "Ce lien de réinitialisation n'est pas valide. Demandez-en un nouveau depuis « Mot de passe oublié ».",
    en: () => 'This reset link is not valid. Ask for a new one from "Forgot password".',
  },
  resetTokenExpired: {
    fr: () => 'Ce lien de réinitialisation a expiré (il est valable une heure). Demandez-en un nouveau.',
    en: () => 'This reset link has expired (it is valid for one hour). Please ask for a new one.',
  },
  resetTokenUsed: {
    fr: () => 'Ce lien de réinitialisation a déjà servi. Demandez-en un nouveau si besoin.',
    en: () => 'This reset link has already been used. Ask for a new one if needed.',
  },
  passwordReset: {
    fr: () => 'Votre mot de passe est modifié. Connectez-vous avec le nouveau.',
    en: () => 'Your password has been changed. Log in with the new one.',
  },
} as const;
