import { Button } from '@nougaterie/ui';
import { Link, Navigate } from 'react-router-dom';
import { Steps } from '../booking/Steps.js';
import { useHeldBooking } from '../booking/useHeldBooking.js';
import { FlowPage } from '../common/FlowPage.js';
import { LoadFailure, Loading } from '../common/LoadFailure.js';
import { SiteLink } from '../env/SiteLink.js';
import { useVisitsEnv } from '../env/VisitsEnv.js';
import { useVisitsText } from '../i18n/useVisitsText.js';
import { Actions } from './Actions.js';
import { BookingSummary } from './BookingSummary.js';
import { CancelBooking } from './CancelBooking.js';

/** /visites/merci: the booking is paid; its reference, and the mail that confirms it. */
export function ThanksPage() {
  const { lang, user, embedded } = useVisitsEnv();
  const { t } = useVisitsText(lang);
  const { state, reload, update } = useHeldBooking();

  if (state.status === 'none') return <Navigate to="/visites" replace />;
  if (state.status !== 'done') {
    return (
      <FlowPage title={t('thanks.title')}>
        {state.status === 'loading' ? <Loading /> : <LoadFailure error={state.error} onRetry={reload} />}
      </FlowPage>
    );
  }
  const { booking } = state;
  if (booking.status === 'held') return <Navigate to="/visites/paiement" replace />;
  if (booking.status !== 'confirmed' || booking.payment_method !== 'card') return <Navigate to="/visites/confirmation" replace />;
  return (
    <FlowPage title={t('thanks.title')}>
      <Steps current="done" lang={lang} />
      <p>{t('thanks.text', { reference: booking.reference })}</p>
      <p>{t('thanks.mail', { email: booking.contact.email })}</p>
      <BookingSummary booking={booking} title={t('thanks.summary')} />
      <p>{t('thanks.arrive')}</p>
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
