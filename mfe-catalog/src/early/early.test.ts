import { EARLY_SCRIPT_FILE, EARLY_SLOT_ATTRIBUTE, EARLY_VIEW_ATTRIBUTE, EARLY_VIEW_DONE_EVENT, ROUTES, routeOf, type EarlyRoute } from '@nougaterie/contracts';
import { product } from '../product/productFixtures.js';
import { takeProductAnswer } from './handoff.js';
import { readEarlyRoute, runEarlyScript, startEarlyView } from './index.js';
import { firstScreen, paintView, productView } from './productView.js';
import EARLY from './early.json';

const PATH = '/boutique/nougats/nougat-noir-croquant';

/** The route index.html's inline script hands the early script on that path (frameBoot). */
function at(path: string): EarlyRoute | null {
  const found = routeOf(path);
  return found ? { page: found.route.page, params: found.params } : null;
}
/** The early script run on a path, told its route as index.html does. */
const startAt = (apiUrl: string, path: string) => startEarlyView(apiUrl, at(path), path);
const runAt = (apiUrl: string, path: string) => runEarlyScript(apiUrl, at(path), path);

/**
 * index.html's frames as the shell prerenders them, one per language (the other is removed once
 * the page is parsed), <html data-frame> naming the one on screen: each page area holds a placeholder.
 */
function frame(shown = 'fr') {
  const one = (lang: string) =>
    `<div data-frame="${lang}"><header></header><main><div ${EARLY_SLOT_ATTRIBUTE}=""><div role="status">…</div></div></main></div>`;
  document.body.innerHTML = `<div id="root">${one('fr')}${one('en')}</div>`;
  document.documentElement.setAttribute('data-frame', shown);
  return document.querySelector(`#root>[data-frame="${shown}"] [${EARLY_SLOT_ATTRIBUTE}]`)!;
}

const answer = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body }) as Response;

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
  document.documentElement.lang = '';
  document.documentElement.removeAttribute('data-frame');
});

describe("the catalogue's early view of a product page", () => {
  it("reads what it shows from the api's answer, and nothing from an answer without it", () => {
    expect(firstScreen(product)).toEqual({
      title: product.title,
      photos: product.images,
      category: product.category[0],
      price: product.prices.price_to_display,
      base: product.prices.price_base,
    });
    expect(firstScreen({ ...product, images: [], title: '' })).toMatchObject({ title: product.name, photos: [product.medias.main] });
    const sources = [{ type: 'image/avif', srcset: 'https://api.example.fr/media/photos/a-320.avif 320w' }];
    expect(firstScreen({ ...product, pictures: [{ src: 'x.jpg', width: 1, height: 1, alt: '', sources }] })).toMatchObject({ sources });
    expect(firstScreen({ ...product, prices: {} })).toBeNull();
    expect(firstScreen('<html>')).toBeNull();
    expect(firstScreen(null)).toBeNull();
  });

  it('shows the breadcrumb, the photo, the title and the price as the page does, in French and in English', () => {
    const screen = {
      title: 'Nougat <b>noir</b>',
      photos: ['http://api.test/media/a.svg', 'http://api.test/media/b.svg'],
      category: { slug: 'nougats', name: 'Nougats' },
      price: 1234.5,
      base: 1234.5,
    };
    const fr = productView(screen, 'fr');
    expect([...fr.querySelectorAll('nav a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Accueil', '/'],
      ['Boutique', '/boutique'],
      ['Nougats', '/boutique/nougats'],
    ]);
    expect(fr.querySelector('nav')?.getAttribute('aria-label')).toBe("Fil d'Ariane");
    expect(fr.querySelector('[aria-current="page"]')?.textContent).toBe('Nougat <b>noir</b>');
    // Text, never markup.
    expect(fr.querySelector('h1')?.textContent).toBe('Nougat <b>noir</b>');
    expect(fr.querySelector('h1 b')).toBeNull();
    const [photo, ...thumbs] = fr.querySelectorAll('img');
    expect([photo.getAttribute('src'), photo.alt, photo.getAttribute('fetchpriority')]).toEqual(['http://api.test/media/a.svg', 'Nougat <b>noir</b>', 'high']);
    // The gallery's row of thumbnails, so that what follows it stands where the page puts it.
    expect(thumbs.map((img) => [img.getAttribute('src'), img.alt, img.loading])).toEqual([
      ['http://api.test/media/a.svg', '', 'lazy'],
      ['http://api.test/media/b.svg', '', 'lazy'],
    ]);
    expect(productView({ ...screen, photos: ['http://api.test/media/a.svg'] }, 'fr').querySelectorAll('img')).toHaveLength(1);
    expect(fr.querySelector('strong')?.textContent).toBe('1\u202f234,50\u00a0€');
    expect(fr.querySelector('s')).toBeNull();

    const en = productView({ ...screen, price: 6, base: 7.5 }, 'en');
    expect([...en.querySelectorAll('nav a, nav span')].map((a) => a.textContent)).toEqual(['Home', 'Shop', 'Nougats', 'Nougat <b>noir</b>']);
    expect([en.querySelector('s')?.textContent, en.querySelector('strong')?.textContent]).toEqual(['€7.50', '€6.00']);
  });

  it("gives an uploaded photo the gallery's <picture>: AVIF and WebP widths, the page's sizes", () => {
    const sources = [
      { type: 'image/avif', srcset: 'http://api.test/media/photos/a-320.avif 320w, http://api.test/media/photos/a-640.avif 640w' },
      { type: 'image/webp', srcset: 'http://api.test/media/photos/a-320.webp 320w, http://api.test/media/photos/a-640.webp 640w' },
    ];
    const view = productView({ ...firstScreen(product)!, photos: ['http://api.test/media/photos/a-640.jpg'], sources }, 'fr');
    const img = view.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe('http://api.test/media/photos/a-640.jpg');
    expect([...view.querySelectorAll('picture > source')].map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')])).toEqual(
      sources.map(({ type, srcset }) => [type, srcset, '(min-width: 1200px) 560px, (min-width: 768px) 47vw, 100vw']),
    );
  });

  it("takes the frame's placeholder's place and marks the area with its path, once", () => {
    const slot = frame();
    const view = productView(firstScreen(product)!, 'fr');
    expect(paintView(view, PATH)).toBe(true);
    expect(slot.getAttribute(EARLY_VIEW_ATTRIBUTE)).toBe(PATH);
    expect(slot.querySelector('[role="status"]')).toBeNull();
    expect(slot.querySelector('h1')?.textContent).toBe(product.title);
    expect(paintView(productView(firstScreen(product)!, 'fr'), PATH)).toBe(true);
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
    expect(slot.querySelectorAll('h1')).toHaveLength(1);
  });

  it('paints nothing once the app has taken over (no frame), nor where the app stopped the area taking a view', () => {
    expect(paintView(productView(firstScreen(product)!, 'fr'), PATH)).toBe(false);
    frame().removeAttribute(EARLY_SLOT_ATTRIBUTE);
    expect(paintView(productView(firstScreen(product)!, 'fr'), PATH)).toBe(false);
    expect(document.querySelector('h1')).toBeNull();
  });
});

describe('the early script', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn(async () => answer(product));
    window.fetch = fetchMock;
  });

  it("asks the api for a product page's product, in the page's language, and paints it in the frame on screen", async () => {
    // While the page is parsed both frames are there.
    const slot = frame('en');
    document.documentElement.lang = 'en';
    await expect(startAt('https://api.test/', PATH)).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('https://api.test/api/shop/product/nougat-noir-croquant', { headers: { 'Accept-Language': 'en' } });
    expect(slot.getAttribute(EARLY_VIEW_ATTRIBUTE)).toBe(PATH);
    expect(slot.querySelector('nav a')?.textContent).toBe('Home');
    expect(document.querySelector(`#root>[data-frame="fr"] [${EARLY_VIEW_ATTRIBUTE}]`)).toBeNull();
    // Its answer is left for the product page, which a visitor's then shows without asking again.
    await expect(takeProductAnswer('nougat-noir-croquant', 'en')).resolves.toEqual(product);
  });

  it("paints as soon as the page is parsed, not at DOMContentLoaded, which waits for the app's deferred code", async () => {
    const slot = frame();
    const state = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      let painted: boolean | undefined;
      const started = startAt('https://api.test', PATH).then((done) => (painted = done));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(painted).toBeUndefined();
      expect(slot.hasAttribute(EARLY_VIEW_ATTRIBUTE)).toBe(false);
      state.mockReturnValue('interactive');
      document.dispatchEvent(new Event('readystatechange'));
      await started;
      expect(painted).toBe(true);
      expect(slot.getAttribute(EARLY_VIEW_ATTRIBUTE)).toBe(PATH);
    } finally {
      state.mockRestore();
    }
  });

  it("asks nothing on another page, even the catalogue's", async () => {
    frame();
    for (const path of ['/boutique/nougats', '/boutique', '/', '/boutique/panier', '/boutique/recapitulatif/42', '/mon-compte/mes-commandes']) {
      await expect(startAt('https://api.test', path)).resolves.toBe(false);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes its page from the route index.html gives it, and asks nothing without one (a shell older than the script)', async () => {
    frame();
    await expect(startEarlyView('https://api.test', { page: 'category', params: { slug: 'nougats' } }, PATH)).resolves.toBe(false);
    await expect(startEarlyView('https://api.test', null, PATH)).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(startEarlyView('https://api.test', { page: 'product', params: { slugproduct: 'nougat-noir-croquant' } }, PATH)).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('https://api.test/api/shop/product/nougat-noir-croquant', expect.anything());
  });

  it("hands an unknown product's 404 over to the page as the api said it, status, code and message", async () => {
    frame();
    fetchMock.mockImplementationOnce(async () => answer({ message: 'Produit introuvable', code: 'PRODUCT_NOT_FOUND' }, 404));
    await expect(startAt('https://api.test', '/boutique/nougats/nougat-inconnu')).resolves.toBe(false);
    await expect(takeProductAnswer('nougat-inconnu', 'fr')).rejects.toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND', message: 'Produit introuvable' });
    // An answer without a readable body still says its status.
    fetchMock.mockImplementationOnce(async () => ({ ok: false, status: 404, json: async () => Promise.reject(new SyntaxError('Unexpected token')) }));
    await expect(startAt('https://api.test', '/boutique/nougats/nougat-inconnu')).resolves.toBe(false);
    await expect(takeProductAnswer('nougat-inconnu', 'fr')).rejects.toMatchObject({ status: 404 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leaves the placeholder when the api answers an error, something else or nothing', async () => {
    const slot = frame();
    const failures = [
      async () => answer({ message: 'Not found' }, 404),
      async () => answer({ ok: true }),
      async () => Promise.reject(new TypeError('Failed to fetch')),
    ];
    for (const failure of failures) {
      fetchMock.mockImplementationOnce(failure);
      await expect(startAt('https://api.test', PATH)).resolves.toBe(false);
    }
    expect(slot.hasAttribute(EARLY_VIEW_ATTRIBUTE)).toBe(false);
    expect(slot.querySelector('[role="status"]')).not.toBeNull();
  });
});

describe('the early script, once done', () => {
  let done: jest.Mock;
  beforeEach(() => {
    window.fetch = jest.fn(async () => answer(product));
    done = jest.fn();
    window.addEventListener(EARLY_VIEW_DONE_EVENT, done);
  });
  afterEach(() => window.removeEventListener(EARLY_VIEW_DONE_EVENT, done));

  const settle = async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it.each(['load', 'error'])("tells the page once its photo is on screen (the photo's %s, then a frame), not when the view is inserted", async (outcome) => {
    const slot = frame();
    const run = runAt('https://api.test', PATH);
    await settle();
    // Painted, its photo still on its way: the app's code keeps waiting.
    expect(slot.getAttribute(EARLY_VIEW_ATTRIBUTE)).toBe(PATH);
    expect(done).not.toHaveBeenCalled();
    slot.querySelector('img')!.dispatchEvent(new Event(outcome));
    await run;
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('tells the page at once when it paints nothing: another page, an api error, the app already there', async () => {
    frame();
    await runAt('https://api.test', '/boutique/nougats');
    expect(done).toHaveBeenCalledTimes(1);
    (window.fetch as jest.Mock).mockImplementationOnce(async () => answer({ message: 'Not found' }, 404));
    await runAt('https://api.test', PATH);
    expect(done).toHaveBeenCalledTimes(2);
    document.body.replaceChildren();
    await runAt('https://api.test', PATH);
    expect(done).toHaveBeenCalledTimes(3);
  });
});

describe('the early script as the manifest names it (early.json, read by webpack.config.cjs)', () => {
  it("serves the catalogue's routes marked early in the route table, under the name index.html fetches ahead", () => {
    const early = ROUTES.filter((route) => route.owner === 'catalog' && route.early).map((route) => route.page);
    expect([...EARLY.pages].sort()).toEqual(early.sort());
    expect(EARLY.file).toBe(EARLY_SCRIPT_FILE);
  });
});

describe("the route on the early script's tag (EARLY_ROUTE_ATTRIBUTE)", () => {
  it('is read as the inline script writes it, its parameters kept to strings', () => {
    const route = { page: 'product', params: { slug: 'nougats', slugproduct: 'nougat-noir-croquant' } };
    expect(readEarlyRoute(JSON.stringify(route))).toEqual(route);
    expect(readEarlyRoute('{"page":"product","params":{"slugproduct":"x","other":4}}')).toEqual({ page: 'product', params: { slugproduct: 'x' } });
  });

  it('is null when missing, not JSON or not a route', () => {
    for (const text of [
      null,
      undefined,
      '',
      'product',
      '{',
      'null',
      '[]',
      '"product"',
      '{"page":1,"params":{}}',
      '{"page":"product"}',
      '{"page":"product","params":null}',
    ]) {
      expect([text, readEarlyRoute(text)]).toEqual([text, null]);
    }
  });
});
