import { isApiError, type Booking, type RemoteProps } from '@nougaterie/contracts';
import { Button, FormAlert } from '@nougaterie/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Panel } from '../space/Panel.js';
import { SpaceLayout } from '../space/SpaceLayout.js';
import { useLoad } from '../space/useLoad.js';
import { useReservationsText } from './i18n/useReservationsText.js';
import { ReservationCard } from './ReservationCard.js';

/** /mon-compte/mes-reservations: the customer's tour bookings (GET /api/user/reservations), next visit first. */
export function ReservationsPage({ ctx }: RemoteProps) {
  const { t } = useReservationsText(ctx.lang);
  const { state, reload, set } = useLoad(() => ctx.api.visits.reservations());
  const [done, setDone] = useState<string | null>(null);

  const why = (error: unknown) => {
    if (isApiError(error) && error.isNetworkError) return t('network');
    return (isApiError(error) && error.body?.message) || t('loadError');
  };

  const cancel = async (booking: Booking): Promise<string | null> => {
    try {
      const cancelled = await ctx.api.visits.cancel(booking.id);
      if (state.status === 'done') {
        set({ bookings: state.data.bookings.map((b) => (b.id === cancelled.id ? cancelled : b)) });
      }
      setDone(t('cancelled', { reference: cancelled.reference }));
      return null;
    } catch (error) {
      return why(error);
    }
  };

  return (
    <SpaceLayout lang={ctx.lang} title={t('title')}>
      <p role="status">{state.status === 'loading' ? t('loading') : (done ?? '')}</p>
      {state.status === 'error' && (
        <>
          <FormAlert message={why(state.error)} />
          <Button type="button" $variant="secondary" onClick={reload}>
            {t('retry')}
          </Button>
        </>
      )}
      {state.status === 'done' && state.data.bookings.length === 0 && (
        <Panel>
          <p>{t('empty')}</p>
          <Button as={Link} to="/nougatourisme">
            {t('discover')}
          </Button>
        </Panel>
      )}
      {state.status === 'done' &&
        state.data.bookings.map((booking) => <ReservationCard key={booking.id} booking={booking} lang={ctx.lang} onCancel={cancel} />)}
    </SpaceLayout>
  );
}
