import { addDays, parisDay } from '@nougaterie/contracts/rules';
import type { AdminSlot } from '@nougaterie/contracts/admin';
import { Field, VisuallyHidden } from '@nougaterie/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../common/errors.js';
import { formatDateTime } from '../common/format.js';
import { PATHS } from '../common/paths.js';
import { Announce, Cards, LoadState, PageHead, Panel, Pill, SmallButton } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useStaffTitle } from '../common/useStaffTitle.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';
import { CloseSlotDialog } from './CloseSlot.js';
import { saidText, type Said } from './describe.js';
import { TourEditForm } from './TourForm.js';

/** Two weeks of a tour's slots, each to close (asking what becomes of its bookings) or reopen. */
function SlotsPanel({ tourId, version }: { tourId: number; version: number }) {
  const { t } = useT();
  const { api, lang, endsSession } = useStaff();
  const [from, setFrom] = useState(parisDay());
  const { data, error, reload } = useAdminData(`tour-slots-${tourId}-${from}-${version}`, () => api.tourSlots(tourId, { from, to: addDays(from, 13) }));
  const [closing, setClosing] = useState<AdminSlot | null>(null);
  const [message, setMessage] = useState<Said | null>(null);

  async function reopen(slot: AdminSlot) {
    try {
      await api.reopenSlot(slot.id);
      setMessage({ key: 'tours.close.reopened', tone: 'ok' });
      reload();
    } catch (failure) {
      if (!endsSession(failure)) setMessage({ text: errorMessage(failure, t, 'tours.day.failed'), tone: 'error' });
    }
  }

  return (
    <Panel aria-labelledby="tour-slots">
      <h2 id="tour-slots">{t('tours.slots.heading')}</h2>
      <Field type="date" label={t('tours.slots.from')} value={from} onChange={(e) => /^\d{4}-\d{2}-\d{2}$/.test(e.target.value) && setFrom(e.target.value)} />
      <Announce message={saidText(message, t)} tone={message?.tone} />
      {!data ? (
        <LoadState error={error} onRetry={reload} />
      ) : data.slots.length === 0 ? (
        <p>{t('tours.slots.none')}</p>
      ) : (
        <Cards aria-label={t('tours.slots.list')}>
          {data.slots.map((slot) => (
            <li key={slot.id} data-slot={slot.id}>
              <Link to={PATHS.tourDay(parisDay(new Date(slot.starts_at)))}>
                <strong>{formatDateTime(slot.starts_at, lang)}</strong>
              </Link>{' '}
              · {t('tours.slots.seats', { taken: slot.seats_taken, capacity: slot.capacity })}{' '}
              {slot.closed && <Pill $background="#eeeeee">{t('tours.slots.closed')}</Pill>}{' '}
              {!slot.in_timetable && <Pill $background="#fff3d6">{t('tours.slots.outside')}</Pill>}{' '}
              {new Date(slot.starts_at) > new Date() &&
                (slot.closed ? (
                  <SmallButton type="button" $variant="secondary" onClick={() => void reopen(slot)}>
                    {t('tours.slots.reopen')}
                    <VisuallyHidden> {formatDateTime(slot.starts_at, lang)}</VisuallyHidden>
                  </SmallButton>
                ) : (
                  <SmallButton type="button" $variant="secondary" onClick={() => setClosing(slot)}>
                    {t('tours.slots.close')}
                    <VisuallyHidden> {formatDateTime(slot.starts_at, lang)}</VisuallyHidden>
                  </SmallButton>
                ))}
            </li>
          ))}
        </Cards>
      )}
      <CloseSlotDialog
        slot={closing}
        others={data?.slots ?? []}
        onClose={() => setClosing(null)}
        onDone={(_closed, said) => {
          setClosing(null);
          setMessage(said);
          reload();
        }}
      />
    </Panel>
  );
}

/** /gestion/visites/:id: a tour's texts, prices and timetable, and its coming slots. */
export function TourPage() {
  const { t } = useT();
  const { api, lang } = useStaff();
  const { id = '' } = useParams();
  const { data, error, reload } = useAdminData('tours', () => api.tours());
  const [version, setVersion] = useState(0);
  const tour = data?.tours.find((row) => String(row.id) === id);
  const name = tour ? (lang === 'en' ? tour.name_en : tour.name_fr) : t('tours.title');
  useStaffTitle(name);

  return (
    <>
      <p>
        <Link to={PATHS.tours}>{t('tours.back')}</Link>
      </p>
      <PageHead>
        <h1>{name}</h1>
      </PageHead>
      {!data ? (
        <LoadState error={error} onRetry={reload} />
      ) : !tour ? (
        <p>{t('app.notFound')}</p>
      ) : (
        <>
          <SlotsPanel tourId={tour.id} version={version} />
          <TourEditForm key={tour.id} tour={tour} onSaved={() => setVersion((v) => v + 1)} />
        </>
      )}
    </>
  );
}
