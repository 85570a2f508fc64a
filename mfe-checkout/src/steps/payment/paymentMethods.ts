import { PAYMENT_METHODS, type Basket, type PaymentMethod } from '@nougaterie/contracts';

/** Paying at the shop only makes sense when the order is picked up there (the api refuses it otherwise). */
export function allowedMethods(basket: Basket | null): PaymentMethod[] {
  const pickUp = basket?.shipping_method?.kind === 'shop';
  return PAYMENT_METHODS.filter((method) => method !== 'shop' || pickUp);
}
