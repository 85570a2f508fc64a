/**
 * The api's sentences of gdpr/, in French and English: merged with the others into
 * http/messages.ts, whose `t(lang, key, params)` every call uses.
 */
export const gdprMessages = {
  accountDeleted: {
    fr: () => 'Votre compte et vos données sont supprimés. Les commandes que la loi nous oblige à conserver le sont, anonymisées.',
    en: () => 'Your account and your data are deleted. The orders the law requires us to keep are kept, anonymised.',
  },
} as const;
