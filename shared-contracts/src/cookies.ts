import Cookies from 'js-cookie';

/** SPEC §9: the only two cookies the front ends write. */
export const BASKET_COOKIE = 'basketID';
export const TOKEN_COOKIE = 'ACCESS_TOKEN';
export type CookieName = typeof BASKET_COOKIE | typeof TOKEN_COOKIE;

export interface CookieOptions {
  /** How long the cookie lives, in seconds; without it, until the browser closes. */
  maxAgeSeconds?: number;
}

/** What the session store needs from cookies, so tests and the server side can pass their own. */
export interface CookieJar {
  get(name: CookieName): string | undefined;
  set(name: CookieName, value: string, options?: CookieOptions): void;
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
    set: (name, value, options) => {
      const maxAge = options?.maxAgeSeconds;
      // An expiry date rather than Max-Age: js-cookie writes only `expires`, which every browser reads.
      const expires = maxAge && maxAge > 0 ? { expires: new Date(Date.now() + maxAge * 1000) } : {};
      Cookies.set(name, value, { ...attributes(), ...expires });
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
