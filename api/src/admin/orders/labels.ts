import type { Lang, OrderStatus, PaymentMethod } from '@nougaterie/contracts';

/** The back office's names of states and ways of paying, for its sentences and the accountant's CSV. */
export const STATUS_NAMES: Record<Lang, Record<OrderStatus, string>> = {
  fr: {
    awaiting_payment: 'En attente de paiement',
    paid: 'Payée',
    preparing: 'En préparation',
    shipped: 'Expédiée',
    ready_for_pickup: 'Prête à retirer',
    delivered: 'Livrée',
    cancelled: 'Annulée',
  },
  en: {
    awaiting_payment: 'Awaiting payment',
    paid: 'Paid',
    preparing: 'Preparing',
    shipped: 'Shipped',
    ready_for_pickup: 'Ready for pick-up',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
};

export const PAYMENT_NAMES: Record<Lang, Record<PaymentMethod, string>> = {
  fr: { card: 'Carte', transfer: 'Virement', shop: 'En boutique' },
  en: { card: 'Card', transfer: 'Bank transfer', shop: 'At the shop' },
};
