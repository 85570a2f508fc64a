/**
 * The api's sentences of contact/, in French and English: merged with the others into
 * http/messages.ts, whose `t(lang, key, params)` every call uses.
 */
export const contactMessages = {
  contactSent: {
    fr: () => 'Merci, votre message est bien envoyé. Nous vous répondons sous deux jours ouvrés.',
    en: () => 'Thank you, your message has been sent. We will answer within two working days.',
  },
} as const;
