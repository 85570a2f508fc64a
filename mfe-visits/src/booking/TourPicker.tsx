import type { Lang } from '@nougaterie/contracts';
import { Button, media, theme } from '@nougaterie/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useVisitsText } from '../i18n/useVisitsText.js';
import { TOURS } from '../tours/data.js';
import { euros, formatDuration, fromPrice } from '../tours/format.js';

const Grid = styled.ul`
  display: grid;
  gap: 1rem;
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.sm} { grid-template-columns: repeat(2, 1fr); }
  ${media.lg} { grid-template-columns: repeat(3, 1fr); }
`;
const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1.25rem;
  background: ${theme.colors.paper};
  border: 1px solid ${theme.colors.line};
  border-top: 4px solid ${theme.colors.honey};
  border-radius: ${theme.radius};
  h2 { margin: 0; font-size: 1.3rem; }
  p { margin: 0; }
`;
const Summary = styled.p`
  flex: 1;
  padding-bottom: 0.5rem;
`;
const Meta = styled.p`
  color: ${theme.colors.inkSoft};
  font-weight: 600;
`;

/** Tour cards; `hrefOf` lets the host decide where choosing a tour leads. */
export function TourPicker({ lang, hrefOf }: { lang: Lang; hrefOf: (slug: string) => string }) {
  const { t } = useVisitsText(lang);
  return (
    <Grid>
      {TOURS.map((tour) => {
        const titleId = `visits-pick-${tour.slug}`;
        return (
          <Card key={tour.slug}>
            <h2 id={titleId}>{t(`tours.items.${tour.slug}.name`)}</h2>
            <Meta>
              {formatDuration(tour.durationMinutes, t)} · {t('price.from', { price: euros(fromPrice(tour), lang) })}
            </Meta>
            <Summary>{t(`tours.items.${tour.slug}.summary`)}</Summary>
            <Button as={Link} to={hrefOf(tour.slug)} aria-describedby={titleId}>
              {t('booking.choose')}
            </Button>
          </Card>
        );
      })}
    </Grid>
  );
}
