/** @jest-environment jsdom */
import { BASKET_COOKIE, TOKEN_COOKIE, createBrowserCookieJar, createMemoryCookieJar } from './cookies.js';

describe('createBrowserCookieJar', () => {
  afterEach(() => {
    document.cookie = `${BASKET_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    document.cookie = `${TOKEN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  it('writes, reads and removes the two cookies through document.cookie', () => {
    const jar = createBrowserCookieJar();
    jar.set(BASKET_COOKIE, 'b-42');
    jar.set(TOKEN_COOKIE, 'tok');
    expect(document.cookie).toContain('basketID=b-42');
    expect(jar.get(BASKET_COOKIE)).toBe('b-42');
    expect(jar.get(TOKEN_COOKIE)).toBe('tok');
    jar.remove(BASKET_COOKIE);
    expect(jar.get(BASKET_COOKIE)).toBeUndefined();
    expect(jar.get(TOKEN_COOKIE)).toBe('tok');
  });

  it('sets SameSite=Lax, and Secure only over https', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    createBrowserCookieJar().set(BASKET_COOKIE, 'b-1');
    spy.mockRestore();
    expect(writes[0]).toMatch(/samesite=lax/i);
    expect(writes[0]).not.toMatch(/secure/i);
  });
});

describe('the lifetime of a cookie', () => {
  const written = (write: () => void) => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    write();
    spy.mockRestore();
    return writes;
  };
  afterEach(() => {
    jest.useRealTimers();
    document.cookie = `${TOKEN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  it('keeps the access token as long as the login lives, not one browser session', () => {
    jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    const [write] = written(() => createBrowserCookieJar().set(TOKEN_COOKIE, 'tok', { maxAgeSeconds: 30 * 86_400 }));
    expect(write).toMatch(/^ACCESS_TOKEN=tok;/);
    expect(write).toContain('expires=Tue, 31 Mar 2026 10:00:00 GMT');
    expect(write).toMatch(/samesite=lax/i);
  });

  it('writes a session cookie when no lifetime is given', () => {
    const [write] = written(() => createBrowserCookieJar().set(TOKEN_COOKIE, 'tok'));
    expect(write).not.toMatch(/expires=/i);
  });
});

describe('createMemoryCookieJar', () => {
  it('starts from the given values and forgets removed ones', () => {
    const jar = createMemoryCookieJar({ [TOKEN_COOKIE]: 'tok' });
    expect(jar.get(TOKEN_COOKIE)).toBe('tok');
    jar.set(BASKET_COOKIE, 'b');
    expect(jar.get(BASKET_COOKIE)).toBe('b');
    jar.remove(TOKEN_COOKIE);
    expect(jar.get(TOKEN_COOKIE)).toBeUndefined();
  });
});
