import { currentShopInfo, shopInfo$ } from '@nougaterie/contracts';
import { Button, theme, useObservable } from '@nougaterie/ui';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { heldBooking } from '../booking/heldBooking.js';
import { Steps } from '../booking/Steps.js';
import { useHeldBooking } from '../booking/useHeldBooking.js';
import { FlowPage } from '../common/FlowPage.js';
import { LoadFailure, Loading } from '../common/LoadFailure.js';
import { SiteLink } from '../env/SiteLink.js';
import { useVisitsEnv } from '../env/VisitsEnv.js';
import { useVisitsText } from '../i18n/useVisitsText.js';
import { euros } from '../tours/format.js';
import { Actions } from './Actions.js';
import { BookingSummary } from './BookingSummary.js';
import { CancelBooking } from './CancelBooking.js';

const Bank = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.25rem 1.5rem;
  margin: 0 0 1.25rem;
  padding: 1rem 1.25rem;
  background: ${theme.colors.honeyLight};
  border-radius: ${theme.radius};
  @container (min-width: 480px) { grid-template-columns: max-content minmax(0, 1fr); }
  dt { font-weight: 700; }
  dd { margin: 0; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
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
    navigate('/visites/confirmation', { replace: true });
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
  const { lang, user, embedded } = useVisitsEnv();
  const { t } = useVisitsText(lang);
  const { state, reload, update } = useHeldBooking();
  // The shop's bank account as stored (loaded by the shell; the build's in the partner widget).
  const { bank } = useObservable(shopInfo$, currentShopInfo()).firm;

  if (state.status === 'none') return <Navigate to="/visites" replace />;
  if (state.status !== 'done') {
    return (
      <FlowPage title={t('confirmation.title')}>
        {state.status === 'loading' ? <Loading /> : <LoadFailure error={state.error} onRetry={reload} />}
      </FlowPage>
    );
  }
  const { booking } = state;
  if (booking.status === 'held') return <Navigate to="/visites/paiement" replace />;
  if (booking.status === 'confirmed' && booking.payment_method === 'card') return <Navigate to="/visites/merci" replace />;
  const amount = euros(booking.amount_cents, lang);
  return (
    <FlowPage title={t('confirmation.title')}>
      <Steps current="done" lang={lang} />
      {booking.status === 'awaiting_payment' ? (
        <>
          <p>{t('confirmation.transfer', { amount })}</p>
          <Bank aria-label={t('confirmation.bank')}>
            <dt>{t('confirmation.holder')}</dt>
            <dd>{bank.holder}</dd>
            <dt>IBAN</dt>
            <dd>{bank.iban}</dd>
            <dt>BIC</dt>
            <dd>{bank.bic}</dd>
            <dt>{t('confirmation.label')}</dt>
            <dd>{booking.reference}</dd>
          </Bank>
        </>
      ) : (
        <p>{t(booking.status === 'confirmed' ? 'confirmation.onTheDay' : `payment.${booking.status}`, { amount })}</p>
      )}
      <p>{t('thanks.mail', { email: booking.contact.email })}</p>
      <BookingSummary booking={booking} title={t('thanks.summary')} />
      <Actions>
        {user && !embedded && (
          <SiteLink path="/mon-compte/mes-reservations" button="primary">
            {t('thanks.reservations')}
          </SiteLink>
        )}
        <Button as={Link} to="/visites" $variant={user && !embedded ? 'secondary' : 'primary'}>
          {t('thanks.another')}
        </Button>
      </Actions>
      <CancelBooking booking={booking} token={state.key.token || null} onCancelled={update} />
    </FlowPage>
  );
}
