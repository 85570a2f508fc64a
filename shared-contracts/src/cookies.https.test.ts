/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://www.nougaterie.example/boutique"}
 */
import { BASKET_COOKIE, createBrowserCookieJar } from './cookies.js';

it('marks the cookies Secure when the page is served over https', () => {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  const jar = createBrowserCookieJar();
  jar.set(BASKET_COOKIE, 'b-1');
  jar.remove(BASKET_COOKIE);
  expect(writes).toHaveLength(2);
  for (const write of writes) {
    expect(write).toMatch(/; secure/i);
    expect(write).toMatch(/samesite=lax/i);
  }
});
