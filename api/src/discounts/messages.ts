/**
 * The api's sentences of discounts/, in French and English: merged with the others into
 * http/messages.ts, whose `t(lang, key, params)` every call uses.
 */
export const discountsMessages = {
  codeNotYetValid: {
    fr: (p: { code: string; date: string }) => `Le code ${p.code} ne sera valable qu'à partir du ${p.date}.`,
    en: (p: { code: string; date: string }) => `The code ${p.code} is only valid from ${p.date}.`,
  },
  codeExpired: {
    fr: (p: { code: string; date: string }) => `Le code ${p.code} a expiré le ${p.date}.`,
    en: (p: { code: string; date: string }) => `The code ${p.code} expired on ${p.date}.`,
  },
  codeMinimum: {
    fr: (p: { code: string; min: string; missing: string }) => `Le code ${p.code} demande au moins ${p.min} d'achats : il vous manque ${p.missing}.`,
    en: (p: { code: string; min: string; missing: string }) => `The code ${p.code} needs at least ${p.min} of products: ${p.missing} to go.`,
  },
  codeDisabled: {
    fr: (p: { code: string }) => `Le code ${p.code} n'est plus proposé par la boutique.`,
    en: (p: { code: string }) => `The code ${p.code} is no longer offered by the shop.`,
  },
  codeUsedUp: {
    fr: (p: { code: string }) => `Le code ${p.code} a déjà été utilisé autant de fois que prévu.`,
    en: (p: { code: string }) => `The code ${p.code} has already been used as many times as it allows.`,
  },
  codeAlreadyUsed: {
    fr: (p: { code: string }) => `Vous avez déjà utilisé le code ${p.code}.`,
    en: (p: { code: string }) => `You have already used the code ${p.code}.`,
  },
  codeAccountRequired: {
    fr: (p: { code: string }) => `Le code ${p.code} est réservé aux clients inscrits : connectez-vous ou créez un compte.`,
    en: (p: { code: string }) => `The code ${p.code} is for registered customers: log in or create an account.`,
  },
} as const;
