import type { ShopHours } from '@nougaterie/contracts';
import type { OpeningSeason, ShopClosure, Weekday } from '@nougaterie/contracts/rules';
import { shopHoursProblems } from '@nougaterie/contracts/admin';
import { Button, Field, FormAlert, media, theme } from '@nougaterie/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../common/errors.js';
import { Announce, LoadState, Panel, SmallButton } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';

/** Monday first, as the shop's week is read. */
const WEEK: Weekday[] = [1, 2, 3, 4, 5, 6, 0];

/** A season as typed: its periods 'MM-DD → MM-DD; …' and each day's slots 'HH:MM-HH:MM, …' (empty: closed). */
interface SeasonDraft {
  id: string;
  periods: string;
  week: Record<Weekday, string>;
}

const SLOT = /^\s*(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})\s*$/;
const PERIOD = /^\s*(\d{2}-\d{2})\s*(?:→|->|[-–]{1,2}>?|au|to)\s*(\d{2}-\d{2})\s*$/;
const pad = (time: string) => time.padStart(5, '0');

const toDraft = (season: OpeningSeason): SeasonDraft => ({
  id: season.id,
  periods: season.periods.map((period) => `${period.from} → ${period.to}`).join(' ; '),
  week: Object.fromEntries(WEEK.map((day) => [day, (season.week[day] ?? []).map((slot) => `${slot.from}-${slot.to}`).join(', ')])) as Record<Weekday, string>,
});

/** The typed season, or the first text it cannot read. */
function fromDraft(draft: SeasonDraft): { season: OpeningSeason } | { unreadable: string } {
  const periods: OpeningSeason['periods'] = [];
  for (const text of draft.periods.split(/[;\n]/).filter((part) => part.trim())) {
    const match = PERIOD.exec(text);
    if (!match) return { unreadable: text.trim() };
    // The pattern read two 'MM-DD' days.
    periods.push({ from: match[1], to: match[2] } as OpeningSeason['periods'][number]);
  }
  const week: OpeningSeason['week'] = {};
  for (const day of WEEK) {
    const slots: NonNullable<OpeningSeason['week'][Weekday]> = [];
    for (const text of draft.week[day].split(',').filter((part) => part.trim())) {
      const match = SLOT.exec(text);
      if (!match) return { unreadable: text.trim() };
      // The pattern read two 'HH:MM' times.
      slots.push({ from: pad(match[1]), to: pad(match[2]) } as (typeof slots)[number]);
    }
    if (slots.length) week[day] = slots;
  }
  return { season: { id: draft.id, periods, week } };
}

const Season = styled.fieldset`
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  padding: 0.5rem 0.75rem;
  margin: 0 0 0.75rem;
  min-width: 0;
  legend {
    font-weight: 700;
    padding: 0 0.3rem;
  }
`;
const Days = styled.div`
  display: grid;
  gap: 0 1rem;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
const Closure = styled.fieldset`
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  padding: 0.5rem 0.75rem;
  margin: 0 0 0.75rem;
  min-width: 0;
  display: grid;
  gap: 0 1rem;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  legend {
    font-weight: 700;
    padding: 0 0.3rem;
  }
`;

/**
 * "Horaires et fermetures" (owners, #22): each season's periods and opening slots, and the
 * closing days with their reason, which the practical information page, the footer and the
 * pick-up mails show. Checked with contracts' rules before asking; the api checks them again.
 */
export function ShopHoursPanel() {
  const { t } = useT();
  const { api, endsSession } = useStaff();
  const { data, error, reload, replace } = useAdminData<ShopHours>('shop-hours', () => api.shopHours());
  // Here, not in the form: the saved hours come back as new data, and the form starts afresh on them.
  const [saved, setSaved] = useState(false);
  return (
    <Panel aria-labelledby="settings-hours">
      <h2 id="settings-hours">{t('settings.hours.title')}</h2>
      <p>{t('settings.hours.intro')}</p>
      {!data ? (
        <LoadState error={error} onRetry={reload} />
      ) : (
        <HoursForm
          key={JSON.stringify(data)}
          hours={data}
          onSaving={() => setSaved(false)}
          onSaved={(next) => {
            replace(next);
            setSaved(true);
          }}
          save={(next) => api.updateShopHours(next)}
          endsSession={endsSession}
        />
      )}
      <Announce message={saved ? t('settings.hours.saved') : null} />
    </Panel>
  );
}

function HoursForm({
  hours,
  onSaving,
  onSaved,
  save,
  endsSession,
}: {
  hours: ShopHours;
  onSaving: () => void;
  onSaved: (hours: ShopHours) => void;
  save: (hours: ShopHours) => Promise<ShopHours>;
  endsSession: (failure: unknown) => boolean;
}) {
  const { t } = useT();
  const [seasons, setSeasons] = useState<SeasonDraft[]>(() => hours.seasons.map(toDraft));
  const [closures, setClosures] = useState<ShopClosure[]>(hours.closures);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const seasonName = (id: string) => t(`settings.hours.seasons.${id}`, { defaultValue: id });
  const setDay = (index: number, day: Weekday, value: string) =>
    setSeasons((all) => all.map((season, i) => (i === index ? { ...season, week: { ...season.week, [day]: value } } : season)));
  const setPeriods = (index: number, value: string) => setSeasons((all) => all.map((season, i) => (i === index ? { ...season, periods: value } : season)));
  const setClosure = (index: number, change: Partial<ShopClosure>) =>
    setClosures((all) => all.map((closure, i) => (i === index ? { ...closure, ...change } : closure)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    onSaving();
    setProblem(null);
    const read: OpeningSeason[] = [];
    for (const draft of seasons) {
      const result = fromDraft(draft);
      if ('unreadable' in result) {
        setProblem(t('settings.hours.unreadable', { season: seasonName(draft.id), text: result.unreadable }));
        return;
      }
      read.push(result.season);
    }
    const next: ShopHours = {
      seasons: read,
      closures: closures.map((closure) => ({ ...closure, reason: { fr: closure.reason.fr.trim(), en: closure.reason.en.trim() } })),
    };
    const problems = shopHoursProblems(next);
    if (problems.length) {
      setProblem(
        [
          ...new Set(
            problems.map(({ where, problem: kind }) => {
              const [list, index] = where.split('.');
              const what = list === 'closures' ? t('settings.hours.closureN', { n: Number(index) + 1 }) : seasonName(next.seasons[Number(index)].id);
              return `${what} : ${t(`settings.hours.problems.${kind}`)}`;
            }),
          ),
        ].join(' '),
      );
      return;
    }
    setBusy(true);
    try {
      onSaved(await save(next));
    } catch (failure) {
      if (!endsSession(failure)) setProblem(errorMessage(failure, t, 'settings.hours.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormAlert message={problem ?? undefined} />
      <h3>{t('settings.hours.closuresTitle')}</h3>
      {closures.length === 0 && <p>{t('settings.hours.noClosure')}</p>}
      {closures.map((closure, index) => (
        <Closure key={index} aria-label={t('settings.hours.closureN', { n: index + 1 })}>
          <legend>{t('settings.hours.closureN', { n: index + 1 })}</legend>
          <Field
            type="date"
            label={t('settings.hours.from')}
            value={closure.from}
            onChange={(e) => setClosure(index, { from: e.target.value, to: closure.to || e.target.value })}
          />
          <Field type="date" label={t('settings.hours.to')} value={closure.to} onChange={(e) => setClosure(index, { to: e.target.value })} />
          <Field
            label={t('settings.hours.reasonFr')}
            value={closure.reason.fr}
            maxLength={120}
            onChange={(e) => setClosure(index, { reason: { ...closure.reason, fr: e.target.value } })}
          />
          <Field
            label={t('settings.hours.reasonEn')}
            value={closure.reason.en}
            maxLength={120}
            onChange={(e) => setClosure(index, { reason: { ...closure.reason, en: e.target.value } })}
          />
          <div>
            <SmallButton type="button" $variant="ghost" onClick={() => setClosures((all) => all.filter((_, i) => i !== index))}>
              {t('settings.hours.removeClosure')}
            </SmallButton>
          </div>
        </Closure>
      ))}
      <p>
        <SmallButton type="button" $variant="secondary" onClick={() => setClosures((all) => [...all, { from: '', to: '', reason: { fr: '', en: '' } }])}>
          {t('settings.hours.addClosure')}
        </SmallButton>
      </p>
      <h3>{t('settings.hours.seasonsTitle')}</h3>
      <p>{t('settings.hours.seasonsHelp')}</p>
      {seasons.map((season, index) => (
        <Season key={season.id}>
          <legend>{seasonName(season.id)}</legend>
          <Field label={t('settings.hours.periods')} value={season.periods} onChange={(e) => setPeriods(index, e.target.value)} />
          <Days>
            {WEEK.map((day) => (
              <Field
                key={day}
                label={t(`settings.hours.days.${day}`)}
                value={season.week[day]}
                placeholder={t('settings.hours.closed')}
                onChange={(e) => setDay(index, day, e.target.value)}
              />
            ))}
          </Days>
        </Season>
      ))}
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {t('settings.hours.save')}
      </Button>
    </form>
  );
}
