import type { Lang, Tour } from '@nougaterie/contracts';
import { Button, theme } from '@nougaterie/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useVisitsText } from '../i18n/useVisitsText.js';
import { euros, formatDuration, fromPrice } from '../tours/format.js';

const Grid = styled.ul`
  display: grid;
  gap: 1rem;
  list-style: none;
  margin: 0;
  padding: 0;
  @container (min-width: 540px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @container (min-width: 900px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
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
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
  p {
    margin: 0;
  }
`;
const Summary = styled.p`
  flex: 1;
  padding-bottom: 0.5rem;
`;
const Meta = styled.p`
  color: ${theme.colors.inkSoft};
  font-weight: 600;
`;

/** Tour cards, each leading to its booking form. */
export function TourPicker({ tours, lang }: { tours: Tour[]; lang: Lang }) {
  const { t } = useVisitsText(lang);
  return (
    <Grid>
      {tours.map((tour) => {
        const titleId = `visits-pick-${tour.slug}`;
        return (
          <Card key={tour.slug}>
            <h2 id={titleId}>{tour.name}</h2>
            <Meta>
              {formatDuration(tour.durationMinutes, t)} · {t('price.from', { price: euros(fromPrice(tour), lang) })}
            </Meta>
            <Summary>{tour.summary}</Summary>
            <Button as={Link} to={`/visites/${tour.slug}`} aria-describedby={titleId}>
              {t('booking.choose')}
            </Button>
          </Card>
        );
      })}
    </Grid>
  );
}
