import type { AdminSlot, SlotClosed } from '@nougaterie/contracts/admin';
import { Button, FormAlert, Modal } from '@nougaterie/ui';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../common/errors.js';
import { formatDateTime } from '../common/format.js';
import { Actions } from '../common/ui.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';
import type { Said } from './describe.js';

/**
 * Asks before closing a slot: with bookings, whether they move (to a slot of the same tour with
 * room, among `others`) or are cancelled and refunded. The api checks it all again under its lock.
 */
export function CloseSlotDialog({
  slot,
  others,
  onClose,
  onDone,
}: {
  slot: AdminSlot | null;
  others: AdminSlot[];
  onClose: () => void;
  onDone: (closed: SlotClosed, said: Said) => void;
}) {
  const { t } = useT();
  const { api, lang, endsSession } = useStaff();
  const [choice, setChoice] = useState<'move' | 'cancel'>('move');
  const [target, setTarget] = useState('');
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  if (!slot) return null;
  const targets = others.filter(
    (other) =>
      other.id !== slot.id &&
      other.tour_id === slot.tour_id &&
      !other.closed &&
      new Date(other.starts_at) > new Date() &&
      other.capacity - other.seats_taken >= slot.seats_taken,
  );
  const booked = slot.seats_taken > 0;
  const moving = booked && choice === 'move' && targets.length > 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    setBusy(true);
    try {
      const request = !booked ? {} : moving ? { bookings: 'move' as const, move_to: Number(target || targets[0].id) } : { bookings: 'cancel' as const };
      const closed = await api.closeSlot(slot!.id, request);
      const said: Said =
        closed.moved > 0
          ? { key: 'tours.close.doneMoved', params: { count: closed.moved }, tone: 'ok' }
          : closed.cancelled > 0
            ? { key: 'tours.close.doneCancelled', params: { count: closed.cancelled, refunded: closed.refunded }, tone: 'ok' }
            : { key: 'tours.close.done', tone: 'ok' };
      onDone(closed, said);
    } catch (error) {
      if (!endsSession(error)) setFailure(errorMessage(error, t, 'tours.close.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open title={t('tours.close.title', { date: formatDateTime(slot.starts_at, lang) })} closeLabel={t('app.close')} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)}>
        <FormAlert message={failure} />
        {!booked ? (
          <p>{t('tours.close.noBookings')}</p>
        ) : (
          <fieldset>
            <legend>{t('tours.close.hasBookings')}</legend>
            <p>
              <label>
                <input type="radio" name="choice" checked={choice === 'move'} disabled={!targets.length} onChange={() => setChoice('move')} />{' '}
                {t('tours.close.move')}
              </label>
            </p>
            {choice === 'move' &&
              (targets.length ? (
                <p>
                  <label>
                    {t('tours.close.moveTo')}{' '}
                    <select value={target || String(targets[0].id)} onChange={(e) => setTarget(e.target.value)}>
                      {targets.map((other) => (
                        <option key={other.id} value={other.id}>
                          {formatDateTime(other.starts_at, lang)} · {t('tours.slots.seats', { taken: other.seats_taken, capacity: other.capacity })}
                        </option>
                      ))}
                    </select>
                  </label>
                </p>
              ) : (
                <p>{t('tours.close.noTarget')}</p>
              ))}
            <p>
              <label>
                <input type="radio" name="choice" checked={choice === 'cancel' || !targets.length} onChange={() => setChoice('cancel')} />{' '}
                {t('tours.close.cancel')}
              </label>
            </p>
          </fieldset>
        )}
        <Actions>
          <Button type="submit" disabled={busy}>
            {t('tours.close.confirm')}
          </Button>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('app.cancel')}
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}
