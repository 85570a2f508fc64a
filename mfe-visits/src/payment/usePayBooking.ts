import type { Booking, PaymentMethod } from '@nougaterie/contracts';
import { useSubmitOnce } from '@nougaterie/ui/form';
import { browserNavigation } from '@nougaterie/ui/payment';
import { useNavigate } from 'react-router-dom';
import type { HeldBooking } from '../booking/heldBooking.js';
import { errorText } from '../common/errorText.js';
import { useVisitsEnv } from '../env/VisitsEnv.js';
import { useVisitsText } from '../i18n/useVisitsText.js';

/**
 * Paying the held booking. By card, the browser leaves for the payment provider's hosted page
 * (issue #24: no page of ours ever holds a card number), and the provider sends the visitor back
 * to /visites/paiement/retour; inside the widget the whole partner page leaves. By bank transfer or
 * on the day, the api confirms the booking at once and the visitor lands on the confirmation. One
 * run at a time, so a double click asks for one page and books once.
 */
export function usePayBooking(key: HeldBooking, onUpdate: (booking: Booking) => void) {
  const { api, lang, onBooked } = useVisitsEnv();
  const { t } = useVisitsText(lang);
  const navigate = useNavigate();
  const { busy, error, run } = useSubmitOnce((failure) => errorText(failure, t));

  const pay = (method: PaymentMethod) =>
    run(async () => {
      if (method === 'card') {
        const { url } = await api.payHosted(key.id, key.token);
        // Stays busy: the browser is leaving for the provider's page.
        browserNavigation.leaveFor(url);
        return 'leaving';
      }
      const answer = await api.pay(key.id, { method }, key.token);
      onUpdate(answer.booking);
      onBooked(answer.booking);
      void navigate('/visites/confirmation', { replace: true });
    });

  return { busy, error, pay };
}
