import { BOOKING_CANCEL_HOURS, currentShopInfo, shopInfo$, type Booking, type Lang } from '@nougaterie/contracts';
import { Button, FormAlert, formatEuros, theme, useObservable } from '@nougaterie/ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Facts, Panel } from '../space/Panel.js';
import { visitDate, visitDeadline, visitTime } from './format.js';
import { useReservationsText } from './i18n/useReservationsText.js';

const Note = styled.p`
  color: ${theme.colors.inkSoft};
`;
const Confirm = styled.div`
  margin-top: 1rem;
  padding: 1rem;
  border-left: 4px solid ${theme.colors.danger};
  background: #fbeceb;
  border-radius: ${theme.radius};
  p {
    margin: 0 0 0.75rem;
    font-weight: 600;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
`;
const Status = styled.span<{ $tone: 'ok' | 'wait' | 'off' }>`
  font-weight: 700;
  color: ${({ $tone }) => ($tone === 'ok' ? theme.colors.success : $tone === 'wait' ? theme.colors.honeyDark : theme.colors.inkSoft)};
`;

const TONE = { confirmed: 'ok', held: 'wait', awaiting_payment: 'wait', cancelled: 'off', expired: 'off' } as const;

/**
 * One booking of the customer: what, when, who, how much, where it stands; and its cancellation,
 * asked twice (a visit cancelled by a slip would go to someone else) while the api allows it.
 */
export function ReservationCard({
  booking,
  lang,
  onCancel,
}: {
  booking: Booking;
  lang: Lang;
  /** Resolves with the api's message when the cancellation is refused. */
  onCancel: (booking: Booking) => Promise<string | null>;
}) {
  const { t } = useReservationsText(lang);
  // The shop's identity as stored (the back office's settings), loaded by the shell.
  const firm = useObservable(shopInfo$, currentShopInfo()).firm;
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const question = useRef<HTMLParagraphElement>(null);
  // The hold and the visit's start are compared with the time the card is shown.
  const [now] = useState(Date.now);
  const titleId = `reservation-${booking.id}`;

  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);

  const cancel = async () => {
    setBusy(true);
    const refusal = await onCancel(booking);
    setBusy(false);
    setError(refusal);
    if (!refusal) setAsking(false);
  };

  const party = [t('party.adults', { count: booking.party.adults })];
  if (booking.party.children > 0) party.push(t('party.children', { count: booking.party.children }));
  const paid = booking.status === 'confirmed' && booking.payment_method ? ` (${t(`paid.${booking.payment_method}`)})` : '';
  const live = booking.status === 'confirmed' || booking.status === 'awaiting_payment';

  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>{booking.tour.name}</h2>
      <Facts>
        <dt>{t('facts.date')}</dt>
        <dd>{visitDate(booking.slot.starts_at, lang)}</dd>
        <dt>{t('facts.time')}</dt>
        <dd>
          {visitTime(booking.slot.starts_at, lang)} – {visitTime(booking.slot.ends_at, lang)}
        </dd>
        <dt>{t('facts.party')}</dt>
        <dd>{party.join(', ')}</dd>
        <dt>{t('facts.amount')}</dt>
        <dd>{formatEuros(booking.amount, lang)}</dd>
        <dt>{t('facts.status')}</dt>
        <dd>
          <Status $tone={TONE[booking.status]}>{t(`status.${booking.status}`)}</Status>
          {paid}
        </dd>
        <dt>{t('facts.reference')}</dt>
        <dd>{booking.reference}</dd>
      </Facts>
      {booking.refund !== 'none' && <Note>{t(`refund.${booking.refund}`)}</Note>}
      {booking.status === 'held' && booking.hold_expires_at && Date.parse(booking.hold_expires_at) > now && (
        <>
          <Note>{t('holdUntil', { time: visitTime(booking.hold_expires_at, lang) })}</Note>
          {/* The booking's own page (visits) takes it from there: it opens its payment. */}
          <Button as={Link} to={`/visites/confirmation?booking=${booking.id}`} $variant="primary">
            {t('payNow')}
          </Button>
        </>
      )}
      {booking.cancellable && !asking && (
        <>
          <Note>{t('cancellableUntil', { date: visitDeadline(booking.cancellable_until, lang) })}</Note>
          <Button type="button" $variant="secondary" aria-label={t('cancelLabel', { reference: booking.reference })} onClick={() => setAsking(true)}>
            {t('cancel')}
          </Button>
        </>
      )}
      {!booking.cancellable && live && Date.parse(booking.slot.starts_at) > now && (
        <Note>{t('tooLate', { count: BOOKING_CANCEL_HOURS, phone: firm.phoneDisplay })}</Note>
      )}
      {asking && (
        <Confirm>
          <p ref={question} tabIndex={-1}>
            {t('confirmQuestion', { tour: booking.tour.name, date: visitDate(booking.slot.starts_at, lang) })}
          </p>
          <FormAlert message={error ?? undefined} />
          <div>
            <Button type="button" onClick={() => void cancel()} disabled={busy} aria-busy={busy}>
              {t('confirmYes')}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => setAsking(false)}>
              {t('confirmNo')}
            </Button>
          </div>
        </Confirm>
      )}
    </Panel>
  );
}
