/**
 * The api's sentences of ratelimit/, in French and English: merged with the others into
 * http/messages.ts, whose `t(lang, key, params)` every call uses.
 */
export const ratelimitMessages = {
  rateLimited: {
    fr: (p: { minutes: number }) => `Trop de tentatives. Par sécurité, réessayez dans ${p.minutes} minute${p.minutes > 1 ? 's' : ''}.`,
    en: (p: { minutes: number }) => `Too many attempts. For your security, try again in ${p.minutes} minute${p.minutes > 1 ? 's' : ''}.`,
  },
} as const;
