import type { SessionStore } from '@nougaterie/contracts';
import { loadRuntimeConfig } from './config/runtime';
import { nextTask } from './nextTask';

/*
 * The start-up code is all in this chunk (webpackMode "eager": no request more), but each part is
 * evaluated when its import() runs, between tasks: the libraries, then the app's modules, rather
 * than everything in one task of 200 ms on a phone that blocks the page the frame already shows.
 */
/** How long the first render waits for the shop's identity and hours at most. */
const SHOP_INFO_WAIT_MS = 300;

async function start() {
  const configReady = loadRuntimeConfig();
  // Not in main.js's task, which the federation runtime's start already makes long.
  await nextTask();
  // Each import destructured where it is awaited, which webpack reads to drop unused exports.
  const { TOKEN_COOKIE, createApiClient, createBrowserCookieJar, createEventBus, createSessionStore, isLang, loadShopInfo } = await import(
    /* webpackMode: "eager" */ '@nougaterie/contracts'
  );
  const { createFederationLoader, prefetchPage, preloadRoutes } = await import(/* webpackMode: "eager" */ './federation/loader');
  const { remoteForPath } = await import(/* webpackMode: "eager" */ './federation/remoteForPath');
  const config = await configReady;
  const loader = createFederationLoader(config);
  // The page's own remote loads while the shell sets up and renders, not after.
  const owner = remoteForPath(window.location.pathname);
  if (owner) preloadRoutes(loader, owner);
  const cookies = createBrowserCookieJar();
  const bus = createEventBus();
  // The client asks the store for the language, and the store needs the client: late binding.
  let store: SessionStore | undefined;
  const api = createApiClient({
    baseURL: config.apiUrl,
    getToken: () => cookies.get(TOKEN_COOKIE) ?? null,
    lang: () => store?.get().lang ?? 'fr',
    onRequest: (phase) => bus.emit('shell:request', { phase }),
  });
  store = createSessionStore({ api, cookies });
  // The shop's identity and hours (footer, legal and practical pages): asked for now, so that the
  // first render has them and shows no demonstration value that would then change (#22).
  const shopInfo = loadShopInfo(api);
  // A link may name its language (?lang=en, as the hreflang alternates do): it becomes the
  // visitor's choice, kept for the pages they open next.
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLang(asked)) store.setLang(asked);
  const lang = store.get().lang;
  document.documentElement.lang = lang;
  // The page's chunk and data, asked for by its remote as soon as its pages arrive.
  if (owner) void prefetchPage(loader, owner, { store, bus, api, apiUrl: config.apiUrl, lang }, window.location.pathname);

  await nextTask();
  const { initI18n } = await import(/* webpackMode: "eager" */ './i18n/setup');
  const texts = initI18n(lang);
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  const { startTransition } = await import(/* webpackMode: "eager" */ 'react');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './App');
  const { createConsentStore } = await import(/* webpackMode: "eager" */ './consent/consentStore');
  const { createErrorRequests } = await import(/* webpackMode: "eager" */ './routing/errorRequests');
  const { holdEarlyView } = await import(/* webpackMode: "eager" */ '@nougaterie/ui');
  await texts;
  // A first view of the page painted by its remote stays, in the page's placeholders, until the
  // page itself replaces it (shared-ui's EarlyView.tsx).
  holdEarlyView();
  // Waited for a moment only: a slow api leaves the build's values, replaced when it answers.
  await Promise.race([shopInfo, new Promise((resolve) => setTimeout(resolve, SHOP_INFO_WAIT_MS))]);

  const services = {
    store,
    bus,
    api,
    apiUrl: config.apiUrl,
    loader,
    errors: createErrorRequests(bus),
    consent: createConsentStore(window.localStorage),
    tagManager: config.tagManager,
  };
  // As a transition, the first render is done in slices between which the browser stays
  // responsive, rather than as one long task (hundreds of milliseconds on a phone).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App services={services} />));
  // The frame is on screen already; the api only fills in the session when it answers.
  void store.start();
}

void start();
