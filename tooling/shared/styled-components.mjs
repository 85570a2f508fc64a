// What the site shares as 'styled-components' (see FACADES in tooling/webpack.cjs): `styled` and
// the helpers the front ends use, not the server-side rendering and theming parts. A front end
// needing another name adds it here, then the shell is rebuilt with it before that front end
// ships; scripts/shared-facades.test.mjs fails until it is.
export { default, css, keyframes, createGlobalStyle, StyleSheetManager } from 'nougaterie-whole-styled-components';
