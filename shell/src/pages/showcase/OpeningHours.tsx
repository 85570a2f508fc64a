import { seasonOn, type OpeningSeason } from '@nougaterie/contracts/rules';
import { closureLine, closuresAhead } from '@nougaterie/contracts/legal';
import { media, theme, useTexts } from '@nougaterie/ui';
import styled from 'styled-components';
import { WEEK_ORDER } from '../../config/hours';
import { SHOWCASE_NS } from '../../i18n/texts';
import { useShopInfo } from '../../shop/useShopInfo';

const Seasons = styled.div`
  display: grid;
  gap: 1rem;
  margin-top: 1rem;
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
`;
const Table = styled.table<{ $current: boolean }>`
  width: 100%;
  border-collapse: collapse;
  background: ${({ $current }) => ($current ? theme.colors.honeyLight : theme.colors.cream)};
  border: 2px solid ${({ $current }) => ($current ? theme.colors.honeyDark : 'transparent')};
  border-radius: ${theme.radius};
  caption {
    text-align: left;
    font-weight: 700;
    padding: 0 0 0.4rem;
  }
  th,
  td {
    text-align: left;
    padding: 0.35rem 0.75rem;
    border-top: 1px solid ${theme.colors.line};
  }
  thead th {
    border-top: 0;
    font-size: 0.9rem;
    color: ${theme.colors.inkSoft};
  }
`;
const Badge = styled.strong`
  display: inline-block;
  margin-left: 0.5rem;
  padding: 0.05rem 0.5rem;
  border-radius: 999px;
  background: ${theme.colors.honeyDark};
  color: #fff;
  font-size: 0.85rem;
`;
const Periods = styled.span`
  display: block;
  font-weight: 400;
  font-size: 0.9rem;
  color: ${theme.colors.inkSoft};
`;

/** '07-01' → '1 juillet' / '1 July', in the page's language. */
function dayOfYear(monthDay: string, lang: string) {
  const [month, day] = monthDay.split('-').map(Number);
  return new Date(2001, month - 1, day).toLocaleDateString(lang, { day: 'numeric', month: 'long' });
}

function SeasonTable({ season, current }: { season: OpeningSeason; current: boolean }) {
  const { t, i18n } = useTexts(SHOWCASE_NS);
  // A season the back office named otherwise than the four of the texts shows its name as given.
  const name = t(`hours.seasons.${season.id}`, { defaultValue: season.id });
  const periods = season.periods
    .map((p) => t('hours.periods', { from: dayOfYear(p.from, i18n.language), to: dayOfYear(p.to, i18n.language) }))
    .join(t('hours.periodSeparator'));
  return (
    <Table $current={current} data-testid={`season-${season.id}`} aria-current={current ? 'true' : undefined}>
      <caption>
        {name}
        {current && <Badge>{t('hours.current')}</Badge>}
        <Periods>{periods}</Periods>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('hours.day')}</th>
          <th scope="col">{t('hours.hours')}</th>
        </tr>
      </thead>
      <tbody>
        {WEEK_ORDER.map((day) => {
          const slots = season.week[day] ?? [];
          return (
            <tr key={day}>
              <th scope="row">{t(`hours.days.${day}`)}</th>
              <td>{slots.length === 0 ? t('hours.closed') : slots.map((slot) => t('hours.slot', { ...slot })).join(t('hours.slotSeparator'))}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

const Closures = styled.div`
  margin-top: 1rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.colors.honeyDark};
  background: ${theme.colors.cream};
  h3 {
    margin: 0 0 0.3rem;
    font-size: 1.05rem;
  }
  ul {
    margin: 0;
    padding-left: 1.2rem;
  }
`;

/**
 * Every season's hours, the one of today first and marked, and the closing days ahead above
 * them: the shop's stored hours (the back office's settings, GET /api/shop/info).
 */
export function OpeningHours({ now = new Date() }: { now?: Date }) {
  const { t, i18n } = useTexts(SHOWCASE_NS);
  const { seasons, closures } = useShopInfo().hours;
  const ahead = closuresAhead(closures, now);
  const current = seasonOn(seasons, now);
  const ordered = current ? [current, ...seasons.filter((s) => s !== current)] : seasons;
  return (
    <>
      {ahead.length > 0 && (
        <Closures data-testid="closures" role="note" aria-labelledby="closures-title">
          <h3 id="closures-title">{t('hours.closuresTitle')}</h3>
          <ul>
            {ahead.map((closure) => (
              <li key={`${closure.from}-${closure.to}`}>{closureLine(closure, i18n.language)}</li>
            ))}
          </ul>
        </Closures>
      )}
      <Seasons>
        {ordered.map((season) => (
          <SeasonTable key={season.id} season={season} current={season === current} />
        ))}
      </Seasons>
    </>
  );
}
