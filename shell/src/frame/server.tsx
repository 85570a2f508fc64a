// Built by webpack for Node (frameConfig in tooling/webpack.cjs) and run at build time by
// tooling/frame-prerender.cjs, which writes what it returns into dist/index.html.
import { LANGS, createApiClient, createEventBus, createMemoryCookieJar, createSessionStore, type Lang } from '@nougaterie/contracts';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ServerStyleSheet } from 'styled-components';
import { createConsentStore } from '../consent/consentStore';
import type { RemoteLoader } from '../federation/loader';
import type { ShellServices } from '../federation/ShellContext';
import enFallback from '../i18n/fallback/en.json';
import frFallback from '../i18n/fallback/fr.json';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { createErrorRequests } from '../routing/errorRequests';
import { SHELL_NS } from '../i18n/shellTexts';
import { REMOTES_INLINE_SLOT } from '../config/remotesJson';
import { FRAME_CSS } from './frameCss';
import { Frame } from './Frame';
import { everyFrame } from './frames';

/** A storage holding nothing: a first visit, no choice made. */
const emptyStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: () => null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
};

/** The services the app has at its first render: a session not started yet (no user, no basket). */
function frameServices(lang: Lang): ShellServices {
  const api = createApiClient({ baseURL: 'http://localhost', getToken: () => null, lang: () => lang });
  const bus = createEventBus();
  const loader: RemoteLoader = {
    load: () => Promise.reject(new Error('no remote in the prerendered frame')),
    peek: () => undefined,
  };
  return {
    store: createSessionStore({ api, cookies: createMemoryCookieJar(), storage: emptyStorage(), initialLang: lang, logger: console }),
    bus,
    api,
    apiUrl: 'http://localhost',
    loader,
    errors: createErrorRequests(bus),
    consent: createConsentStore(emptyStorage()),
  };
}

const TEXTS = { fr: { main: fr, fallback: frFallback }, en: { main: en, fallback: enFallback } } as const;

function i18nFor(lang: Lang) {
  const i18n = createInstance();
  void i18n.init({
    resources: Object.fromEntries(LANGS.map((l) => [l, { [SHELL_NS]: TEXTS[l].main, 'shell-fallback': TEXTS[l].fallback }])),
    lng: lang,
    fallbackLng: 'fr',
    supportedLngs: [...LANGS],
    ns: [SHELL_NS],
    defaultNS: SHELL_NS,
    fallbackNS: 'shell-fallback',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

export interface PrerenderedFrame {
  /** For <head>: the frame's styles (styled-components' own tags) and the rules choosing a frame. */
  styles: string;
  /** Data blocks for <head>, before the start-up script (boot/frameBoot.ts, which reads them): remotes.json's slot. */
  data: string;
  /** What goes inside <div id="root">: one frame per framed layout and language (frames.ts). */
  root: string;
}

export interface FrameOptions {
  /** The page's remote is started early (boot/frameBoot.ts), which reads remotes.json's slot; not in the monolith, which has none. */
  earlyStart?: boolean;
}

/** The frame of index.html (its start-up script is compiled on its own: FramePrerenderPlugin adds it). */
export function prerenderFrame(options: FrameOptions = {}): PrerenderedFrame {
  const sheet = new ServerStyleSheet();
  try {
    const frames = everyFrame().map(({ layout, lang, name }) => {
      const html = renderToString(
        sheet.collectStyles(
          <I18nextProvider i18n={i18nFor(lang)}>
            <Frame services={frameServices(lang)} layout={layout} />
          </I18nextProvider>,
        ),
        // Until the page is parsed every frame is in the page: each its own ids (the banner's label).
        { identifierPrefix: `${name}-` },
      );
      return `<div data-frame="${name}" lang="${lang}">${html}</div>`;
    });
    // Plain <style>s, which styled-components in the browser leaves alone: it would take its own
    // (data-styled) for server output to adopt, which the minified page no longer parses as such,
    // and drop them halfway through the app's first render. The app brings its own styles.
    const styles = sheet.getStyleTags().replace(/<style[^>]*>/g, '<style data-frame-styles>');
    return {
      styles: `${styles}<style>${FRAME_CSS}</style>`,
      data: options.earlyStart === false ? '' : REMOTES_INLINE_SLOT,
      root: frames.join(''),
    };
  } finally {
    sheet.seal();
  }
}
