import { theme } from '@nougaterie/ui';
import { createGlobalStyle } from 'styled-components';

/**
 * The widget's base styles, inside its shadow root: the page's own rules cannot reach in, and
 * these cannot leak out. Inherited properties still cross the shadow boundary, so the root
 * resets them all before setting the house's font, colours and box model.
 */
export const WidgetStyle = createGlobalStyle`
  :host { display: block; }
  :host([hidden]) { display: none; }
  .nougat-visites {
    all: initial;
    display: block;
    font-family: ${theme.fonts.body};
    font-size: 16px;
    line-height: 1.5;
    color: ${theme.colors.ink};
    background: ${theme.colors.cream};
    border-radius: ${theme.radius};
    padding: 0.5rem 0 1rem;
    text-align: left;
    -webkit-text-size-adjust: 100%;
  }
  *, *::before, *::after { box-sizing: border-box; }
  h1, h2, h3 { font-family: ${theme.fonts.title}; line-height: 1.2; color: inherit; }
  p, ul, ol, dl, table { color: inherit; }
  a { color: ${theme.colors.honeyDark}; }
  img { max-width: 100%; height: auto; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; overflow: hidden;
    clip: rect(0 0 0 0); white-space: nowrap;
  }
`;
