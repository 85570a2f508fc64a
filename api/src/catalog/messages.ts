/**
 * The api's sentences of catalog/, in French and English: merged with the others into
 * http/messages.ts, whose `t(lang, key, params)` every call uses.
 */
export const catalogMessages = {
  categoryNotFound: {
    fr: (p: { slug: string }) => `La catégorie « ${p.slug} » n'existe pas.`,
    en: (p: { slug: string }) => `There is no category "${p.slug}".`,
  },
  productNotFound: {
    fr: (p: { slug: string }) => `Le produit « ${p.slug} » n'existe pas ou n'est plus vendu.`,
    en: (p: { slug: string }) => `The product "${p.slug}" does not exist or is no longer sold.`,
  },
} as const;
