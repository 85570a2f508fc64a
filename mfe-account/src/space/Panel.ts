import { media, theme } from '@nougaterie/ui';
import styled from 'styled-components';

/** A white card of the account space. */
export const Panel = styled.section`
  background: ${theme.colors.paper};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  padding: 1.25rem;
  margin-bottom: 1.25rem;
  ${media.md} {
    padding: 1.5rem 1.75rem;
  }
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.3rem;
  }
  p:first-child {
    margin-top: 0;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

/** Label / value pairs, stacked on phones and side by side from the small breakpoint. */
export const Facts = styled.dl`
  display: grid;
  gap: 0.25rem 1.5rem;
  margin: 0 0 1.25rem;
  ${media.sm} {
    grid-template-columns: max-content 1fr;
  }
  dt {
    font-weight: 700;
    color: ${theme.colors.inkSoft};
  }
  dd {
    margin: 0 0 0.5rem;
    ${media.sm} {
      margin: 0;
    }
  }
`;
