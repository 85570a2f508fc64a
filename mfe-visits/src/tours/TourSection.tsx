import type { Lang, Tour } from '@nougaterie/contracts';
import { Button, media, theme } from '@nougaterie/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useVisitsText } from '../i18n/useVisitsText.js';
import { TourFacts } from './TourFacts.js';

const Section = styled.section`
  background: ${theme.colors.paper};
  border: 1px solid ${theme.colors.line};
  border-top: 4px solid ${theme.colors.honey};
  border-radius: ${theme.radius};
  padding: 1.25rem;
  margin-bottom: 1.5rem;
  /* The sticky header of the shell would hide the title when jumping to the anchor. */
  scroll-margin-top: 6rem;
  ${media.md} {
    padding: 1.75rem 2rem;
  }
  &:nth-of-type(even) {
    border-top-color: ${theme.colors.lavender};
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  h2 {
    margin: 0.25rem 0 0.75rem;
    font-size: 1.6rem;
  }
  p {
    margin: 0 0 1.25rem;
    max-width: 65ch;
    font-size: 1.05rem;
  }
`;
/** Phones read text, facts, then the button; wide screens put the facts beside the text. */
const Columns = styled.div`
  display: grid;
  grid-template-areas: 'text' 'facts' 'action';
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
    grid-template-areas: 'text facts' 'action facts';
    grid-template-rows: auto 1fr;
    column-gap: 2.5rem;
    dl {
      margin-top: 0;
    }
  }
`;
const Area = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
`;
const Kind = styled.span`
  display: inline-block;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${theme.colors.honeyDark};
  background: ${theme.colors.honeyLight};
  border-radius: 999px;
  padding: 0.15rem 0.7rem;
`;

export function TourSection({ tour, lang }: { tour: Tour; lang: Lang }) {
  const { t } = useVisitsText(lang);
  const { name } = tour;
  const titleId = `${tour.slug}-title`;
  return (
    <Section id={tour.slug} aria-labelledby={titleId} tabIndex={-1}>
      <Kind>{t(tour.guided ? 'tours.guided' : 'tours.selfGuided')}</Kind>
      <h2 id={titleId}>{name}</h2>
      <Columns>
        <Area $area="text">
          <p>{tour.summary}</p>
        </Area>
        <Area $area="facts">
          <TourFacts tour={tour} lang={lang} />
        </Area>
        <Area $area="action">
          <Button as={Link} to={`/visites/${tour.slug}`} aria-label={t('tours.bookTour', { name })}>
            {t('tours.book')}
          </Button>
        </Area>
      </Columns>
    </Section>
  );
}
