import styled from 'styled-components';
import { theme } from '@nougaterie/ui';

/** The white card every block of a step sits in. */
export const Panel = styled.section`
  margin: 0 0 1.25rem;
  padding: 1rem 1.25rem;
  background: ${theme.colors.paper};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.2rem;
  }
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend {
    padding: 0;
    margin: 0 0 0.75rem;
    font-size: 1.2rem;
    font-weight: 700;
    font-family: ${theme.fonts.title};
  }
`;
