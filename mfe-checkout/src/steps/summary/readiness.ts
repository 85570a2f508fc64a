import type { Basket } from '@nougaterie/contracts';
import { fromPrefixed, isAddressComplete } from '@nougaterie/contracts/rules';
import type { PaymentDraft } from '../payment/paymentDraft.js';
import { allowedMethods } from '../payment/paymentMethods.js';
import type { StepKey } from '../steps.js';

/**
 * The earlier steps still to complete before ordering, in order. The api checks the same before
 * validating; asking here sends the shopper to the right step instead of a refusal.
 */
export function missingSteps(basket: Basket, payment: PaymentDraft | null): StepKey[] {
  const missing: StepKey[] = [];
  const pickUp = basket.shipping_method?.kind === 'shop';
  const shippingOk = pickUp || isAddressComplete(fromPrefixed(basket, 'shipping'));
  if (!shippingOk || !isAddressComplete(fromPrefixed(basket, 'billing'))) missing.push('information');
  if (!basket.shipping_method) missing.push('delivery');
  const paymentOk = payment && allowedMethods(basket).includes(payment.method);
  if (!paymentOk) missing.push('payment');
  return missing;
}
