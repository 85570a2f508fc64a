import { theme } from '@nougaterie/ui';
import { LOADING_MIN_OPACITY } from './LoadState.js';

/** WCAG 2.2's relative luminance of an sRGB colour written #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A colour drawn at `opacity` over `background`, as the browser blends it. */
function blend(hex: string, background: string, opacity: number): string {
  const channel = (color: string, i: number) => parseInt(color.slice(i, i + 2), 16);
  return `#${[1, 3, 5]
    .map((i) => Math.round(opacity * channel(hex, i) + (1 - opacity) * channel(background, i)))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

it('keeps the pulsing loading text at 4.5:1 or more against the paper at its faintest', () => {
  expect(contrast(blend(theme.colors.inkSoft, theme.colors.paper, LOADING_MIN_OPACITY), theme.colors.paper)).toBeGreaterThanOrEqual(4.5);
  // The helper itself: black on white is 21:1, and the old faintest (0.45) fails.
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast(blend(theme.colors.inkSoft, theme.colors.paper, 0.45), theme.colors.paper)).toBeLessThan(4.5);
});
