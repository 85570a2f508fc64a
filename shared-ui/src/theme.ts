/** Colours, type and breakpoints of the house (SPEC §9: 576, 768, 992 px). */
export const theme = {
  colors: {
    ink: '#2b211a',
    inkSoft: '#5c4a3d',
    cream: '#fbf6ee',
    paper: '#ffffff',
    honey: '#b86e00',
    honeyDark: '#8a5200',
    honeyLight: '#f6e3c2',
    // Deep enough for small text on the almond and honey tints and the home hero's gradient (≥ 5:1).
    lavender: '#5b4b85',
    almond: '#e9dcc6',
    line: '#e2d6c3',
    danger: '#b3261e',
    // Deep enough for text on the pale green of 'Livraison offerte' and on the almond tints (≥ 4.8:1).
    success: '#276b2b',
    focus: '#1d5fd1',
  },
  fonts: {
    body: "'Source Sans 3', 'Segoe UI', system-ui, -apple-system, Roboto, Arial, sans-serif",
    title: "Georgia, 'Times New Roman', serif",
  },
  breakpoints: { sm: 576, md: 768, lg: 992 },
  radius: '6px',
  maxWidth: '1200px',
} as const;

export type Theme = typeof theme;

/** Media queries from the breakpoints, mobile first: `${media.md} { ... }`. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm}px)`,
  md: `@media (min-width: ${theme.breakpoints.md}px)`,
  lg: `@media (min-width: ${theme.breakpoints.lg}px)`,
} as const;
