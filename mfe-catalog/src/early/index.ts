import { DEFAULT_LANG, EARLY_API_ATTRIBUTE, isLang, routeOf } from '@nougaterie/contracts';
import { firstScreen, paintView, productView } from './productView.js';

/**
 * The catalogue's early script (dist/early.js, named by mf-manifest.json's metaData.early):
 * index.html's inline script loads it on product pages (the pages the manifest names), before the
 * app's code has arrived. It asks the api for the product and paints the page's first screen
 * (productView.ts), so the photo (the page's largest paint) shows without waiting for the app.
 */
export function startEarlyView(apiUrl: string, path: string = window.location.pathname): Promise<boolean> {
  const found = routeOf(path);
  const slug = found?.route.owner === 'catalog' && found.route.page === 'product' ? found.params.slugproduct : undefined;
  if (!slug) return Promise.resolve(false);
  const lang = isLang(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LANG;
  // A simple request (no preflight): the answer is the same for everyone but is_favourite, not shown here.
  return fetch(`${apiUrl.replace(/\/+$/, '')}/api/shop/product/${encodeURIComponent(slug)}`, { headers: { 'Accept-Language': lang } })
    .then((response) => (response.ok ? response.json() : null))
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

const apiUrl = document.currentScript?.getAttribute(EARLY_API_ATTRIBUTE);
if (apiUrl) void startEarlyView(apiUrl);
