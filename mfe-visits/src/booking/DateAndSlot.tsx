import type { Slot, Tour } from '@nougaterie/contracts';
import { addDays, parisDay } from '@nougaterie/contracts/rules';
import { theme } from '@nougaterie/ui';
import { useEffect, useState } from 'react';
import { Field as FormField, useField, useForm } from 'react-final-form';
import styled from 'styled-components';
import { Calendar, type DayState } from '../calendar/Calendar.js';
import { formatDay, lastDayOf, monthOf, parisTime } from '../calendar/dates.js';
import { useFirstMonth, useSlots } from '../calendar/useSlots.js';
import { LoadFailure } from '../common/LoadFailure.js';
import { useVisitsEnv } from '../env/VisitsEnv.js';
import { useVisitsText } from '../i18n/useVisitsText.js';

/** How far ahead the calendar goes: the season on sale. */
const HORIZON_DAYS = 365;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  @container (min-width: 720px) {
    grid-template-columns: minmax(0, 26rem) minmax(0, 1fr);
    align-items: start;
  }
`;
const Slots = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 700;
    margin-bottom: 0.5rem;
    padding: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.5rem;
  }
`;
const SlotOption = styled.label<{ $disabled: boolean; $checked: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  min-height: 44px;
  padding: 0.6rem 0.9rem;
  border: 2px solid ${({ $checked }) => ($checked ? theme.colors.honeyDark : theme.colors.line)};
  border-radius: ${theme.radius};
  background: ${({ $disabled }) => ($disabled ? 'transparent' : theme.colors.paper)};
  color: ${({ $disabled }) => ($disabled ? theme.colors.inkSoft : theme.colors.ink)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  input {
    width: 1.2rem;
    height: 1.2rem;
    margin: 0;
    flex: none;
  }
  strong {
    font-size: 1.1rem;
    white-space: nowrap;
  }
  /* Beside the time when there is room, else on its own line, never broken. */
  span {
    margin-left: auto;
    white-space: nowrap;
    font-size: 0.95rem;
  }
`;
const Hint = styled.p`
  margin: 0;
  color: ${theme.colors.inkSoft};
`;
const ErrorText = styled.p`
  margin: 0.5rem 0 0;
  color: ${theme.colors.danger};
  font-size: 0.9rem;
`;

/** Whether a slot can take the party: on sale and with enough seats. */
export const fits = (slot: Slot, size: number) => slot.bookable && slot.seats_left >= Math.max(size, 1);

/** The calendar's view of the slots: a day is choosable when one of its slots fits the party. */
export function dayStates(slots: Slot[], size: number): Record<string, DayState> {
  const days: Record<string, DayState> = {};
  for (const slot of slots) {
    const day = parisDay(slot.starts_at);
    if (fits(slot, size)) days[day] = 'available';
    else days[day] ??= 'full';
  }
  return days;
}

/**
 * The date and time of the visit: a calendar of the days with seats for the party, then the
 * day's slots with the seats they have left. `today` is the Paris day the booking starts from.
 */
export function DateAndSlot({ tour, size, today, refresh }: { tour: Tour; size: number; today: string; refresh: number }) {
  const { api, lang } = useVisitsEnv();
  const { t } = useVisitsText(lang);
  const form = useForm();
  const first = useFirstMonth(api, tour.slug, today, size);
  const [month, setMonth] = useState<string | null>(null);
  const shown = month ?? first?.month ?? null;
  const from = shown && (`${shown}-01` < today ? today : `${shown}-01`);
  const { state, reload } = useSlots(api, tour.slug, from, shown && lastDayOf(shown), first?.window);
  const date = useField<string>('date', { subscription: { value: true } }).input.value;
  const slotId = useField<string>('slot', { subscription: { value: true } }).input.value;

  // A refusal from the api (seats taken meanwhile) asks for the slots again.
  useEffect(() => {
    if (refresh > 0) reload();
  }, [refresh, reload]);

  const slots = state.status === 'done' ? state.slots : [];
  const ofDay = slots.filter((slot) => parisDay(slot.starts_at) === date);
  const chosen = ofDay.find((slot) => String(slot.id) === slotId);

  // A bigger party may no longer fit the slot chosen before: the choice is given back.
  useEffect(() => {
    if (chosen && !fits(chosen, size)) form.change('slot', undefined);
  }, [chosen, size, form]);

  const seatsText = (slot: Slot) => {
    if (!slot.bookable) return t('slots.closed');
    if (tour.exclusive) return t(slot.seats_left > 0 ? 'slots.private' : 'slots.taken');
    if (slot.seats_left === 0) return t('slots.full');
    if (slot.seats_left < size) return t('slots.notEnough', { count: slot.seats_left });
    return t('slots.left', { count: slot.seats_left });
  };

  return (
    <Layout>
      <FormField<string> name="date" validate={(value) => (value ? undefined : 'booking.errors.date')}>
        {({ meta }) => (
          <div>
            {shown ? (
              <Calendar
                lang={lang}
                month={shown}
                onMonthChange={setMonth}
                min={today}
                max={addDays(today, HORIZON_DAYS)}
                today={today}
                days={dayStates(slots, size)}
                selected={date || null}
                onSelect={(day) => {
                  form.change('date', day);
                  form.change('slot', undefined);
                }}
                busy={state.status === 'loading'}
              />
            ) : (
              <Hint role="status">{t('actions.loading')}</Hint>
            )}
            {first && first.day === null && <Hint role="status">{t('slots.noneOpen')}</Hint>}
            {first?.day && monthOf(first.day) !== monthOf(today) && (
              <Hint role="status">
                {t('slots.nextDate', { date: formatDay(first.day, lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) })}
              </Hint>
            )}
            {state.status === 'error' && <LoadFailure error={state.error} onRetry={reload} />}
            {meta.error && meta.submitFailed && !date && <ErrorText role="alert">{t(meta.error)}</ErrorText>}
          </div>
        )}
      </FormField>
      <Slots>
        <legend>{t('slots.legend')}</legend>
        {!date || monthOf(date) !== shown ? (
          <Hint>{t('slots.pickDay')}</Hint>
        ) : (
          <ul>
            {ofDay.map((slot) => {
              const disabled = !fits(slot, size);
              return (
                <li key={slot.id}>
                  <FormField<string> name="slot" type="radio" value={String(slot.id)} validate={(value) => (value ? undefined : 'booking.errors.slot')}>
                    {({ input }) => (
                      <SlotOption $disabled={disabled} $checked={input.checked ?? false}>
                        <input {...input} disabled={disabled} />
                        <strong>
                          {parisTime(slot.starts_at, lang)} – {parisTime(slot.ends_at, lang)}
                        </strong>
                        <span>{seatsText(slot)}</span>
                      </SlotOption>
                    )}
                  </FormField>
                </li>
              );
            })}
          </ul>
        )}
        <FormField<string> name="slot" subscription={{ error: true, submitFailed: true }}>
          {({ meta }) => (meta.error && meta.submitFailed && date ? <ErrorText role="alert">{t(meta.error)}</ErrorText> : null)}
        </FormField>
      </Slots>
    </Layout>
  );
}
