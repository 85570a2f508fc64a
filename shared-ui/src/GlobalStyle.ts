import { createGlobalStyle } from 'styled-components';
import { theme } from './theme.js';

/** Page-wide base styles; only the shell (or a standalone embed) renders it. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: 16px;
    line-height: 1.5;
    color: ${theme.colors.ink};
    background: ${theme.colors.cream};
  }
  h1, h2, h3 { font-family: ${theme.fonts.title}; line-height: 1.2; }
  a { color: ${theme.colors.honeyDark}; }
  img { max-width: 100%; height: auto; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; overflow: hidden;
    clip: rect(0 0 0 0); white-space: nowrap;
  }
`;
