import styled from 'styled-components';

/**
 * Text for screen readers only. A component rather than the GlobalStyle class, so that it also
 * works in a remote rendered without the shell's global styles (tests, standalone embeds).
 */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
