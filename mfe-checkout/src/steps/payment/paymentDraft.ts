import type { CardPaymentRequest, PaymentMethod } from '@nougaterie/contracts';

export type CardDetails = Omit<CardPaymentRequest, 'basketId'>;

export interface PaymentDraft {
  method: PaymentMethod;
  /** Only for 'card'. */
  card: CardDetails | null;
}

/**
 * The payment chosen at the payment step, until the summary step uses it. Kept in this module's
 * memory only: card details must never reach cookies or web storage, so a reload loses them and
 * the shopper types them again.
 */
let draft: PaymentDraft | null = null;

export const paymentDraft = {
  get: (): PaymentDraft | null => draft,
  set(value: PaymentDraft | null) {
    draft = value;
  },
};
