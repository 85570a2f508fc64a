import { media } from '@nougaterie/ui';
import styled from 'styled-components';

/** Two columns of short fields on wide screens; long ones span both. */
export const FormGrid = styled.div`
  display: grid;
  column-gap: 1.25rem;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
  .wide {
    grid-column: 1 / -1;
  }
`;

export const FormBox = styled.form`
  position: relative;
  margin-top: 1rem;
  max-width: 48rem;
`;
