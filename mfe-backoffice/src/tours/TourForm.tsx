import type { Pricing } from '@nougaterie/contracts';
import { tourProblems, type AdminTour, type TourForm as TourFormValues, type TourSaved } from '@nougaterie/contracts/admin';
import { Button, Field, FormAlert, theme } from '@nougaterie/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../common/errors.js';
import { numberText, parseNumber } from '../common/format.js';
import { Actions, Announce, Panel, SmallButton } from '../common/ui.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';

interface BandDraft {
  min: string;
  max: string;
  amount: string;
  per: 'party' | 'person';
}
interface SeasonDraft {
  from: string;
  to: string;
  weekdays: number[];
  times: string;
  minutes: string;
}
export interface TourDraft {
  name_fr: string;
  name_en: string;
  summary_fr: string;
  summary_en: string;
  audience_fr: string;
  audience_en: string;
  duration: string;
  capacity: string;
  max_party: string;
  kind: Pricing['kind'];
  adult: string;
  child: string;
  amount: string;
  bands: BandDraft[];
  seasons: SeasonDraft[];
}

const centsText = (cents: number | null | undefined) => (cents === null || cents === undefined ? '' : numberText(cents / 100));

export function draftOf(tour: AdminTour): TourDraft {
  const { pricing } = tour;
  return {
    name_fr: tour.name_fr,
    name_en: tour.name_en,
    summary_fr: tour.summary_fr,
    summary_en: tour.summary_en,
    audience_fr: tour.audience_fr,
    audience_en: tour.audience_en,
    duration: tour.duration_minutes === null ? '' : String(tour.duration_minutes),
    capacity: String(tour.capacity),
    max_party: String(tour.max_party),
    kind: pricing.kind,
    adult: pricing.kind === 'perPerson' ? centsText(pricing.adult) : '',
    child: pricing.kind === 'perPerson' ? centsText(pricing.child) : '',
    amount: pricing.kind === 'perParty' ? centsText(pricing.amount) : '',
    bands: pricing.kind === 'bands' ? pricing.bands.map((b) => ({ min: String(b.min), max: String(b.max), amount: centsText(b.amount), per: b.per })) : [],
    seasons: tour.schedule.map((s) => ({
      from: s.from,
      to: s.to,
      weekdays: s.weekdays,
      times: s.times.join(', '),
      minutes: s.minutes === undefined ? '' : String(s.minutes),
    })),
  };
}

/** Euros as typed ("12,50") to cents; a third decimal stays a fraction, which the rules refuse. */
function cents(text: string): number {
  const value = parseNumber(text) * 100;
  return Math.abs(value - Math.round(value)) < 1e-6 ? Math.round(value) : value;
}
const whole = (text: string) => (text.trim() ? parseNumber(text) : NaN);

export function formOf(draft: TourDraft): TourFormValues {
  const pricing: Pricing =
    draft.kind === 'perPerson'
      ? { kind: 'perPerson', adult: cents(draft.adult), child: draft.child.trim() ? cents(draft.child) : null }
      : draft.kind === 'perParty'
        ? { kind: 'perParty', amount: cents(draft.amount) }
        : { kind: 'bands', bands: draft.bands.map((b) => ({ min: whole(b.min), max: whole(b.max), amount: cents(b.amount), per: b.per })) };
  return {
    name_fr: draft.name_fr,
    name_en: draft.name_en,
    summary_fr: draft.summary_fr,
    summary_en: draft.summary_en,
    audience_fr: draft.audience_fr,
    audience_en: draft.audience_en,
    duration_minutes: draft.duration.trim() ? whole(draft.duration) : null,
    capacity: whole(draft.capacity),
    max_party: whole(draft.max_party),
    pricing,
    schedule: draft.seasons.map((s) => ({
      from: s.from.trim(),
      to: s.to.trim(),
      weekdays: s.weekdays,
      times: s.times
        .split(/[,;\s]+/)
        .map((time) => time.trim())
        .filter(Boolean),
      ...(s.minutes.trim() ? { minutes: whole(s.minutes) } : {}),
    })),
  };
}

const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  @media (min-width: 720px) {
    grid-template-columns: 1fr 1fr;
  }
`;
const Season = styled.fieldset`
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  margin: 0 0 0.75rem;
  padding: 0.75rem;
  legend {
    font-weight: 600;
    padding: 0 0.25rem;
  }
`;
const Days = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  margin-bottom: 0.5rem;
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    min-height: 40px;
  }
`;

/** A tour's texts, prices, capacity and timetable; the contracts' rules checked before asking. */
export function TourEditForm({ tour, onSaved }: { tour: AdminTour; onSaved: (saved: TourSaved) => void }) {
  const { t } = useT();
  const { api, endsSession } = useStaff();
  const [draft, setDraft] = useState(() => draftOf(tour));
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | undefined>();
  const [done, setDone] = useState<TourSaved | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<TourDraft>) => setDraft((d) => ({ ...d, ...change }));
  const setSeason = (i: number, change: Partial<SeasonDraft>) =>
    setDraft((d) => ({ ...d, seasons: d.seasons.map((s, j) => (i === j ? { ...s, ...change } : s)) }));
  const setBand = (i: number, change: Partial<BandDraft>) => setDraft((d) => ({ ...d, bands: d.bands.map((b, j) => (i === j ? { ...b, ...change } : b)) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    setFailure(undefined);
    const form = formOf(draft);
    const found = [...new Set(tourProblems(form).map(({ problem }) => t(`tours.problems.${problem}`)))];
    setProblems(found);
    if (found.length) return;
    setSaving(true);
    try {
      const saved = await api.updateTour(tour.id, form);
      setDraft(draftOf(saved.tour));
      setDone(saved);
      onSaved(saved);
    } catch (error) {
      if (!endsSession(error)) setFailure(errorMessage(error, t, 'tours.form.failed'));
    } finally {
      setSaving(false);
    }
  }

  const text = (name: keyof TourDraft, label: string, multiline = false) => (
    <Field label={label} value={draft[name] as string} multiline={multiline} onChange={(e) => set({ [name]: e.target.value })} />
  );

  return (
    <Panel aria-labelledby="tour-form">
      <h2 id="tour-form">{t('tours.form.heading')}</h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {problems.length > 0 && (
          <div role="alert">
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        )}
        <FormAlert message={failure} />
        <Grid>
          {text('name_fr', t('tours.form.nameFr'))}
          {text('name_en', t('tours.form.nameEn'))}
          {text('summary_fr', t('tours.form.summaryFr'), true)}
          {text('summary_en', t('tours.form.summaryEn'), true)}
          {text('audience_fr', t('tours.form.audienceFr'))}
          {text('audience_en', t('tours.form.audienceEn'))}
          <Field label={t('tours.form.duration')} inputMode="numeric" value={draft.duration} onChange={(e) => set({ duration: e.target.value })} />
          <Field label={t('tours.form.capacity')} inputMode="numeric" value={draft.capacity} onChange={(e) => set({ capacity: e.target.value })} />
          <Field label={t('tours.form.maxParty')} inputMode="numeric" value={draft.max_party} onChange={(e) => set({ max_party: e.target.value })} />
        </Grid>
        <h3>{t('tours.form.pricing')}</h3>
        {draft.kind === 'perPerson' && (
          <Grid>
            <Field label={t('tours.form.adult')} inputMode="decimal" value={draft.adult} onChange={(e) => set({ adult: e.target.value })} />
            <Field label={t('tours.form.child')} inputMode="decimal" value={draft.child} onChange={(e) => set({ child: e.target.value })} />
          </Grid>
        )}
        {draft.kind === 'perParty' && (
          <Field label={t('tours.form.amount')} inputMode="decimal" value={draft.amount} onChange={(e) => set({ amount: e.target.value })} />
        )}
        {draft.kind === 'bands' &&
          draft.bands.map((band, i) => (
            <Grid key={i}>
              <Field label={t('tours.form.bandMin')} inputMode="numeric" value={band.min} onChange={(e) => setBand(i, { min: e.target.value })} />
              <Field label={t('tours.form.bandMax')} inputMode="numeric" value={band.max} onChange={(e) => setBand(i, { max: e.target.value })} />
              <Field label={t('tours.form.bandAmount')} inputMode="decimal" value={band.amount} onChange={(e) => setBand(i, { amount: e.target.value })} />
              <p>
                {t('tours.form.bandPer')} : {t(band.per === 'party' ? 'tours.price.perPartyShort' : 'tours.price.perPersonShort')}
              </p>
            </Grid>
          ))}
        <h3>{t('tours.form.schedule')}</h3>
        {draft.seasons.map((season, i) => (
          <Season key={i}>
            <legend>{t('tours.form.season', { n: i + 1 })}</legend>
            <Grid>
              <Field label={t('tours.form.from')} value={season.from} onChange={(e) => setSeason(i, { from: e.target.value })} />
              <Field label={t('tours.form.to')} value={season.to} onChange={(e) => setSeason(i, { to: e.target.value })} />
            </Grid>
            <Days role="group" aria-label={t('tours.form.weekdays')}>
              {[1, 2, 3, 4, 5, 6, 7].map((day) => (
                <label key={day}>
                  <input
                    type="checkbox"
                    checked={season.weekdays.includes(day)}
                    onChange={(e) => setSeason(i, { weekdays: e.target.checked ? [...season.weekdays, day].sort() : season.weekdays.filter((d) => d !== day) })}
                  />
                  {t(`tours.weekday.${day}`)}
                </label>
              ))}
            </Days>
            <Field label={t('tours.form.times')} value={season.times} onChange={(e) => setSeason(i, { times: e.target.value })} />
            {draft.duration.trim() === '' && (
              <Field label={t('tours.form.minutes')} inputMode="numeric" value={season.minutes} onChange={(e) => setSeason(i, { minutes: e.target.value })} />
            )}
            <SmallButton type="button" $variant="secondary" onClick={() => setDraft((d) => ({ ...d, seasons: d.seasons.filter((_, j) => j !== i) }))}>
              {t('tours.form.removeSeason', { n: i + 1 })}
            </SmallButton>
          </Season>
        ))}
        <Actions>
          <SmallButton
            type="button"
            $variant="secondary"
            onClick={() => setDraft((d) => ({ ...d, seasons: [...d.seasons, { from: '01-01', to: '12-31', weekdays: [], times: '', minutes: '' }] }))}
          >
            {t('tours.form.addSeason')}
          </SmallButton>
        </Actions>
        <Announce
          message={
            done &&
            [
              t('tours.form.saved', { added: done.slots_added, removed: done.slots_removed }),
              done.slots_kept.length ? t('tours.form.kept', { count: done.slots_kept.length }) : '',
            ]
              .filter(Boolean)
              .join(' ')
          }
        />
        <Actions>
          <Button type="submit" disabled={saving}>
            {saving ? t('tours.form.saving') : t('tours.form.save')}
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}
