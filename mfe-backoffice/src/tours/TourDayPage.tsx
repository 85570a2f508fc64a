import type { Lang } from '@nougaterie/contracts';
import type { TFunction } from 'i18next';
import { SHOP_PAYMENT_MEANS, type AdminBooking, type ShopPaymentMeans, type TourDay, type TourDaySlot } from '@nougaterie/contracts/admin';
import { Button, Modal, theme } from '@nougaterie/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { errorMessage } from '../common/errors.js';
import { formatDate, formatTime } from '../common/format.js';
import { PATHS } from '../common/paths.js';
import { Actions, Announce, LoadState, PageHead, Pill, SmallButton } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useStaffTitle } from '../common/useStaffTitle.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';
import { euros, saidText, type Said } from './describe.js';

/** On paper: A4, the lists alone, the buttons left out. */
const PrintPage = createGlobalStyle`
  @page { size: A4; margin: 12mm; }
  @media print {
    html, body { background: #fff; }
    [data-screen-only] { display: none !important; }
  }
`;
const SlotSheet = styled.section`
  background: #fff;
  color: #000;
  border: 1px solid ${theme.colors.line};
  padding: 1rem;
  margin-bottom: 1rem;
  overflow-wrap: anywhere;
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.2rem;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin: 0.5rem 0;
  }
  th,
  td {
    border-bottom: 1px solid #999;
    padding: 0.4rem;
    text-align: left;
    vertical-align: top;
  }
  th {
    font-size: 0.85rem;
  }
  @media (max-width: 599px) {
    thead {
      display: none;
    }
    tr {
      display: block;
      border-bottom: 1px solid #999;
      padding: 0.4rem 0;
    }
    td {
      display: block;
      border: 0;
      padding: 0.1rem 0;
    }
  }
  @media print {
    border: 0;
    padding: 0;
    margin: 0 0 8mm;
    break-inside: avoid;
  }
`;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

function paymentText(booking: AdminBooking, t: TFunction, lang: Lang): string {
  if (booking.paid_at) return t('tours.day.paid');
  const amount = euros(booking.to_pay_cents, lang);
  return booking.status === 'awaiting_payment' ? t('tours.day.awaitingTransfer', { amount }) : t('tours.day.toPay', { amount });
}

function BookingRow({ booking, onPaid, onCancel }: { booking: AdminBooking; onPaid: (means: ShopPaymentMeans) => void; onCancel: () => void }) {
  const { t } = useT();
  const { lang } = useStaff();
  const [means, setMeans] = useState<ShopPaymentMeans>('cash');
  const party = [t('tours.day.adults', { count: booking.adults }), booking.children ? t('tours.day.children', { count: booking.children }) : '']
    .filter(Boolean)
    .join(', ');
  return (
    <tr>
      <td>
        <strong>
          {booking.lastname.toUpperCase()} {booking.firstname}
        </strong>
        <br />
        <small>{booking.reference}</small>
      </td>
      <td>{party}</td>
      <td>{booking.phone ?? '—'}</td>
      <td>
        {paymentText(booking, t, lang)}
        <div data-screen-only>
          {!booking.paid_at && (
            <Actions>
              <label>
                {t('tours.day.means')}{' '}
                <select value={means} onChange={(e) => setMeans(e.target.value as ShopPaymentMeans)}>
                  {SHOP_PAYMENT_MEANS.map((m) => (
                    <option key={m} value={m}>
                      {t(`tours.day.means${m[0].toUpperCase()}${m.slice(1)}`)}
                    </option>
                  ))}
                </select>
              </label>
              <SmallButton type="button" onClick={() => onPaid(means)}>
                {t('tours.day.record')}
              </SmallButton>
            </Actions>
          )}
          <SmallButton type="button" $variant="secondary" onClick={onCancel}>
            {t('tours.day.cancelBooking')} {booking.reference}
          </SmallButton>
        </div>
      </td>
    </tr>
  );
}

function SlotList({ slot, act }: { slot: TourDaySlot; act: (run: () => Promise<unknown>, key: string, params?: Record<string, unknown>) => Promise<void> }) {
  const { t } = useT();
  const { api, lang } = useStaff();
  const [cancelling, setCancelling] = useState<AdminBooking | null>(null);
  const people = slot.bookings.reduce((sum, b) => sum + b.adults + b.children, 0);
  return (
    <SlotSheet aria-labelledby={`slot-${slot.id}`}>
      <h2 id={`slot-${slot.id}`}>
        {t('tours.day.slot', { time: formatTime(slot.starts_at, lang), tour: slot.tour_name })}{' '}
        {slot.closed && <Pill $background="#eeeeee">{t('tours.slots.closed')}</Pill>}
      </h2>
      <p>
        {t('tours.day.seats', { taken: slot.seats_taken, capacity: slot.capacity })} · {t('tours.day.total', { count: people })}
      </p>
      {slot.bookings.length === 0 ? (
        <p>{t('tours.day.noBookings')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('tours.day.name')}</th>
              <th scope="col">{t('tours.day.party')}</th>
              <th scope="col">{t('tours.day.phone')}</th>
              <th scope="col">{t('tours.day.payment')}</th>
            </tr>
          </thead>
          <tbody>
            {slot.bookings.map((booking) => (
              <BookingRow
                key={booking.id}
                booking={booking}
                onPaid={(means) => void act(() => api.takeBookingPayment(booking.id, { means }), 'tours.day.recorded', { reference: booking.reference })}
                onCancel={() => setCancelling(booking)}
              />
            ))}
          </tbody>
        </table>
      )}
      <Modal
        open={cancelling !== null}
        title={t('tours.day.cancelTitle', { reference: cancelling?.reference ?? '' })}
        closeLabel={t('app.close')}
        onClose={() => setCancelling(null)}
      >
        <p>{t('tours.day.cancelText')}</p>
        <Actions>
          <Button
            type="button"
            onClick={() => {
              const booking = cancelling!;
              setCancelling(null);
              void act(() => api.cancelBooking(booking.id), 'tours.day.cancelled', { reference: booking.reference });
            }}
          >
            {t('tours.day.cancelConfirm')}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setCancelling(null)}>
            {t('app.cancel')}
          </Button>
        </Actions>
      </Modal>
    </SlotSheet>
  );
}

/** /gestion/visites/jour/:day: the day's slots and bookings, for the guide, to print on A4. */
export function TourDayPage() {
  const { t } = useT();
  const { api, lang, endsSession } = useStaff();
  const { day = '' } = useParams();
  const valid = isoDay.test(day);
  const { data, error, reload, replace } = useAdminData<TourDay>(`tour-day-${day}-${lang}`, () => api.tourDay(day));
  // The shop's name as stored (Réglages), on the printed list; nothing while it loads or if it fails.
  const identity = useAdminData('shop-identity', () => api.shopIdentity());
  const [message, setMessage] = useState<Said | null>(null);
  const [closingDay, setClosingDay] = useState(false);
  const date = valid ? formatDate(`${day}T12:00:00Z`, lang) : day;
  useStaffTitle(t('tours.day.title', { date }));

  async function act(run: () => Promise<unknown>, key: string, params?: Record<string, unknown>) {
    setMessage(null);
    try {
      await run();
      setMessage({ key, params, tone: 'ok' });
      replace(await api.tourDay(day));
    } catch (failure) {
      if (!endsSession(failure)) setMessage({ text: errorMessage(failure, t, 'tours.day.failed'), tone: 'error' });
    }
  }
  async function closeDay() {
    setClosingDay(false);
    let cancelled = 0;
    await act(async () => {
      cancelled = (await api.closeDay(day, { bookings: 'cancel' })).cancelled;
    }, 'tours.day.dayClosed');
    setMessage((m) => (m?.tone === 'error' ? m : { key: 'tours.day.dayClosed', params: { count: cancelled }, tone: 'ok' }));
  }
  const open = data?.slots.filter((slot) => !slot.closed && new Date(slot.starts_at) > new Date()) ?? [];
  const closed = data?.slots.filter((slot) => slot.closed && new Date(slot.starts_at) > new Date()) ?? [];

  return (
    <>
      <PrintPage />
      <p data-screen-only>
        <Link to={PATHS.tours}>{t('tours.back')}</Link>
      </p>
      <PageHead>
        <h1>{t('tours.day.title', { date })}</h1>
        {identity.data && <span>{identity.data.firm.name}</span>}
      </PageHead>
      <Actions data-screen-only>
        <Button type="button" onClick={() => window.print()}>
          {t('tours.day.print')}
        </Button>
        {open.length > 0 && (
          <Button type="button" $variant="secondary" onClick={() => setClosingDay(true)}>
            {t('tours.day.closeDay')}
          </Button>
        )}
        {closed.length > 0 && (
          <Button type="button" $variant="secondary" onClick={() => void act(() => api.reopenDay(day), 'tours.day.dayReopened')}>
            {t('tours.day.reopenDay')}
          </Button>
        )}
      </Actions>
      <div data-screen-only>
        <Announce message={saidText(message, t)} tone={message?.tone} />
      </div>
      {!data ? (
        <LoadState error={error} onRetry={reload} />
      ) : data.slots.length === 0 ? (
        <p>{t('tours.day.none')}</p>
      ) : (
        data.slots.map((slot) => <SlotList key={slot.id} slot={slot} act={act} />)
      )}
      <Modal open={closingDay} title={t('tours.day.closeDayTitle', { date })} closeLabel={t('app.close')} onClose={() => setClosingDay(false)}>
        <p>{t('tours.day.closeDayText')}</p>
        <Actions>
          <Button type="button" onClick={() => void closeDay()}>
            {t('tours.day.closeDayConfirm')}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setClosingDay(false)}>
            {t('app.cancel')}
          </Button>
        </Actions>
      </Modal>
    </>
  );
}
