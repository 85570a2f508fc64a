import {
  TOKEN_COOKIE,
  createApiClient,
  createBrowserCookieJar,
  createEventBus,
  createSessionStore,
  isLang,
  type SessionStore,
} from '@nougaterie/contracts';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createConsentStore } from './consent/consentStore';
import { loadRuntimeConfig } from './config/runtime';
import { createFederationLoader, preloadRoutes } from './federation/loader';
import { remoteForPath } from './federation/remoteForPath';
import { initI18n } from './i18n/setup';
import { createErrorRequests } from './routing/errorRequests';

async function start() {
  const config = await loadRuntimeConfig();
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
  // A link may name its language (?lang=en, as the hreflang alternates do): it becomes the
  // visitor's choice, kept for the pages they open next.
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLang(asked)) store.setLang(asked);
  const lang = store.get().lang;
  document.documentElement.lang = lang;
  await initI18n(lang);

  const services = {
    store,
    bus,
    api,
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
