/** @jest-environment jsdom */
import { createSessionStore } from './session.js';
import { BASKET_COOKIE } from '../cookies.js';
import { fakeApi } from '../test/fake-api.js';
import { aBasket } from '../test/fixtures.js';

describe('session store with browser defaults', () => {
  afterEach(() => {
    localStorage.clear();
    document.cookie = `${BASKET_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  it('listens to window online/offline events', () => {
    const store = createSessionStore({ api: fakeApi() });
    window.dispatchEvent(new Event('offline'));
    expect(store.get().online).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(store.get().online).toBe(true);
    store.destroy();
  });

  it('saves the language in localStorage and reads it back', () => {
    createSessionStore({ api: fakeApi() }).setLang('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(createSessionStore({ api: fakeApi() }).get().lang).toBe('en');
  });

  it('keeps the visitor basket id in the basketID browser cookie', async () => {
    const api = fakeApi();
    api.basket.productAdd.mockResolvedValueOnce(aBasket({ id: 'b-browser' }));
    await createSessionStore({ api }).addProduct(7, 1);
    expect(document.cookie).toContain('basketID=b-browser');
  });
});
