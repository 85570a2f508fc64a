export interface Palette {
  background: string;
  accent: string;
  ink: string;
}

/** One colour family per top-level range, so a listing reads at a glance. */
const RANGE_PALETTES: Record<string, Palette> = {
  nougats: { background: '#f3ecf8', accent: '#7a5ea8', ink: '#3d2a5c' },
  gourmandises: { background: '#fdf0e3', accent: '#d9772b', ink: '#5c3310' },
  'deguster-et-offrir': { background: '#fff6dc', accent: '#c8921a', ink: '#5a4108' },
  'thes-tisanes-bio': { background: '#eaf4e6', accent: '#4d8a3a', ink: '#24461b' },
  'barre-energetique': { background: '#e7f0fa', accent: '#2f6fad', ink: '#173a5e' },
};
const DEFAULT_PALETTE = RANGE_PALETTES['deguster-et-offrir'];

export function paletteFor(rangeSlug: string | undefined): Palette {
  return (rangeSlug && RANGE_PALETTES[rangeSlug]) || DEFAULT_PALETTE;
}

/** Ingredient words in a slug and the colour they give the drawn food; first match wins. */
const INGREDIENT_TINTS: [RegExp, string][] = [
  [/noir|chocolat|mendiants|orangettes|rochers/, '#5a3220'],
  [/framboise|fraise/, '#e0607e'],
  [/figue/, '#8a4a6b'],
  [/citron/, '#f2d64b'],
  [/abricot/, '#f0a040'],
  [/pistache/, '#9cc25a'],
  [/orange/, '#f08a24'],
  [/coing/, '#e8c15a'],
  [/melon/, '#f4a460'],
  [/cafe/, '#7a5230'],
  [/caramel/, '#c98a3c'],
  [/chataignier/, '#8b5a2b'],
  [/acacia|romarin/, '#f3cf55'],
  [/olive/, '#55553f'],
  [/tomate|piment/, '#d2472f'],
  [/verveine|tilleul|vert/, '#a7c957'],
  [/lavande/, '#9b7fc7'],
];

export function tintFor(slug: string, fallback: string): string {
  return INGREDIENT_TINTS.find(([re]) => re.test(slug))?.[1] ?? fallback;
}
