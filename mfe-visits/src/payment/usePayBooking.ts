import type { Booking, BookingPaymentRequest, BookingPaymentResponse } from '@nougaterie/contracts';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { HeldBooking } from '../booking/heldBooking.js';
import { errorText } from '../common/errorText.js';
import { useVisitsEnv } from '../env/VisitsEnv.js';
import { useVisitsText } from '../i18n/useVisitsText.js';

/** What /visites/erreur is told: the bank's or the api's reason. */
export interface PaymentErrorState {
  message: string;
}

/**
 * Paying the held booking: card (through the 3-D Secure-style challenge when the bank asks),
 * bank transfer or payment on the day. One run at a time, so a double click pays once. Where the
 * visitor lands follows the outcome: merci when paid, confirmation when paid later, erreur when
 * the bank refused (the seats stay held: they may try again).
 */
export function usePayBooking(key: HeldBooking, onUpdate: (booking: Booking) => void) {
  const { api, lang, onBooked } = useVisitsEnv();
  const { t } = useVisitsText(lang);
  const navigate = useNavigate();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);

  function settle(answer: BookingPaymentResponse) {
    onUpdate(answer.booking);
    switch (answer.outcome) {
      case 'challenge':
        setChallenge(answer.challenge_id);
        return;
      case 'declined':
        setChallenge(null);
        navigate('/visites/erreur', { state: { message: answer.msg } satisfies PaymentErrorState });
        return;
      case 'paid':
        onBooked(answer.booking);
        navigate('/visites/merci', { replace: true });
        return;
      case 'awaiting_transfer':
      case 'pay_at_shop':
        onBooked(answer.booking);
        navigate('/visites/confirmation', { replace: true });
    }
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

  const pay = (payment: BookingPaymentRequest) => once(async () => settle(await api.pay(key.id, payment, key.token)));

  const confirmChallenge = (code: string) =>
    once(async () => {
      if (!challenge) return;
      settle(await api.confirmChallenge(key.id, { challenge_id: challenge, code }, key.token));
    });

  const cancelChallenge = () => {
    setChallenge(null);
    setError(t('challenge.cancelled'));
  };

  return { busy, error, challenge: challenge !== null, pay, confirmChallenge, cancelChallenge };
}
