import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PaymentMethod, RemoteContext } from '@nougaterie/contracts';
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
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Back from the provider's page with the browser's back button, the page may come back from the
  // back-forward cache as it was left: busy. It is usable again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const placeOrder = async (method: PaymentMethod) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      const ordered = await ctx.store.validBasket(method);
      const reference = ordered.order?.reference;
      if (!reference) throw new Error('the api validated the basket without an order');
      if (method === 'card') {
        // Stays busy: the browser is leaving for the provider's page.
        await leaveForCardPayment(ctx, { reference, basketId: ordered.id });
        return;
      }
      paymentDraft.set(null);
      const state: ConfirmationState = { basketId: ordered.id };
      navigate(confirmationPath(reference), { state });
    } catch (failure) {
      setError(errorText(failure, t));
    }
    running.current = false;
    setBusy(false);
  };

  return { busy, error, placeOrder };
}
