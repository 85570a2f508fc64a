import { DEFAULT_LANG, LANG_STORAGE_KEY, createEventBus, createMemoryCookieJar, createSessionStore, type ApiClient } from '@nougaterie/contracts';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { createConsentStore } from '../consent/consentStore';
import { ShellProvider, type ShellServices } from '../federation/ShellContext';
import { createErrorRequests } from '../routing/errorRequests';
import { initI18n } from './setup';
import { SHELL_TEXTS, earlyLang } from './shellTexts';
import { useLanguageSync } from './useLanguageSync';

// No test helper of @nougaterie/ui here: they download every registered text up front, and these
// tests look at what the shell itself downloads.

/** A download of the shell's texts that finishes when the test says so. */
function held(lang: 'fr' | 'en') {
  const real = SHELL_TEXTS[lang];
  let finish: () => Promise<void> = async () => undefined;
  const spy = jest.spyOn(SHELL_TEXTS, lang).mockImplementation(
    () =>
      new Promise((resolve, reject) => {
        finish = () =>
          act(async () => {
            await real().then(resolve, reject);
          });
      }),
  );
  return { spy, finish: () => finish() };
}

const api = { setToken: () => undefined, getToken: () => null } as unknown as ApiClient;

function services(): ShellServices {
  const bus = createEventBus();
  return {
    store: createSessionStore({ api, cookies: createMemoryCookieJar(), storage: window.localStorage }),
    bus,
    api,
    apiUrl: 'http://api.test',
    loader: { load: () => Promise.reject(new Error('no remote')), peek: () => undefined },
    errors: createErrorRequests(bus),
    consent: createConsentStore(window.localStorage),
  };
}

function Search() {
  useLanguageSync();
  const { t } = useTranslation();
  return <p>{t('search.submit')}</p>;
}

describe('the shell’s texts', () => {
  afterEach(() => jest.restoreAllMocks());

  it('start in the visitor’s language only; the fallback texts are there in both without a download', async () => {
    const en = held('en');
    const fr = jest.spyOn(SHELL_TEXTS, 'fr');
    const started = initI18n('en');
    expect(i18next.t('remote.unavailable', { lng: 'fr' })).toBe('Cette partie du site est momentanément indisponible.');
    expect(i18next.t('error.status404', { lng: 'en' })).toBe('This page could not be found');
    await en.finish();
    await started;
    expect(i18next.t('search.submit')).toBe('Search');
    expect(en.spy).toHaveBeenCalledTimes(1);
    expect(fr).not.toHaveBeenCalled();
  });

  it('switch language once the other language has arrived, never showing keys', async () => {
    await initI18n('en');
    const fr = held('fr');
    const shell = services();
    shell.store.setLang('en');
    render(
      <ShellProvider services={shell}>
        <Search />
      </ShellProvider>,
    );
    expect(screen.getByText('Search')).toBeInTheDocument();

    act(() => shell.store.setLang('fr'));
    expect(fr.spy).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Search')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    await fr.finish();
    expect(screen.getByText('Je recherche')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
  });
});

describe('earlyLang', () => {
  const storage = (saved: string | null) => () => ({ getItem: (key: string) => (key === LANG_STORAGE_KEY ? saved : null) });

  it('finds the language the session store starts in, before any shared code has loaded', () => {
    for (const [search, saved] of [
      ['', null],
      ['', 'en'],
      ['?lang=en', null],
      ['?lang=fr', 'en'],
      ['?lang=de', 'en'],
      ['', 'de'],
    ] as const) {
      window.localStorage.clear();
      if (saved) window.localStorage.setItem(LANG_STORAGE_KEY, saved);
      const store = createSessionStore({ api, cookies: createMemoryCookieJar(), storage: window.localStorage });
      const asked = new URLSearchParams(search).get('lang');
      if (asked === 'fr' || asked === 'en') store.setLang(asked);
      expect(earlyLang(search, storage(saved))).toBe(store.get().lang);
    }
    window.localStorage.clear();
  });

  it('falls back to French when the storage refuses to be read', () => {
    expect(
      earlyLang('', () => {
        throw new Error('SecurityError');
      }),
    ).toBe(DEFAULT_LANG);
  });
});
