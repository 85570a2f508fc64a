/**
 * The api's sentences of basket/, in French and English: merged with the others into
 * http/messages.ts, whose `t(lang, key, params)` every call uses.
 */
export const basketMessages = {
  basketAlreadyOrdered: {
    fr: () => "Ce panier vient d'être commandé et ne peut plus être modifié. Vos prochains articles iront dans un nouveau panier.",
    en: () => 'This basket has just been ordered and can no longer be changed. Your next items will go into a new basket.',
  },
  outOfStock: {
    fr: (p: { name: string }) => `« ${p.name} » est épuisé pour le moment.`,
    en: (p: { name: string }) => `"${p.name}" is out of stock for now.`,
  },
  productHidden: {
    fr: (p: { name: string }) => `« ${p.name} » n'est plus en vente : retirez-le du panier pour continuer.`,
    en: (p: { name: string }) => `"${p.name}" is no longer on sale: remove it from the basket to go on.`,
  },
  notEnoughStock: {
    fr: (p: { name: string; stock: number; qty: number }) => `Il ne reste que ${p.stock} « ${p.name} » en stock : impossible d'en commander ${p.qty}.`,
    en: (p: { name: string; stock: number; qty: number }) => `Only ${p.stock} "${p.name}" left in stock: ${p.qty} cannot be ordered.`,
  },
  codeUnknown: {
    fr: (p: { code: string }) => `« ${p.code} » n'est pas un code de réduction valide.`,
    en: (p: { code: string }) => `"${p.code}" is not a valid discount code.`,
  },
  codeApplied: {
    fr: (p: { code: string; amount: string }) => `Le code ${p.code} est appliqué : ${p.amount} de réduction.`,
    en: (p: { code: string; amount: string }) => `The code ${p.code} is applied: ${p.amount} off.`,
  },
  codeAppliedFreeShipping: {
    fr: (p: { code: string }) => `Le code ${p.code} est appliqué : la livraison est offerte.`,
    en: (p: { code: string }) => `The code ${p.code} is applied: shipping is free.`,
  },
  noPoints: {
    fr: () => "Vous n'avez pas de points de fidélité à utiliser sur ce panier.",
    en: () => 'You have no loyalty points to use on this basket.',
  },
  shippingMethodUnknown: {
    fr: (p: { id: number }) => `Aucun mode de livraison ne porte le numéro ${p.id}.`,
    en: (p: { id: number }) => `There is no shipping method number ${p.id}.`,
  },
  relayRequired: {
    fr: () => 'Choisissez un point relais.',
    en: () => 'Please choose a relay point.',
  },
  relayUnknown: {
    fr: (p: { id: string }) => `Le point relais ${p.id} est introuvable.`,
    en: (p: { id: string }) => `The relay point ${p.id} cannot be found.`,
  },
} as const;
