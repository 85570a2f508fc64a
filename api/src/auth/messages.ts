/**
 * The api's sentences of auth/, in French and English: merged with the others into
 * http/messages.ts, whose `t(lang, key, params)` every call uses.
 */
export const authMessages = {
  sessionExpired: {
    fr: () => "Votre session a expiré ou n'est plus valide. Reconnectez-vous.",
    en: () => 'Your session has expired or is no longer valid. Please log in again.',
  },
  invalidCredentials: {
    fr: () => 'E-mail ou mot de passe incorrect.',
    en: () => 'Incorrect e-mail or password.',
  },
  emailTaken: {
    fr: () => 'Un compte existe déjà avec cet e-mail. Connectez-vous ou choisissez « Mot de passe oublié ».',
    en: () => 'An account already exists with this e-mail. Log in or choose "Forgot password".',
  },
  loggedOut: {
    fr: () => 'Vous êtes déconnecté. À bientôt !',
    en: () => 'You are logged out. See you soon!',
  },
} as const;
