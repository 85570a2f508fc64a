/** Inline icons: a few paths are lighter than an icon library and inherit the text colour. */
const base = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export const UserIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
  </svg>
);

export const BasketIcon = () => (
  <svg {...base}>
    <path d="M5 8h14l-1.4 11.2a2 2 0 0 1-2 1.8H8.4a2 2 0 0 1-2-1.8L5 8Z" />
    <path d="M9 8V6a3 3 0 0 1 6 0v2" />
  </svg>
);

export const ProIcon = () => (
  <svg {...base}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
  </svg>
);

export const SearchIcon = () => (
  <svg {...base}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

/** An almond, the house's emblem beside the wordmark. */
export const AlmondMark = () => (
  <svg width="34" height="34" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
    <path d="M20 3C11 10 8 19 10 27c1.6 6.2 6 10 10 10s8.4-3.8 10-10C32 19 29 10 20 3Z" fill="#c98a3c" />
    <path d="M20 7c-2 8-2.5 18 0 27" stroke="#8a5200" strokeWidth="1.6" fill="none" strokeLinecap="round" />
    <path d="M15 16c2 1 3 3 3.5 5M25 14c-2 1.5-3 3.5-3.5 6" stroke="#f6e3c2" strokeWidth="1.2" fill="none" strokeLinecap="round" />
  </svg>
);
