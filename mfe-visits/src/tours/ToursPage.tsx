import type { RemoteProps } from '@nougaterie/contracts';
import { Container, PageTitle, media, theme } from '@nougaterie/ui';
import styled from 'styled-components';
import { useVisitsText } from '../i18n/useVisitsText.js';
import { TOURS } from './data.js';
import { TourSection } from './TourSection.js';
import { useScrollToHash } from './useScrollToHash.js';

const Intro = styled.p`
  font-size: 1.1rem;
  max-width: 65ch;
  margin: 0 0 1.5rem;
  ${media.md} { font-size: 1.2rem; }
`;
const Nav = styled.nav`
  margin-bottom: 2rem;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0.3rem 0.9rem;
    border: 1px solid ${theme.colors.lavender};
    border-radius: 999px;
    color: ${theme.colors.lavender};
    background: ${theme.colors.paper};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover { background: #efeaf6; }
`;

/** /nougatourisme: one section per tour, each reachable by its SPEC §2 anchor. */
export function ToursPage({ ctx }: RemoteProps) {
  const { t } = useVisitsText(ctx.lang);
  useScrollToHash();
  return (
    <Container>
      <PageTitle>{t('tours.title')}</PageTitle>
      <Intro>{t('tours.intro')}</Intro>
      <Nav aria-label={t('tours.navLabel')}>
        <ul>
          {TOURS.map((tour) => (
            <li key={tour.slug}>
              <a href={`#${tour.slug}`}>{t(`tours.items.${tour.slug}.name`)}</a>
            </li>
          ))}
        </ul>
      </Nav>
      {TOURS.map((tour) => (
        <TourSection key={tour.slug} tour={tour} lang={ctx.lang} />
      ))}
    </Container>
  );
}
