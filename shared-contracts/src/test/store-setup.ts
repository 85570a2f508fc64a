import { createMemoryCookieJar, type CookieJar, type CookieName } from '../cookies.js';
import { createSessionStore, type SessionStoreDeps } from '../store/session.js';
import { fakeApi } from './fake-api.js';

export function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: jest.fn((key: string) => values.get(key) ?? null),
    setItem: jest.fn((key: string, value: string) => {
      values.set(key, value);
    }),
  };
}

interface SetupOptions extends Partial<Omit<SessionStoreDeps, 'cookies'>> {
  cookies?: Partial<Record<CookieName, string>>;
  /** Lets a test put a failing jar in front of the in-memory one. */
  wrapJar?: (jar: CookieJar) => CookieJar;
}

/** A store over a fake api, in-memory cookies and storage, and a silent spying logger. */
export function setupStore({ cookies: initialCookies, wrapJar = (jar) => jar, ...overrides }: SetupOptions = {}) {
  const api = fakeApi();
  const cookies = createMemoryCookieJar(initialCookies);
  const logger = { error: jest.fn(), warn: jest.fn() };
  const storage = memoryStorage();
  const store = createSessionStore({ api, cookies: wrapJar(cookies), logger, storage, ...overrides });
  return { api, cookies, logger, storage, store };
}
