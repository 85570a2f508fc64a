/**
 * The api's sentences of orders/, in French and English: merged with the others into
 * http/messages.ts, whose `t(lang, key, params)` every call uses.
 */
export const ordersMessages = {
  pointsUnavailable: {
    fr: () => "Vos points de fidélité ont changé depuis qu'ils ont été ajoutés au panier : retirez-les puis ajoutez-les de nouveau.",
    en: () => 'Your loyalty points changed since they were added to the basket: remove them and add them again.',
  },
  shippingRequired: {
    fr: () => 'Choisissez un mode de livraison avant de commander.',
    en: () => 'Please choose a shipping method before ordering.',
  },
  basketEmpty: {
    fr: () => 'Votre panier est vide.',
    en: () => 'Your basket is empty.',
  },
  shopPaymentNeedsPickup: {
    fr: () => 'Le paiement en boutique est réservé au retrait à la boutique de Saint-Didier.',
    en: () => 'Paying at the shop is only possible with pick-up at the Saint-Didier shop.',
  },
} as const;
