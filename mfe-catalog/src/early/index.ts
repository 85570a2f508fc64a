import { DEFAULT_LANG, EARLY_API_ATTRIBUTE, EARLY_ROUTE_ATTRIBUTE, EARLY_VIEW_DONE_EVENT, earlySlot, isLang, type EarlyRoute } from '@nougaterie/contracts';
import { leaveProductAnswer, readAnswer } from './handoff.js';
import { firstScreen, paintView, productView } from './productView.js';

/**
 * The catalogue's early script (dist/early.js, named by mf-manifest.json's metaData.early):
 * index.html's inline script loads it on product pages (the pages the manifest names), before the
 * app's code has arrived. It asks the api for the product and paints the page's first screen
 * (productView.ts), so the photo (the page's largest paint) shows without waiting for the app.
 *
 * The early start's and early view's pieces, and their owner: shared-contracts/src/early.ts.
 */
export function startEarlyView(apiUrl: string, route: EarlyRoute | null, path: string = window.location.pathname): Promise<boolean> {
  const slug = route?.page === 'product' ? route.params.slugproduct : undefined;
  if (!slug) return Promise.resolve(false);
  const lang = isLang(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LANG;
  // A simple request (no preflight): the answer is the same for everyone but is_favourite, not shown
  // here (the page takes it for a visitor only: handoff.ts).
  // Its refusal is handed over too (readAnswer): the page takes an unknown product's 404 from here
  // rather than asking again, and this script paints nothing and is done at once.
  const call = fetch(`${apiUrl.replace(/\/+$/, '')}/api/shop/product/${encodeURIComponent(slug)}`, { headers: { 'Accept-Language': lang } }).then(readAnswer);
  leaveProductAnswer(slug, lang, call);
  return call
    .then((answer: unknown) => {
      const product = firstScreen(answer);
      if (!product) return false;
      const view = productView(product, lang);
      if (document.readyState !== 'loading') return paintView(view, path);
      // Once the page is parsed (the frame's page area is there), not at DOMContentLoaded, which
      // waits for the app's deferred main.js.
      return new Promise<boolean>((resolve) => {
        const parsed = () => {
          if (document.readyState === 'loading') return;
          document.removeEventListener('readystatechange', parsed);
          resolve(paintView(view, path));
        };
        document.addEventListener('readystatechange', parsed);
      });
    })
    .catch(() => false);
}

/**
 * Settles once the painted view's photo is on screen: loaded (or failed), then painted. Right
 * away when there is no photo left to wait for (the app took the area over meanwhile).
 */
export function photoPainted(doc: Document = document): Promise<void> {
  const photo = earlySlot(doc)?.querySelector('img');
  if (!photo) return Promise.resolve();
  const loaded = photo.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        photo.addEventListener('load', () => resolve(), { once: true });
        photo.addEventListener('error', () => resolve(), { once: true });
      });
  // The paint follows the next frame's callbacks; a hidden page paints no frame (and the app's
  // wait has its own limit).
  return loaded.then(() =>
    doc.visibilityState === 'hidden' ? undefined : new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

/**
 * Paints the view, then tells the page it is done (contracts' EARLY_VIEW_DONE_EVENT) once its
 * photo is on screen, or at once when it paints nothing: the app's code starts then.
 */
export function runEarlyScript(apiUrl: string, route: EarlyRoute | null, path: string = window.location.pathname): Promise<void> {
  return startEarlyView(apiUrl, route, path)
    .then((painted) => (painted ? photoPainted() : undefined))
    .catch(() => undefined)
    .then(() => {
      window.dispatchEvent(new Event(EARLY_VIEW_DONE_EVENT));
    });
}

/**
 * The page's route as index.html's inline script wrote it (EARLY_ROUTE_ATTRIBUTE); null when it is
 * missing or not an EarlyRoute (a shell older than this script): the script then paints nothing.
 */
export function readEarlyRoute(text: string | null | undefined): EarlyRoute | null {
  try {
    const value: unknown = JSON.parse(text ?? '');
    if (typeof value !== 'object' || value === null) return null;
    const { page, params } = value as Record<string, unknown>;
    if (typeof page !== 'string' || typeof params !== 'object' || params === null) return null;
    const strings = Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    return { page, params: Object.fromEntries(strings) };
  } catch {
    return null;
  }
}

const script = document.currentScript;
const apiUrl = script?.getAttribute(EARLY_API_ATTRIBUTE);
if (apiUrl) void runEarlyScript(apiUrl, readEarlyRoute(script?.getAttribute(EARLY_ROUTE_ATTRIBUTE)));
