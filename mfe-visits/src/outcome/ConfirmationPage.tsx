import { theme } from '@nougaterie/ui';
import { BankAccountRows } from '@nougaterie/ui/payment';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { heldBooking } from '../booking/heldBooking.js';
import { useVisitsEnv } from '../env/VisitsEnv.js';
import { useVisitsText } from '../i18n/useVisitsText.js';
import { euros } from '../tours/format.js';
import { BookedPage } from './BookedPage.js';

const Bank = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.25rem 1.5rem;
  margin: 0 0 1.25rem;
  padding: 1rem 1.25rem;
  background: ${theme.colors.honeyLight};
  border-radius: ${theme.radius};
  @container (min-width: 480px) {
    grid-template-columns: max-content minmax(0, 1fr);
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * The api's mails link here with ?booking=<id>&token=<token>, so that a visitor finds the booking
 * from another browser. The key joins this tab's storage and leaves the address at once: it must
 * not stay in the history or go out in a Referer.
 */
function FromMailLink({ id, token }: { id: number; token: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    heldBooking.set({ id, token });
    void navigate('/visites/confirmation', { replace: true });
  }, [id, token, navigate]);
  return null;
}

/**
 * /visites/confirmation: the booking is confirmed and paid later, by bank transfer (the details
 * to use) or at the shop on the day; opened from a mail, whatever became of it.
 */
export function ConfirmationPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('booking'));
  if (params.has('booking') && Number.isInteger(id) && id > 0) return <FromMailLink id={id} token={params.get('token') ?? ''} />;
  return <Confirmation />;
}

function Confirmation() {
  const { lang } = useVisitsEnv();
  const { t } = useVisitsText(lang);
  return (
    <BookedPage
      title={t('confirmation.title')}
      elsewhere={(booking) => (booking.status === 'confirmed' && booking.payment_method === 'card' ? '/visites/merci' : null)}
      intro={(booking) => {
        const amount = euros(booking.amount_cents, lang);
        return booking.status === 'awaiting_payment' ? (
          <>
            <p>{t('confirmation.transfer', { amount })}</p>
            <Bank aria-label={t('confirmation.bank')}>
              <BankAccountRows holderLabel={t('confirmation.holder')} referenceLabel={t('confirmation.label')} reference={booking.reference} />
            </Bank>
          </>
        ) : (
          <p>{t(booking.status === 'confirmed' ? 'confirmation.onTheDay' : `payment.${booking.status}`, { amount })}</p>
        );
      }}
    />
  );
}
