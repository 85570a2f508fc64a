/**
 * The api's sentences of alerts/, in French and English: merged with the others into
 * http/messages.ts, whose `t(lang, key, params)` every call uses.
 */
export const alertsMessages = {
  alertCreated: {
    fr: (p: { email: string }) => `C'est noté : nous écrirons à ${p.email} dès que ce produit sera de retour.`,
    en: (p: { email: string }) => `Noted: we will write to ${p.email} as soon as this product is back.`,
  },
  productAvailable: {
    fr: () => 'Bonne nouvelle : ce produit est disponible, vous pouvez le commander dès maintenant.',
    en: () => 'Good news: this product is available, you can order it right now.',
  },
} as const;
