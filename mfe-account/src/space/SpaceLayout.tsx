import type { Lang } from '@nougaterie/contracts';
import { Container, PageTitle, media } from '@nougaterie/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SpaceNav } from './SpaceNav.js';

const Grid = styled.div`
  display: grid;
  /* minmax(0, ...) keeps long content from widening the page past the phone's screen. */
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  margin: 1.5rem 0 2.5rem;
  ${media.lg} {
    grid-template-columns: 16rem minmax(0, 1fr);
    align-items: start;
    gap: 2.5rem;
  }
`;
const Main = styled.div`
  min-width: 0;
  h1 {
    margin-top: 0;
  }
  ${media.lg} {
    h1 {
      margin-top: -0.25rem;
    }
  }
`;

/** Every /mon-compte page: the spaces' navigation beside (or above, on phones) the page. */
export function SpaceLayout({ lang, title, children }: { lang: Lang; title: string; children: ReactNode }) {
  return (
    <Container>
      <Grid>
        <SpaceNav lang={lang} />
        <Main>
          <PageTitle>{title}</PageTitle>
          {children}
        </Main>
      </Grid>
    </Container>
  );
}
