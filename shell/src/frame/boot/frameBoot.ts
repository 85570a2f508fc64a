/**
 * index.html's start-up script: the first thing in <head>, run before the body is parsed.
 *
 * Built from this module by tooling/webpack.cjs (frameBootConfig: one minified function, no
 * runtime), written inline into index.html by tooling/frame-prerender.cjs, which hashes it as
 * shipped for the Content-Security-Policy (dist/csp-script-hashes.txt). Its rules are imported from
 * their one home: the language (contracts' initialLang), the consent choice (contracts'
 * storedConsentChoice), the routes and react-router's ranking of them (contracts' routeOf), a
 * remote's contracts version (federation/contractsVersion.ts). Everything it imports ends up
 * inline in every page: import only small functions and constants (no zod, no rxjs, no React);
 * scripts/frame-prerender.test.mjs bounds its size.
 *
 * The frame and the early view, and where the other pieces are (their owner: contracts' early.ts):
 * - the frame: index.html holds one per framed layout (the default and the checkout's `order`,
 *   frame/frames.ts) and language (frame/server.tsx prerenders them, FRAME_CSS in frame/frameCss.ts
 *   hides those this script does not choose);
 * - the early start: this script fetches remotes.json and the page's remote; config/remotesJson.ts
 *   hands what it started to the app (EARLY_START_KEY); federation/plugins/earlyManifest.ts gives
 *   the federation runtime its manifest;
 * - the early view: a remote's early script (contracts' early.ts), which this script loads on the
 *   routes marked `early`, and whose done event lets the app start (earlyViewSettled).
 */
import {
  EARLY_API_ATTRIBUTE,
  EARLY_ROUTE_ATTRIBUTE,
  EARLY_SCRIPT_FILE,
  EARLY_VIEW_DONE_EVENT,
  EARLY_VIEW_WAIT_MS,
  ROUTES,
  consentChoice,
  defaultLangStorage,
  everyPurpose,
  initialLang,
  isLang,
  routeOf,
  storedConsentChoice,
  type EarlyRoute,
  type Lang,
  type LayoutName,
  type RouteOwner,
} from '@nougaterie/contracts';
import { EARLY_START_KEY, REMOTES_INLINE_ID, downloadRemotesJson, type EarlyStart } from '../../config/remotesJson';
import { CONSENT_STORAGE_KEY, FRAME_CONSENT_EVENT } from '../../consent/consentStore';
import { contractsCompatible } from '../../federation/contractsVersion';
import { frameName, isFramed, type FrameName } from '../frames';

export interface FrameBootOptions {
  /**
   * Fetch remotes.json (or read it in index.html) and the page's remote ahead of the app; not in
   * the monolith, which has none.
   */
  earlyStart: boolean;
}

/** The exposed module whose code a page's remote needs first. */
const ROUTES_EXPOSE = 'routes';

export function frameBoot({ earlyStart }: FrameBootOptions): void {
  const html = document.documentElement;
  const lang = pickLang();
  const decided = consentDecided();
  const found = routeOf(window.location.pathname);
  const route = found?.route;
  const frame = frameOf(route?.layout ?? 'default', lang);

  html.lang = lang;
  html.setAttribute('data-frame', frame);
  if (decided) html.setAttribute('data-consent', 'decided');
  answerPrerenderedConsent();
  keepOneFrame(frame, decided);
  if (earlyStart) startEarly(route?.owner, found && { page: found.route.page, params: found.params }, route?.early === true);
}

/**
 * The frame a page shows: its layout's in its language (a path no route matches gets the default
 * layout's, where the app shows its 404 page), or none on a layout without one: the page shows
 * nothing until the app renders.
 */
function frameOf(layout: LayoutName, lang: Lang): FrameName | 'none' {
  return isFramed(layout) ? frameName(layout, lang) : 'none';
}

/** As the session store will start: ?lang= first, then the saved choice, else French. */
function pickLang(): Lang {
  const asked = new URLSearchParams(window.location.search).get('lang');
  return initialLang(isLang(asked) ? asked : undefined, defaultLangStorage());
}

/** Whether the visitor made a choice that still holds: the consent store will read the same. */
function consentDecided(): boolean {
  try {
    return storedConsentChoice(window.localStorage.getItem(CONSENT_STORAGE_KEY), new Date()) !== null;
  } catch {
    // Some privacy modes refuse any use of the storage.
    return false;
  }
}

/**
 * The prerendered banner's refuse and accept work before the app does: the choice is saved as the
 * consent store saves it, the banner hides, and the app's store, told by FRAME_CONSENT_EVENT, takes it.
 */
function answerPrerenderedConsent(): void {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('#root>[data-frame] [data-consent-choice]') : null;
    if (!button) return;
    const choice = consentChoice(everyPurpose(button.getAttribute('data-consent-choice') === 'accept'), new Date());
    try {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
    } catch {
      // Private browsing may refuse storage: the choice still holds for this visit.
    }
    document.documentElement.setAttribute('data-consent', 'decided');
    window.dispatchEvent(new Event(FRAME_CONSENT_EVENT));
  });
}

/**
 * Once the page is parsed (readyState "interactive": before the deferred main.js has run, which
 * DOMContentLoaded waits for), the frames not shown leave the page: until then every frame's ids,
 * `main` and `site-search` among them, are in the page several times, and the English frame's skip
 * link or search label led to the French one. A visitor who already chose loses the banner too.
 */
function keepOneFrame(frame: FrameName | 'none', decided: boolean): void {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    for (const node of document.querySelectorAll('#root>[data-frame]')) {
      if (node.getAttribute('data-frame') !== frame) node.remove();
      else if (decided) node.querySelector('[data-testid="consent-banner"]')?.remove();
    }
  });
}

/** Remotes whose every route has the staff layout (the back office). */
function staffOnly(owner: RouteOwner | undefined): boolean {
  return owner !== undefined && owner !== 'shell' && ROUTES.every((route) => route.owner !== owner || route.layout === 'staff');
}

function absolute(value: unknown, base: string = document.baseURI): URL | null {
  if (typeof value !== 'string' || !value) return null;
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

function addLink(rel: 'preconnect' | 'preload', href: string, anonymous = false): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (rel === 'preload') link.as = 'script';
  if (anonymous) link.crossOrigin = 'anonymous';
  document.head.appendChild(link);
}

interface RemotesJson {
  apiUrl?: unknown;
  remotes?: Record<string, unknown>;
}

/** The parts of a remote's mf-manifest.json read here (the federation runtime reads the rest). */
interface Manifest {
  metaData?: {
    remoteEntry?: { name: string; path?: string | null };
    publicPath?: string;
    contractsVersion?: unknown;
    early?: { file?: unknown; pages?: unknown };
  };
  exposes?: { name: string; assets?: { js?: { sync?: string[] } } }[];
}

/**
 * Starts the page's remote while main.js downloads: remotes.json (or its copy in index.html), the
 * connections (a shop page's to the shop's remotes, never to the back office's, and the reverse),
 * the manifest of the route's owner, its remoteEntry.js and `./routes` code, and on a route marked
 * `early` (a product page) the early script the manifest names, downloaded beside the manifest.
 * There main.js runs the app (EarlyStart.ready) once that view is on screen, so that the view's
 * requests and its paint do not queue behind the app's start on the main thread: never longer than
 * EARLY_VIEW_WAIT_MS after the page started; at once where the manifest names no early view.
 */
function startEarly(owner: RouteOwner | undefined, route: EarlyRoute | undefined, hold: boolean): void {
  let go: () => void = () => undefined;
  try {
    const early: EarlyStart & { manifests: Record<string, Promise<Response> | undefined> } = { manifests: {} };
    (window as unknown as Record<string, EarlyStart>)[EARLY_START_KEY] = early;
    early.ready = new Promise<void>((resolve) => {
      go = resolve;
      if (hold) window.setTimeout(resolve, EARLY_VIEW_WAIT_MS);
      else resolve();
    });
    const inline = readInlineRemotes();
    early.config = inline ? Promise.resolve(inline) : downloadRemotesJson();
    early.config.then((config) => startRemote(config as RemotesJson | null, early.manifests, owner, route, hold, go)).catch(go);
  } catch {
    go();
  }
}

/** remotes.json's content when the server wrote it into index.html (REMOTES_INLINE_SLOT). */
function readInlineRemotes(): object | null {
  const text = document.getElementById(REMOTES_INLINE_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

function startRemote(
  config: RemotesJson | null,
  manifests: Record<string, Promise<Response> | undefined>,
  owner: RouteOwner | undefined,
  route: EarlyRoute | undefined,
  hold: boolean,
  go: () => void,
): void {
  const remotes = config?.remotes ?? {};
  const seen = new Set<string>();
  const preconnect = (value: unknown, anonymous: boolean) => {
    const url = absolute(value);
    if (!url || url.origin === window.location.origin || seen.has(`${url.origin} ${anonymous}`)) return;
    seen.add(`${url.origin} ${anonymous}`);
    addLink('preconnect', url.origin, anonymous);
  };
  preconnect(config?.apiUrl, false);
  for (const [name, manifestUrl] of Object.entries(remotes)) {
    if (staffOnly(name as RouteOwner) !== staffOnly(owner)) continue;
    // The federation runtime fetches a remote's code anonymously, and its api calls (and fonts) go with credentials.
    preconnect(manifestUrl, true);
    preconnect(manifestUrl, false);
  }

  const manifestUrl = owner && absolute(remotes[owner]);
  if (!manifestUrl) return go();
  const response = (manifests[manifestUrl.href] = window.fetch(manifestUrl.href, {}));
  const guess = hold && absolute(EARLY_SCRIPT_FILE, manifestUrl.href);
  if (guess) addLink('preload', guess.href);
  response
    .then((answer) => (answer.ok ? (answer.clone().json() as Promise<Manifest | null>) : null))
    .then((manifest) => {
      const meta = manifest?.metaData;
      // A remote the shell will refuse gets none of its code preloaded.
      if (!meta?.remoteEntry || !contractsCompatible(meta.contractsVersion)) return go();
      const path = meta.remoteEntry.path || '';
      const entry = absolute((path && !path.endsWith('/') ? `${path}/` : path) + meta.remoteEntry.name, manifestUrl.href);
      if (!entry) return go();
      addLink('preload', entry.href);
      const base = meta.publicPath && meta.publicPath !== 'auto' ? absolute(meta.publicPath, manifestUrl.href) : entry;
      if (!base) return go();
      loadEarlyView(meta.early, route, base.href, config?.apiUrl, go);
      const expose = manifest?.exposes?.find((exposed) => exposed.name === ROUTES_EXPOSE);
      for (const file of expose?.assets?.js?.sync ?? []) {
        const url = absolute(file, base.href);
        if (url) addLink('preload', url.href);
      }
    })
    .catch(go);
}

/** The early script the manifest names for this page, told where the api is and which page this is; the app starts once it is done. */
function loadEarlyView(
  early: { file?: unknown; pages?: unknown } | undefined,
  route: EarlyRoute | undefined,
  base: string,
  apiUrl: unknown,
  go: () => void,
): void {
  const file = route && early && Array.isArray(early.pages) && early.pages.includes(route.page) ? absolute(early.file, base) : null;
  if (!file) return go();
  const script = document.createElement('script');
  script.src = file.href;
  script.async = true;
  script.fetchPriority = 'high';
  script.setAttribute(EARLY_API_ATTRIBUTE, typeof apiUrl === 'string' ? apiUrl : '');
  script.setAttribute(EARLY_ROUTE_ATTRIBUTE, JSON.stringify(route));
  script.onerror = go;
  window.addEventListener(EARLY_VIEW_DONE_EVENT, go);
  document.head.appendChild(script);
}
