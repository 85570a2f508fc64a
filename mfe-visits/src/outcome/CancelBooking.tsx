import type { Booking } from '@nougaterie/contracts';
import { Button, FormAlert, theme } from '@nougaterie/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { parisDate } from '../calendar/dates.js';
import { errorText } from '../common/errorText.js';
import { useVisitsEnv } from '../env/VisitsEnv.js';
import { useVisitsText } from '../i18n/useVisitsText.js';

const Box = styled.section`
  margin: 1.5rem 0 0;
  padding: 1rem 1.25rem;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  h2 {
    font-size: 1.1rem;
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0 0 0.75rem;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
`;

/**
 * What the booking mail promises: cancelling online until BOOKING_CANCEL_HOURS before the visit,
 * from the mail's link (this page) as from "Mes réservations". Asked twice: a slip would give the
 * places to someone else. A card payment is refunded by the api through the payment provider.
 */
export function CancelBooking({ booking, token, onCancelled }: { booking: Booking; token: string | null; onCancelled: (b: Booking) => void }) {
  const { api, lang } = useVisitsEnv();
  const { t } = useVisitsText(lang);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);

  if (!booking.cancellable) return null;
  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      onCancelled(await api.cancel(booking.id, token));
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box aria-labelledby="cancel-booking">
      <h2 id="cancel-booking">{t('cancel.title')}</h2>
      {!asking ? (
        <>
          <p>{t('cancel.until', { date: parisDate(booking.cancellable_until, lang) })}</p>
          <div>
            <Button type="button" $variant="secondary" onClick={() => setAsking(true)}>
              {t('cancel.ask')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p ref={question} tabIndex={-1}>
            {t(booking.paid_at ? 'cancel.questionPaid' : 'cancel.question', { tour: booking.tour.name, date: parisDate(booking.slot.starts_at, lang) })}
          </p>
          <FormAlert message={error ?? undefined} />
          <div>
            <Button type="button" onClick={() => void cancel()} disabled={busy} aria-busy={busy}>
              {t('cancel.yes')}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => setAsking(false)}>
              {t('cancel.no')}
            </Button>
          </div>
        </>
      )}
    </Box>
  );
}
