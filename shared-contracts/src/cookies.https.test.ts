/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://www.nougaterie.example/boutique"}
 */
import { BASKET_COOKIE, TOKEN_COOKIE, createBrowserCookieJar } from './cookies.js';

it('marks both cookies, the access token included, Secure and SameSite=Lax when the page is served over https', () => {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  const jar = createBrowserCookieJar();
  jar.set(BASKET_COOKIE, 'b-1');
  jar.remove(BASKET_COOKIE);
  jar.set(TOKEN_COOKIE, 'tok');
  jar.remove(TOKEN_COOKIE);
  expect(writes).toHaveLength(4);
  expect(writes[2]).toMatch(/^ACCESS_TOKEN=tok;/);
  for (const write of writes) {
    expect(write).toMatch(/; secure/i);
    expect(write).toMatch(/samesite=lax/i);
  }
});

it('keeps the access token for the login’s lifetime, Secure and SameSite=Lax, over https', () => {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  const before = Date.now();
  createBrowserCookieJar().set(TOKEN_COOKIE, 'tok', { maxAgeSeconds: 30 * 86_400 });
  const [write] = writes.slice(-1);
  const expires = Date.parse(/expires=([^;]+)/i.exec(write)?.[1] ?? '');
  // The date is written to the second.
  expect(expires).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 30 * 86_400_000);
  expect(expires).toBeLessThanOrEqual(Date.now() + 30 * 86_400_000);
  expect(write).toMatch(/; secure/i);
  expect(write).toMatch(/samesite=lax/i);
});
