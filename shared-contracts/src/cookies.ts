import Cookies from 'js-cookie';

/** SPEC §9: the only two cookies the front ends write. */
export const BASKET_COOKIE = 'basketID';
export const TOKEN_COOKIE = 'ACCESS_TOKEN';
export type CookieName = typeof BASKET_COOKIE | typeof TOKEN_COOKIE;

/** What the session store needs from cookies, so tests and the server side can pass their own. */
export interface CookieJar {
  get(name: CookieName): string | undefined;
  set(name: CookieName, value: string): void;
  remove(name: CookieName): void;
}

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/** document.cookie through js-cookie; attributes are read at each write so the page's protocol is current. */
export function createBrowserCookieJar(): CookieJar {
  const attributes = () => ({ path: '/', sameSite: 'Lax', secure: isHttps() }) as const;
  return {
    get: (name) => Cookies.get(name),
    set: (name, value) => {
      Cookies.set(name, value, attributes());
    },
    remove: (name) => Cookies.remove(name, attributes()),
  };
}

export function createMemoryCookieJar(initial: Partial<Record<CookieName, string>> = {}): CookieJar {
  const values = new Map<CookieName, string>(Object.entries(initial) as [CookieName, string][]);
  return {
    get: (name) => values.get(name),
    set: (name, value) => {
      values.set(name, value);
    },
    remove: (name) => {
      values.delete(name);
    },
  };
}
