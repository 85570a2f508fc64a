import type { Booking, Party } from '@nougaterie/contracts';
import { theme } from '@nougaterie/ui';
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import { parisDate, parisTime } from '../calendar/dates.js';
import { useVisitsEnv } from '../env/VisitsEnv.js';
import { useVisitsText } from '../i18n/useVisitsText.js';
import { euros } from '../tours/format.js';

const Box = styled.section`
  background: ${theme.colors.paper};
  border: 1px solid ${theme.colors.line};
  border-top: 4px solid ${theme.colors.honey};
  border-radius: ${theme.radius};
  padding: 1rem;
  margin-bottom: 1.25rem;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.35rem;
  }
  @container (min-width: 480px) {
    padding: 1.25rem;
  }
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.25rem 1.5rem;
  margin: 0;
  @container (min-width: 480px) {
    grid-template-columns: max-content minmax(0, 1fr);
  }
  dt {
    font-weight: 700;
    color: ${theme.colors.inkSoft};
  }
  dd {
    margin: 0 0 0.5rem;
    overflow-wrap: anywhere;
  }
  @container (min-width: 480px) {
    dd {
      margin: 0;
    }
  }
`;

/** Who comes, in words: '2 adults, 1 child under 10'. */
export function partyText(party: Party, t: TFunction): string {
  const parts = [t('party.adults', { count: party.adults })];
  if (party.children > 0) parts.push(t('party.children', { count: party.children }));
  return parts.join(', ');
}

/** The facts of a booking, as the visitor checks them before paying and keeps them after. */
export function BookingSummary({ booking, title }: { booking: Booking; title: string }) {
  const { lang } = useVisitsEnv();
  const { t } = useVisitsText(lang);
  return (
    <Box aria-labelledby="visits-summary-title">
      <h2 id="visits-summary-title">{title}</h2>
      <Facts>
        <dt>{t('summary.tour')}</dt>
        <dd>{booking.tour.name}</dd>
        <dt>{t('summary.date')}</dt>
        <dd>{parisDate(booking.slot.starts_at, lang)}</dd>
        <dt>{t('summary.time')}</dt>
        <dd>
          {parisTime(booking.slot.starts_at, lang)} – {parisTime(booking.slot.ends_at, lang)}
        </dd>
        <dt>{t('summary.party')}</dt>
        <dd>{partyText(booking.party, t)}</dd>
        <dt>{t('summary.amount')}</dt>
        <dd>{euros(booking.amount_cents, lang)}</dd>
        <dt>{t('summary.reference')}</dt>
        <dd>{booking.reference}</dd>
      </Facts>
    </Box>
  );
}
