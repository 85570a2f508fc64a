import type { Lang, Tour } from '@nougaterie/contracts';
import { media, theme } from '@nougaterie/ui';
import styled from 'styled-components';
import { useVisitsText } from '../i18n/useVisitsText.js';
import { formatDistance, formatDuration, priceRules } from './format.js';

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: 0.75rem 1.5rem;
  margin: 1rem 0 1.25rem;
  ${media.sm} {
    grid-template-columns: max-content 1fr;
  }
  dt {
    font-weight: 700;
    color: ${theme.colors.lavender};
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    ${media.sm} {
      padding-top: 0.15rem;
    }
  }
  dd {
    margin: -0.5rem 0 0;
    ${media.sm} {
      margin: 0;
    }
  }
  ul {
    margin: 0;
    padding-left: 1.1rem;
  }
`;

/** Duration, distance, prices and audience of one tour, all written from its data. */
export function TourFacts({ tour, lang }: { tour: Tour; lang: Lang }) {
  const { t } = useVisitsText(lang);
  return (
    <List>
      <dt>{t('tours.facts.duration')}</dt>
      <dd>{formatDuration(tour.durationMinutes, t)}</dd>
      {tour.distanceKm !== null && (
        <>
          <dt>{t('tours.facts.distance')}</dt>
          <dd>{t('format.km', { km: formatDistance(tour.distanceKm, lang) })}</dd>
        </>
      )}
      <dt>{t('tours.facts.price')}</dt>
      <dd>
        <ul>
          {priceRules(tour, t, lang).map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </dd>
      <dt>{t('tours.facts.audience')}</dt>
      <dd>{tour.audience}</dd>
    </List>
  );
}
