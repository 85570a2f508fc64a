import { useNavigate } from 'react-router-dom';
import type { PaymentMethod, RemoteContext } from '@nougaterie/contracts';
import { useSubmitOnce } from '@nougaterie/ui/form';
import { browserNavigation } from '@nougaterie/ui/payment';
import { errorText } from '../../common/errorText.js';
import { useCheckoutTranslation } from '../../i18n/index.js';
import { hostedOrder } from '../payment/hostedOrder.js';
import { paymentDraft } from '../payment/paymentDraft.js';
import { stepPath } from '../steps.js';

/** What the confirmation step is handed: the basket the order came from, to read it back. */
export interface ConfirmationState {
  basketId: string;
}

/** The confirmation step's address for an order. */
export const confirmationPath = (reference: string) => `${stepPath('confirmation')}?${new URLSearchParams({ ref: reference }).toString()}`;

/**
 * The provider's hosted page for an ordered basket (issue #24): the browser leaves for it, and comes
 * back to /boutique/paiement/retour, which reads the outcome. The order is remembered in this tab
 * for that page. Answers once the browser is on its way (the promise of a page being left).
 */
export async function leaveForCardPayment(ctx: RemoteContext, order: { reference: string; basketId: string }): Promise<void> {
  hostedOrder.remember(order);
  const { url } = await ctx.api.basket.payHosted({ basketId: order.basketId });
  browserNavigation.leaveFor(url);
}

/**
 * The final button's work: validate the basket into its order, then, when paying by card, send the
 * shopper to the provider's page with the order's amount (the api computes it; no card is typed on
 * our pages). Only one run at a time: a double click gives one order and one payment page. An order
 * still waiting for its card payment is validated again (the api answers the same order) and gets
 * its page again, or is switched to another way of paying.
 */
export function usePlaceOrder(ctx: RemoteContext) {
  const { t } = useCheckoutTranslation();
  const navigate = useNavigate();
  const { busy, error, run } = useSubmitOnce((failure) => errorText(failure, t));

  const placeOrder = (method: PaymentMethod) =>
    run(async () => {
      const ordered = await ctx.store.validBasket(method);
      const reference = ordered.order?.reference;
      if (!reference) throw new Error('the api validated the basket without an order');
      if (method === 'card') {
        // Stays busy: the browser is leaving for the provider's page.
        await leaveForCardPayment(ctx, { reference, basketId: ordered.id });
        return 'leaving';
      }
      paymentDraft.set(null);
      const state: ConfirmationState = { basketId: ordered.id };
      void navigate(confirmationPath(reference), { state });
    });

  return { busy, error, placeOrder };
}
