import { drawings, type DrawingName } from './drawings.js';
import type { ProductView } from './paths.js';
import { paletteFor } from './palette.js';
import { seededRandom } from './random.js';

export interface ProductArtwork {
  slug: string;
  /** The label printed under the drawing. */
  name: string;
  /** Slug of the main category (it picks the drawing)... */
  categorySlug: string | undefined;
  /** ...and of its top-level range (it picks the colours). */
  rangeSlug: string | undefined;
  /** 1 the packshot with its label, 2 a close-up, 3 the product on a gingham tablecloth. */
  view?: ProductView;
}

/** Each view frames the same drawing differently, so a gallery shows more than one picture. */
const VIEW_LAYOUTS: Record<ProductView, { transform: string; label: boolean; cloth: boolean }> = {
  1: { transform: '', label: true, cloth: false },
  2: { transform: 'translate(300 280) scale(1.5) translate(-300 -265)', label: false, cloth: false },
  3: { transform: 'translate(300 330) scale(0.8) translate(-300 -265)', label: false, cloth: true },
};

const DRAWING_BY_CATEGORY: Record<string, DrawingName> = {
  nougats: 'nougat',
  'nougats-traditionnels': 'nougat',
  'nougats-gourmands': 'nougat',
  'nougats-aperitifs': 'nougat',
  'gourmandises-amandes': 'almonds',
  'gourmandises-polissons': 'sweets',
  'gourmandises-pates-de-fruits': 'fruitJellies',
  'gourmandises-biscuits-et-cakes': 'biscuits',
  'gourmandises-chocolats': 'chocolate',
  'gourmandises-confitures': 'jar',
  'deguster-et-offrir-aperitifs': 'almonds',
  'deguster-et-offrir-miels': 'jar',
  'deguster-et-offrir-coffrets-cadeaux': 'giftBox',
  'thes-tisanes-bio': 'tea',
  'barre-energetique': 'energyBar',
};

function drawingFor({ slug, categorySlug }: ProductArtwork): DrawingName {
  if (/calisson/.test(slug)) return 'calissons';
  if (/^boite-/.test(slug)) return 'tin';
  if (/gateau|cake|pain-d-epices/.test(slug)) return 'cake';
  return (categorySlug && DRAWING_BY_CATEGORY[categorySlug]) || 'giftBox';
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Greedy word wrap; a label longer than maxLines keeps its start and ends with an ellipsis. */
export function wrapLabel(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, maxChars - 1)}…`;
  return kept;
}

/** A 600×600 illustration of the product: same input, same bytes. */
export function renderProductSvg(artwork: ProductArtwork): string {
  const view = artwork.view ?? 1;
  const layout = VIEW_LAYOUTS[view];
  const palette = paletteFor(artwork.rangeSlug);
  const drawing = drawings[drawingFor(artwork)]({
    slug: artwork.slug,
    palette,
    random: seededRandom(view === 1 ? artwork.slug : `${artwork.slug}#${view}`),
  });
  const lines = layout.label ? wrapLabel(artwork.name, 26, 3) : [];
  const fontSize = lines.length > 2 ? 26 : 30;
  const firstBaseline = 470 - ((lines.length - 1) * fontSize * 1.15) / 2 + 10;
  const label = lines
    .map((line, i) => `<text x="300" y="${(firstBaseline + i * fontSize * 1.15).toFixed(1)}" font-size="${fontSize}">${escapeXml(line)}</text>`)
    .join('');
  const title = escapeXml(artwork.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="${title}">
  <title>${title}</title>
  <defs>
    <pattern id="gingham" width="20" height="20" patternUnits="userSpaceOnUse">
      <rect width="20" height="20" fill="#fff"/>
      <rect width="10" height="20" fill="#d64545" opacity="0.55"/>
      <rect width="20" height="10" fill="#d64545" opacity="0.55"/>
    </pattern>
  </defs>
  <rect width="600" height="600" fill="${palette.background}"/>
  <circle cx="300" cy="265" r="215" fill="#fff" opacity="0.55"/>${layout.cloth ? '\n  <rect x="0" y="400" width="600" height="200" fill="url(#gingham)" opacity="0.6"/>' : ''}
  <g${layout.transform ? ` transform="${layout.transform}"` : ''}>${drawing}</g>
  <g font-family="Georgia, 'Times New Roman', serif" fill="${palette.ink}" text-anchor="middle">${label}</g>
  <text x="300" y="572" font-family="Georgia, 'Times New Roman', serif" font-size="15" letter-spacing="4" fill="${palette.accent}" text-anchor="middle">SAINT-DIDIER · PROVENCE</text>
  <rect x="8" y="8" width="584" height="584" rx="18" fill="none" stroke="${palette.accent}" stroke-opacity="0.35" stroke-width="4"/>
</svg>
`;
}
