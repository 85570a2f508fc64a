/**
 * The api's sentences of pro/, in French and English: merged with the others into
 * http/messages.ts, whose `t(lang, key, params)` every call uses.
 */
export const proMessages = {
  proRequestSent: {
    fr: () => 'Merci, votre demande est enregistrée. Nous vous répondons sous trois jours ouvrés.',
    en: () => 'Thank you, your request has been recorded. We will answer within three working days.',
  },
} as const;
