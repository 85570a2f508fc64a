import type { PaymentMethod } from '@nougaterie/contracts';

export interface PaymentDraft {
  method: PaymentMethod;
}

/**
 * The way to pay chosen at the payment step, until the summary step uses it. Kept in this module's
 * memory only: a reload loses it and the shopper chooses again. A card is typed on the payment
 * provider's page, never here (issue #24).
 */
let draft: PaymentDraft | null = null;

export const paymentDraft = {
  get: (): PaymentDraft | null => draft,
  set(value: PaymentDraft | null) {
    draft = value;
  },
};
