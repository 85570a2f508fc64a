import { EARLY_API_ATTRIBUTE, EARLY_ROUTE_ATTRIBUTE, EARLY_VIEW_DONE_EVENT, EARLY_VIEW_WAIT_MS, ROUTES, type ConsentChoice } from '@nougaterie/contracts';
import {
  EARLY_START_KEY,
  REMOTES_INLINE_ID,
  REMOTES_INLINE_SLOT,
  earlyViewSettled,
  fetchRemotesJson,
  forgetRemotesJson,
  takeEarlyManifest,
} from '../../config/remotesJson';
import { CONSENT_STORAGE_KEY, FRAME_CONSENT_EVENT, createConsentStore } from '../../consent/consentStore';
import { earlyManifestPlugin } from '../../federation/plugins/earlyManifest';
import { remoteForPath } from '../../federation/remoteForPath';
import { frameBoot, type FrameBootOptions } from './frameBoot';

const REMOTES = {
  apiUrl: 'https://api.nougaterie.test',
  remotes: {
    catalog: 'https://catalog.nougaterie.test/mf-manifest.json',
    checkout: 'https://checkout.nougaterie.test/mf-manifest.json',
    account: 'https://catalog.nougaterie.test/account/mf-manifest.json',
    visits: 'https://visits.nougaterie.test/v2/mf-manifest.json',
    backoffice: 'https://gestion.nougaterie.test/mf-manifest.json',
  },
};

const MANIFEST = {
  metaData: { name: 'catalog', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
  exposes: [
    { name: 'FeaturedProducts', assets: { js: { sync: ['__federation_expose_FeaturedProducts.1.js'], async: [] } } },
    { name: 'routes', assets: { js: { sync: ['__federation_expose_routes.2.js', 'vendor.3.js'], async: ['page.4.js'] } } },
  ],
};

const json = (body: unknown, status = 200) =>
  ({
    ok: status < 400,
    status,
    json: async () => body,
    clone() {
      return json(body, status);
    },
  }) as unknown as Response;

let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit?]>;

/**
 * Runs index.html's start-up script on `path`, and lets its requests settle: here the module itself
 * (scripts/frame-prerender.test.mjs runs its compiled copy, as index.html holds it).
 */
async function runAt(path: string, answers: Record<string, Response | Error> = {}, options: FrameBootOptions = { earlyStart: true }) {
  window.history.replaceState(null, '', path);
  fetchMock = jest.fn(async (url: string) => {
    const answer = answers[url] ?? (url === '/remotes.json' ? json(REMOTES) : json(MANIFEST));
    if (answer instanceof Error) throw answer;
    return answer;
  });
  window.fetch = fetchMock as unknown as typeof fetch;
  frameBoot(options);
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

const links = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map(
    (link) => `${link.href.replace(/\/$/, '')}${link.as ? ` as ${link.as}` : ''} ${link.crossOrigin ?? 'credentials'}`,
  );

/** index.html's data block for remotes.json, as the server fills it (scripts/lib/static-server.mjs). */
function inlineRemotes(content: string) {
  document.head.insertAdjacentHTML('afterbegin', REMOTES_INLINE_SLOT);
  document.getElementById(REMOTES_INLINE_ID)!.textContent = content;
}

afterEach(() => {
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  document.getElementById(REMOTES_INLINE_ID)?.remove();
  delete (window as unknown as Record<string, unknown>)[EARLY_START_KEY];
  forgetRemotesJson();
});

describe("index.html's inline script, before the app's code has arrived", () => {
  it('asks for remotes.json, which the app then reads without asking again', async () => {
    await runAt('/la-nougaterie');
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    await expect(fetchRemotesJson()).resolves.toEqual(REMOTES);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/remotes.json')).toHaveLength(1);
  });

  it('reads remotes.json in the page when the server wrote it there, and asks for the manifest at once', async () => {
    inlineRemotes(JSON.stringify(REMOTES));
    await runAt('/boutique/nougats');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([REMOTES.remotes.catalog]);
    await expect(fetchRemotesJson()).resolves.toEqual(REMOTES);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks for remotes.json when the data block is empty (index.html served as a file) or not JSON', async () => {
    for (const content of ['', '{"apiUrl":', 'null']) {
      inlineRemotes(content);
      await runAt('/la-nougaterie');
      expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
      await expect(fetchRemotesJson()).resolves.toEqual(REMOTES);
      document.getElementById(REMOTES_INLINE_ID)?.remove();
      delete (window as unknown as Record<string, unknown>)[EARLY_START_KEY];
      forgetRemotesJson();
    }
  });

  it("opens the api's and each remote's connections, in the modes they are used, once per origin", async () => {
    await runAt('/la-nougaterie');
    expect(links('preconnect').sort()).toEqual([
      'https://api.nougaterie.test credentials',
      'https://catalog.nougaterie.test anonymous',
      'https://catalog.nougaterie.test credentials',
      'https://checkout.nougaterie.test anonymous',
      'https://checkout.nougaterie.test credentials',
      'https://visits.nougaterie.test anonymous',
      'https://visits.nougaterie.test credentials',
    ]);
  });

  it("opens no connection to the back office from a shop page, and only the back office's from a staff page", async () => {
    await runAt('/boutique/nougats');
    expect(links('preconnect').filter((link) => link.includes('gestion'))).toEqual([]);
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    await runAt('/gestion/commandes');
    expect(fetchMock).toHaveBeenCalledWith(REMOTES.remotes.backoffice, {});
    expect(links('preconnect').sort()).toEqual([
      'https://api.nougaterie.test credentials',
      'https://gestion.nougaterie.test anonymous',
      'https://gestion.nougaterie.test credentials',
    ]);
  });

  it("skips this page's own origin and what is not a URL", async () => {
    const own = { apiUrl: window.location.origin, remotes: { catalog: '/catalog/mf-manifest.json', checkout: 42, visits: '' } };
    await runAt('/la-nougaterie', { '/remotes.json': json(own) });
    expect(links('preconnect')).toEqual([]);
  });

  it("fetches the page's remote's manifest and preloads its remoteEntry.js and its pages' code", async () => {
    await runAt('/boutique/nougats/nougat-noir-croquant');
    expect(fetchMock).toHaveBeenCalledWith(REMOTES.remotes.catalog, {});
    expect(links('preload')).toEqual([
      // A product page's early script, beside the manifest (the route is marked early).
      'https://catalog.nougaterie.test/early.js as script credentials',
      'https://catalog.nougaterie.test/remoteEntry.js as script credentials',
      'https://catalog.nougaterie.test/__federation_expose_routes.2.js as script credentials',
      'https://catalog.nougaterie.test/vendor.3.js as script credentials',
    ]);
  });

  it('preloads no code of a remote the shell will refuse (another major version of the contracts)', async () => {
    const skewed = { ...MANIFEST, metaData: { ...MANIFEST.metaData, contractsVersion: '99.0.0' } };
    await runAt('/boutique/nougats', { [REMOTES.remotes.catalog]: json(skewed) });
    expect(fetchMock).toHaveBeenCalledWith(REMOTES.remotes.catalog, {});
    expect(links('preload')).toEqual([]);
  });

  it("loads the early script the page's remote names for this page, telling it where the api is, and none of a refused remote", async () => {
    const withEarly = { ...MANIFEST, metaData: { ...MANIFEST.metaData, early: { file: 'early.js', pages: ['product'] } } };
    // Only on the pages it serves.
    await runAt('/boutique/nougats', { [REMOTES.remotes.catalog]: json(withEarly) });
    expect(document.head.querySelectorAll('script[src]')).toHaveLength(0);
    await runAt('/boutique/nougats/nougat-noir-croquant', { [REMOTES.remotes.catalog]: json(withEarly) });
    const scripts = [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')];
    expect(scripts.map((script) => [script.src, script.async, script.getAttribute(EARLY_API_ATTRIBUTE)])).toEqual([
      ['https://catalog.nougaterie.test/early.js', true, REMOTES.apiUrl],
    ]);
    // And which page this is, as the route table reads the path: the early script has no table of its own.
    expect(JSON.parse(scripts[0].getAttribute(EARLY_ROUTE_ATTRIBUTE) ?? 'null')).toEqual({
      page: 'product',
      params: { slug: 'nougats', slugproduct: 'nougat-noir-croquant' },
    });
    scripts.forEach((script) => script.remove());

    const skewed = { ...withEarly, metaData: { ...withEarly.metaData, contractsVersion: '99.0.0' } };
    await runAt('/boutique/nougats/nougat-noir-croquant', { [REMOTES.remotes.catalog]: json(skewed) });
    expect(document.head.querySelectorAll('script[src]')).toHaveLength(0);
    // A remote without one: nothing to load.
    await runAt('/boutique/nougats/nougat-noir-croquant');
    expect(document.head.querySelectorAll('script[src]')).toHaveLength(0);
  });

  it('fetches nothing ahead in the monolith build, which has no remote', async () => {
    await runAt('/boutique/nougats', {}, { earlyStart: false });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(links('preconnect')).toEqual([]);
    expect((window as unknown as Record<string, unknown>)[EARLY_START_KEY]).toBeUndefined();
  });

  it('resolves a remote in a folder against its manifest', async () => {
    await runAt('/nougatourisme');
    expect(links('preload')[0]).toBe('https://visits.nougaterie.test/v2/remoteEntry.js as script credentials');
  });

  it("asks for no remote on a shell page, and keeps going when remotes.json or a manifest can't be had", async () => {
    await runAt('/la-nougaterie');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await runAt('/boutique', { '/remotes.json': new Error('offline') });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await runAt('/boutique', { [REMOTES.remotes.catalog]: json({ error: 'gone' }, 404) });
    expect(links('preload')).toEqual([]);
  });

  it('picks the remote as the shell does, by react-router’s ranking, for every route', async () => {
    for (const route of ROUTES) {
      const path = route.path.replace(/:(\w+)\??/g, 'x');
      await runAt(path);
      const manifests = fetchMock.mock.calls.map(([url]) => url).filter((url) => url !== '/remotes.json');
      const owner = remoteForPath(path);
      expect([path, manifests]).toEqual([path, owner ? [REMOTES.remotes[owner]] : []]);
      document.head.querySelectorAll('link').forEach((link) => link.remove());
    }
  });
});

describe("a product page's early view, and when the app's code may start", () => {
  const WITH_EARLY = { ...MANIFEST, metaData: { ...MANIFEST.metaData, early: { file: 'early.js', pages: ['product'] } } };
  const PRODUCT = '/boutique/nougats/nougat-noir-croquant';

  beforeEach(() => {
    // Scripts run by earlier tests still listen on this window (a page runs one): let them go first.
    window.dispatchEvent(new Event(EARLY_VIEW_DONE_EVENT));
  });
  afterEach(() => {
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    jest.useRealTimers();
  });

  /** Whether earlyViewSettled() (what main.js awaits before it runs the app) has settled once pending promises have run. */
  async function settled() {
    let done = false;
    void earlyViewSettled().then(() => (done = true));
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    return done;
  }

  const forget = () => {
    document.head.querySelectorAll('link, script').forEach((node) => node.remove());
    delete (window as unknown as Record<string, unknown>)[EARLY_START_KEY];
    forgetRemotesJson();
  };

  it('downloads the early script beside the manifest, and runs it only once the manifest is accepted and names it', async () => {
    inlineRemotes(JSON.stringify(REMOTES));
    let answer: (response: Response) => void = () => undefined;
    window.history.replaceState(null, '', PRODUCT);
    window.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    frameBoot({ earlyStart: true });
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    // The manifest still on its way.
    expect(links('preload')).toEqual(['https://catalog.nougaterie.test/early.js as script credentials']);
    expect(document.head.querySelector('script[src]')).toBeNull();
    answer(json(WITH_EARLY));
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(document.head.querySelector<HTMLScriptElement>('script[src]')?.src).toBe('https://catalog.nougaterie.test/early.js');
    forget();
    // Nowhere else.
    await runAt('/boutique/nougats', { [REMOTES.remotes.catalog]: json(WITH_EARLY) });
    expect(links('preload').filter((link) => link.includes('early.js'))).toEqual([]);
  });

  it('lets the app start at once on a page without an early view', async () => {
    // The order summary's path has the product's shape: the route table's ranking decides, not the shape.
    for (const path of ['/', '/boutique/nougats', '/la-nougaterie', '/boutique/panier', '/boutique/recapitulatif/42', '/nougatourisme']) {
      window.history.replaceState(null, '', path);
      window.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
      frameBoot({ earlyStart: true });
      // Before any answer, and no early script asked for.
      expect([path, await settled()]).toEqual([path, true]);
      expect([path, links('preload').filter((link) => link.includes('early.js'))]).toEqual([path, []]);
      forget();
    }
  });

  it("lets the app start on a product page once the manifest names no early view, or can't be had, or remotes.json can't", async () => {
    for (const answers of [
      {},
      { '/remotes.json': new Error('offline') },
      { [REMOTES.remotes.catalog]: json({ error: 'gone' }, 404) },
      { [REMOTES.remotes.catalog]: new Error('offline') },
      { [REMOTES.remotes.catalog]: json({ ...WITH_EARLY, metaData: { ...WITH_EARLY.metaData, contractsVersion: '99.0.0' } }) },
    ]) {
      await runAt(PRODUCT, answers);
      expect(document.head.querySelector('script[src]')).toBeNull();
      expect(await settled()).toBe(true);
      forget();
    }
  });

  it('holds the app on a page with an early view until the early script says it is done', async () => {
    await runAt(PRODUCT, { [REMOTES.remotes.catalog]: json(WITH_EARLY) });
    expect(document.head.querySelector('script[src]')).not.toBeNull();
    expect(await settled()).toBe(false);
    window.dispatchEvent(new Event(EARLY_VIEW_DONE_EVENT));
    expect(await settled()).toBe(true);
  });

  it('or until the early script fails to load', async () => {
    await runAt(PRODUCT, { [REMOTES.remotes.catalog]: json(WITH_EARLY) });
    expect(await settled()).toBe(false);
    document.head.querySelector('script[src]')!.dispatchEvent(new Event('error'));
    expect(await settled()).toBe(true);
  });

  it(`or ${EARLY_VIEW_WAIT_MS} ms after the page started, when the early script says nothing`, async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    await runAt(PRODUCT, { [REMOTES.remotes.catalog]: json(WITH_EARLY) });
    jest.advanceTimersByTime(EARLY_VIEW_WAIT_MS - 1);
    expect(await settled()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled()).toBe(true);
  });

  it('lets the app start at once in the monolith, which has no inline start', async () => {
    await runAt(PRODUCT, {}, { earlyStart: false });
    expect(await settled()).toBe(true);
  });
});

describe('the early manifest', () => {
  it('goes to the federation runtime once; a retry fetches again', async () => {
    await runAt('/boutique/nougats');
    const plugin = earlyManifestPlugin() as { fetch: (url: string, init: RequestInit) => Promise<Response> | undefined };
    const first = plugin.fetch(REMOTES.remotes.catalog, {});
    expect(first).toBeDefined();
    await expect(first!.then((r) => r.json())).resolves.toEqual(MANIFEST);
    expect(plugin.fetch(REMOTES.remotes.catalog, {})).toBeUndefined();
    expect(takeEarlyManifest(REMOTES.remotes.checkout)).toBeUndefined();
  });

  it('is fetched again when the early request failed', async () => {
    await runAt('/boutique/nougats', { [REMOTES.remotes.catalog]: new Error('offline') });
    fetchMock.mockResolvedValue(json(MANIFEST));
    await expect(takeEarlyManifest(REMOTES.remotes.catalog, {})!.then((r) => r.json())).resolves.toEqual(MANIFEST);
    expect(fetchMock).toHaveBeenLastCalledWith(REMOTES.remotes.catalog, {});
  });
});

describe("the prerendered banner's refuse and accept, before the app has taken over", () => {
  const banner = () => {
    document.body.innerHTML =
      '<div id="root"><div data-frame="fr"><div data-testid="consent-banner">' +
      '<button type="button" data-consent-choice="refuse">Tout refuser</button>' +
      '<button type="button" data-consent-choice="accept">Tout accepter</button>' +
      '<button type="button">Personnaliser</button></div></div></div>';
  };
  const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;

  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-consent');
    window.localStorage.clear();
  });

  it.each([
    ['Tout refuser', false],
    ['Tout accepter', true],
  ])('%s saves the choice as the app would, hides the banner and tells the app', async (name, granted) => {
    banner();
    await runAt('/');
    const store = createConsentStore(window.localStorage);
    expect(store.get()).toBeNull();
    const heard = jest.fn();
    window.addEventListener(FRAME_CONSENT_EVENT, heard);

    button(name).click();

    const saved = JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as ConsentChoice;
    expect(saved.purposes).toEqual({ audience: granted, marketing: granted });
    expect(document.documentElement.getAttribute('data-consent')).toBe('decided');
    expect(heard).toHaveBeenCalled();
    // The app's store, made before the click, takes the choice: its banner will not ask again.
    expect(store.get()).toMatchObject({ version: saved.version, purposes: saved.purposes });
    window.removeEventListener(FRAME_CONSENT_EVENT, heard);
  });

  it('leaves the other buttons to the app', async () => {
    banner();
    await runAt('/');
    button('Personnaliser').click();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.hasAttribute('data-consent')).toBe(false);
  });
});

describe('the frame shown before the app, and its language', () => {
  const html = document.documentElement;
  afterEach(() => {
    window.localStorage.clear();
    html.removeAttribute('data-consent');
    html.removeAttribute('data-frame');
  });

  it('shows the frame of the language the session store will start in: ?lang= first, then the saved choice, else French', async () => {
    await runAt('/boutique');
    expect([html.lang, html.getAttribute('data-frame')]).toEqual(['fr', 'fr']);
    window.localStorage.setItem('lang', 'en');
    await runAt('/boutique');
    expect([html.lang, html.getAttribute('data-frame')]).toEqual(['en', 'en']);
    await runAt('/boutique?lang=fr');
    expect([html.lang, html.getAttribute('data-frame')]).toEqual(['fr', 'fr']);
    await runAt('/boutique?lang=de');
    expect(html.lang).toBe('en');
  });

  it("shows the checkout's frame on the order layout's pages, in the visitor's language, as the route table ranks the path (the basket beats a category's shape)", async () => {
    const orderPaths = ROUTES.filter((route) => route.layout === 'order').map((route) => route.path.replace(/\/:\w+\?$/, '/12'));
    expect(orderPaths).toEqual(expect.arrayContaining(['/boutique/panier', '/boutique/livraison', '/boutique/recapitulatif/12']));
    for (const path of [...orderPaths, '/Boutique/Panier/']) {
      await runAt(path);
      expect([path, html.getAttribute('data-frame')]).toEqual([path, 'order-fr']);
      await runAt(`${path}?lang=en`);
      expect([path, html.getAttribute('data-frame')]).toEqual([path, 'order-en']);
    }
  });

  it('shows none on a page of a layout without a frame (the back office, maintenance), and the default one elsewhere', async () => {
    for (const [path, frame] of [
      ['/gestion/commandes', 'none'],
      ['/maintenance', 'none'],
      ['/boutique/nougats', 'fr'],
      ['/une-page-inconnue', 'fr'],
      // Not valid percent-encoding: still a category page, and the script goes on.
      ['/boutique/%E0', 'fr'],
    ]) {
      await runAt(path);
      expect([path, html.getAttribute('data-frame')]).toEqual([path, frame]);
    }
  });

  it('marks a consent choice that still holds, and not an old or damaged one', async () => {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: 1, date: new Date().toISOString(), purposes: { audience: true, marketing: false } }),
    );
    await runAt('/');
    expect(html.getAttribute('data-consent')).toBe('decided');
    html.removeAttribute('data-consent');
    for (const stored of ['{"version":1,"date":"2020-01-01T00:00:00Z","purposes":{"audience":true,"marketing":true}}', '{"version":', '{"version":1}']) {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, stored);
      await runAt('/');
      expect([stored, html.hasAttribute('data-consent')]).toEqual([stored, false]);
    }
  });
});
