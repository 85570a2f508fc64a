import styled from 'styled-components';

/** Lays out the header, the main area and the footer so the footer stays at the bottom. */
export const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  overflow-x: clip;
`;
