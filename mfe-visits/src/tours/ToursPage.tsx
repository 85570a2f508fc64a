import { Container, PageTitle, media, theme } from '@nougaterie/ui';
import styled from 'styled-components';
import { LoadFailure, Loading } from '../common/LoadFailure.js';
import { useVisitsEnv } from '../env/VisitsEnv.js';
import { useVisitsText } from '../i18n/useVisitsText.js';
import { TourSection } from './TourSection.js';
import { useScrollToHash } from './useScrollToHash.js';
import { useTours } from './useTours.js';

const Intro = styled.p`
  font-size: 1.1rem;
  max-width: 65ch;
  margin: 0 0 1.5rem;
  ${media.md} {
    font-size: 1.2rem;
  }
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
  a:hover {
    background: #efeaf6;
  }
`;

/** /nougatourisme: one section per tour, each reachable by its SPEC §2 anchor. */
export function ToursPage() {
  const { api, lang } = useVisitsEnv();
  const { t } = useVisitsText(lang);
  const { state, reload } = useTours(api, lang);
  useScrollToHash(state.status === 'done');
  return (
    <Container>
      <PageTitle>{t('tours.title')}</PageTitle>
      <Intro>{t('tours.intro')}</Intro>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <LoadFailure error={state.error} onRetry={reload} />}
      {state.status === 'done' && (
        <>
          <Nav aria-label={t('tours.navLabel')}>
            <ul>
              {state.tours.map((tour) => (
                <li key={tour.slug}>
                  <a href={`#${tour.slug}`}>{tour.name}</a>
                </li>
              ))}
            </ul>
          </Nav>
          {state.tours.map((tour) => (
            <TourSection key={tour.slug} tour={tour} lang={lang} />
          ))}
        </>
      )}
    </Container>
  );
}
