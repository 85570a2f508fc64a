import styled from 'styled-components';
import { media, theme } from './theme.js';

/** Centred page column with the house's side padding. */
export const Container = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 1rem;
  ${media.md} {
    padding: 0 1.5rem;
  }
`;

/** A page's main heading block. */
export const PageTitle = styled.h1`
  font-size: 1.8rem;
  margin: 1.5rem 0 1rem;
  ${media.md} {
    font-size: 2.4rem;
  }
`;
