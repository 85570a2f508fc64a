import styled from 'styled-components';

/** Where to go after a booking step: buttons side by side, wrapping on narrow screens. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 1.5rem 0 0;
`;
