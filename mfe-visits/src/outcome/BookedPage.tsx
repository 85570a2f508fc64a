import type { Booking } from '@nougaterie/contracts';
import { Button } from '@nougaterie/ui';
import type { ReactNode } from 'react';
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

export interface BookedPageProps {
  title: string;
  /** Where a booking that this page does not show belongs, or null when it shows it. */
  elsewhere: (booking: Booking) => string | null;
  /** What the page says first: the booking's state and what the visitor still has to do. */
  intro: (booking: Booking) => ReactNode;
  /** What follows the booking's summary. */
  after?: ReactNode;
}

/**
 * The two pages a booking ends on, /visites/merci (paid by card: ThanksPage) and
 * /visites/confirmation (paid later: ConfirmationPage), share all but their first lines: the
 * booking of this tab loaded (none: back to the tours; still held: back to its payment), the mail
 * it was sent to, its summary, where to go next and its cancellation.
 */
export function BookedPage({ title, elsewhere, intro, after }: BookedPageProps) {
  const { lang, user, embedded } = useVisitsEnv();
  const { t } = useVisitsText(lang);
  const { state, reload, update } = useHeldBooking();

  if (state.status === 'none') return <Navigate to="/visites" replace />;
  if (state.status !== 'done') {
    return <FlowPage title={title}>{state.status === 'loading' ? <Loading /> : <LoadFailure error={state.error} onRetry={reload} />}</FlowPage>;
  }
  const { booking } = state;
  const other = booking.status === 'held' ? '/visites/paiement' : elsewhere(booking);
  if (other) return <Navigate to={other} replace />;
  const inAccount = Boolean(user) && !embedded;
  return (
    <FlowPage title={title}>
      <Steps current="done" lang={lang} />
      {intro(booking)}
      <p>{t('thanks.mail', { email: booking.contact.email })}</p>
      <BookingSummary booking={booking} title={t('thanks.summary')} />
      {after}
      <Actions>
        {inAccount && (
          <SiteLink path="/mon-compte/mes-reservations" button="primary">
            {t('thanks.reservations')}
          </SiteLink>
        )}
        <Button as={Link} to="/visites" $variant={inAccount ? 'secondary' : 'primary'}>
          {t('thanks.another')}
        </Button>
      </Actions>
      <CancelBooking booking={booking} token={state.key.token || null} onCancelled={update} />
    </FlowPage>
  );
}
