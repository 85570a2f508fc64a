import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PaymentMethod, PaymentResponse, RemoteContext } from '@nougaterie/contracts';
import { errorText } from '../../common/errorText.js';
import { useCheckoutTranslation } from '../../i18n/index.js';
import { paymentDraft, type CardDetails } from '../payment/paymentDraft.js';
import { stepPath } from '../steps.js';

/** What the confirmation step is handed: the basket the order came from, to read it back. */
export interface ConfirmationState {
  basketId: string;
}

/**
 * The final button's work: validate the basket into its order, then charge the card when paying by
 * card, through the 3-D Secure-style challenge if the bank asks for one. Only one run at a time:
 * a double click must give one order and one payment. A declined card leaves the order payable,
 * so a retry with another card validates again (the api answers the same order) and pays.
 */
export function usePlaceOrder(ctx: RemoteContext) {
  const { t } = useCheckoutTranslation();
  const navigate = useNavigate();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [declined, setDeclined] = useState(false);
  const [challenge, setChallenge] = useState<{ id: string; basketId: string } | null>(null);

  function finish(reference: string, basketId: string) {
    paymentDraft.set(null);
    const state: ConfirmationState = { basketId };
    navigate(`${stepPath('confirmation')}?${new URLSearchParams({ ref: reference }).toString()}`, { state });
  }

  function settle(answer: PaymentResponse, basketId: string) {
    if (answer.status === 'paid') return finish(answer.order.reference, basketId);
    if (answer.status === 'challenge' && answer.challenge_id) return setChallenge({ id: answer.challenge_id, basketId });
    setChallenge(null);
    setDeclined(true);
    setError(answer.msg);
  }

  async function once(action: () => Promise<void>) {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  const placeOrder = (method: PaymentMethod, card: CardDetails | null) =>
    once(async () => {
      const ordered = await ctx.store.validBasket(method);
      const reference = ordered.order?.reference;
      if (!reference) throw new Error('the api validated the basket without an order');
      if (method !== 'card' || !card) return finish(reference, ordered.id);
      settle(await ctx.api.basket.payCard({ basketId: ordered.id, ...card }), ordered.id);
    });

  const confirmChallenge = (code: string) =>
    once(async () => {
      if (!challenge) return;
      settle(await ctx.api.basket.confirmChallenge({ challenge_id: challenge.id, code }), challenge.basketId);
    });

  const cancelChallenge = () => {
    setChallenge(null);
    setDeclined(true);
    setError(t('card.challengeCancelled'));
  };

  return { busy, error, declined, challenge: challenge !== null, placeOrder, confirmChallenge, cancelChallenge };
}
