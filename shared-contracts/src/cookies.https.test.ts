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
