import { EARLY_VIEW_ATTRIBUTE, earlySlot, type Lang } from '@nougaterie/contracts';
import { formatEuros, media, theme } from '@nougaterie/ui';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { SHOP_PATH, categoryPath } from '../common/paths.js';
import { MAIN_SIZES } from '../common/photoSizes.js';

/**
 * The product page's first screen (breadcrumb, photo, thumbnails, title, price) in plain DOM,
 * painted into the frame by the early script (index.ts) before the app's code has arrived, at the
 * place and size ProductPage gives them (e2e early-view.spec compares the two): the app replaces it
 * with the page itself.
 */

/** What the view shows of the api's product answer, read without zod (this script stays small). */
export interface ProductFirstScreen {
  title: string;
  /** The gallery's photos, the first one large. */
  photos: string[];
  /** The first photo's AVIF and WebP widths, when it is an uploaded photo. */
  sources?: { type: string; srcset: string }[];
  category?: { slug: string; name: string };
  price: number;
  base: number;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** `value[key]` of a JSON value read without a schema: undefined unless the value is an object or an array. */
const member = (value: unknown, key: string | number): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined;

const isSource = (value: unknown): value is { type: string; srcset: string } =>
  typeof member(value, 'type') === 'string' && typeof member(value, 'srcset') === 'string';

/** The fields of `/api/shop/product/{slug}`'s answer the view needs, or null when they are not all there. */
export function firstScreen(answer: unknown): ProductFirstScreen | null {
  if (!answer || typeof answer !== 'object') return null;
  const product = answer as Record<string, unknown>;
  const title = isText(product.title) ? product.title : product.name;
  const images = Array.isArray(product.images) ? product.images.filter(isText) : [];
  const main = member(product.medias, 'main');
  const photos = images.length > 0 ? images : isText(main) ? [main] : [];
  const price = member(product.prices, 'price_to_display');
  const base = member(product.prices, 'price_base');
  if (!isText(title) || !isText(photos[0]) || typeof price !== 'number' || typeof base !== 'number') return null;
  const category = Array.isArray(product.category) ? (product.category[0] as unknown) : undefined;
  const slug = member(category, 'slug');
  const name = member(category, 'name');
  const sources = member(member(product.pictures, 0), 'sources');
  return {
    title,
    photos,
    ...(Array.isArray(sources) && sources.every(isSource) && { sources }),
    price,
    base,
    ...(isText(slug) && isText(name) && { category: { slug, name } }),
  };
}

const P = 'nougaterie-early';

/** ProductPage's styles (Container, Breadcrumb, Layout, Gallery, PageTitle, PriceLine). */
export const VIEW_CSS = `
.${P}{max-width:${theme.maxWidth};margin:0 auto;padding:0 1rem 3rem;display:grid;gap:2.5rem}
${media.md}{.${P}{padding:0 1.5rem 3rem}}
.${P}-trail{margin:1.25rem 0 1rem;font-size:.9rem;color:${theme.colors.inkSoft}}
.${P}-trail ol{list-style:none;display:flex;flex-wrap:wrap;gap:.35rem;margin:0;padding:0}
.${P}-trail li+li::before{content:'›';margin-right:.35rem}
.${P}-layout{display:grid;gap:1.5rem}
${media.md}{.${P}-layout{grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:2.5rem;align-items:start}}
.${P}-photo{border-radius:${theme.radius};overflow:hidden;border:1px solid ${theme.colors.line}}
.${P}-photo img,.${P}-thumbs img{display:block;width:100%;height:auto;aspect-ratio:1;object-fit:cover;background:${theme.colors.almond}}
.${P}-thumbs{list-style:none;display:flex;flex-wrap:wrap;gap:.5rem;margin:.75rem 0 0;padding:0}
.${P}-thumbs span{display:block;width:72px;border:2px solid ${theme.colors.line};border-radius:${theme.radius};overflow:hidden}
.${P}-thumbs li:first-child span{border-color:${theme.colors.honeyDark};box-shadow:0 0 0 1px ${theme.colors.honeyDark}}
.${P}-title{font-size:1.8rem;margin:0 0 1rem}
${media.md}{.${P}-title{font-size:2.4rem}}
.${P}-price{display:flex;align-items:center;gap:.75rem;font-size:1.5rem}
.${P}-price s{color:${theme.colors.inkSoft};font-size:.9em;margin-right:.5em}
.${P}-price .promo{color:${theme.colors.danger}}
`;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** The view, detached (its photo starts downloading at once). */
export function productView(product: ProductFirstScreen, lang: Lang): HTMLElement {
  const texts = lang === 'en' ? en.product : fr.product;
  const steps: { label: string; href?: string }[] = [
    { label: texts.home, href: '/' },
    { label: texts.shop, href: SHOP_PATH },
    ...(product.category ? [{ label: product.category.name, href: categoryPath(product.category.slug) }] : []),
    { label: product.title },
  ];
  const trail = el(
    'nav',
    { className: `${P}-trail` },
    el('ol', {}, ...steps.map((step) => el('li', {}, step.href ? el('a', { href: step.href }, step.label) : el('span', {}, step.label)))),
  );
  trail.setAttribute('aria-label', texts.breadcrumb);
  trail.querySelector('span')?.setAttribute('aria-current', 'page');
  const photo = el('img', { src: product.photos[0], alt: product.title, width: 800, height: 800 });
  photo.setAttribute('fetchpriority', 'high');
  // The same <picture> as the gallery's: the browser fetches the one file the app will show.
  const main = product.sources
    ? el('picture', {}, ...product.sources.map(({ type, srcset }) => el('source', { type, srcset, sizes: MAIN_SIZES })), photo)
    : photo;
  // The thumbnails' row, as the gallery shows it (the title under it on a phone stays in place).
  const thumbs =
    product.photos.length > 1
      ? [
          el(
            'ul',
            { className: `${P}-thumbs` },
            ...product.photos.map((src) =>
              el('li', {}, el('span', {}, el('img', { src, alt: '', width: 72, height: 72, loading: 'lazy', decoding: 'async' }))),
            ),
          ),
        ]
      : [];
  const promo = product.price < product.base;
  const price = el(
    'div',
    { className: `${P}-price` },
    ...(promo ? [el('s', {}, formatEuros(product.base, lang))] : []),
    el('strong', promo ? { className: 'promo' } : {}, formatEuros(product.price, lang)),
  );
  return el(
    'div',
    { className: P },
    el(
      'div',
      {},
      trail,
      el(
        'div',
        { className: `${P}-layout` },
        el('div', {}, el('div', { className: `${P}-photo` }, main), ...thumbs),
        el('div', {}, el('h1', { className: `${P}-title` }, product.title), price),
      ),
    ),
  );
}

/**
 * Puts the view in the frame's page area, in place of its placeholder, and marks the area with the
 * path (the app keeps the view in its placeholders until the page replaces it). Nothing when the
 * area is gone: the app has taken over, or stopped the area taking a view (shared-ui's EarlyView.tsx).
 */
export function paintView(view: HTMLElement, path: string, doc: Document = document): boolean {
  const slot = earlySlot(doc);
  if (!slot) return false;
  if (!doc.getElementById(`${P}-style`)) doc.head.append(el('style', { id: `${P}-style`, textContent: VIEW_CSS }));
  slot.replaceChildren(view);
  slot.setAttribute(EARLY_VIEW_ATTRIBUTE, path);
  return true;
}
