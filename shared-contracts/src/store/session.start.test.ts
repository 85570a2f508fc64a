import { firstValueFrom } from 'rxjs';
import { BASKET_COOKIE, TOKEN_COOKIE } from '../cookies.js';
import { aBasket, aUser, anItem, someSettings } from '../test/fixtures.js';
import { setupStore } from '../test/store-setup.js';

describe('start-up sequence', () => {
  it('loads settings, featured products and the visitor basket, without a user', async () => {
    const { api, store, cookies } = setupStore({ cookies: { [BASKET_COOKIE]: 'b-anon-1' } });
    const featured = [anItem({ id: 1 }), anItem({ id: 2 })];
    api.shop.mea.mockResolvedValueOnce({ meaProducts: featured });

    await store.start();

    const state = store.get();
    expect(state.settings).toEqual(someSettings());
    expect(state.meaProducts).toEqual(featured);
    expect(state.user).toBeNull();
    expect(state.basket).toEqual(aBasket());
    expect(state.ready).toBe(true);
    expect(api.auth.userProfile).not.toHaveBeenCalled();
    expect(api.basket.get).toHaveBeenCalledWith({ basketId: 'b-anon-1' });
    expect(api.auth.logout).not.toHaveBeenCalled();
    expect(cookies.get(BASKET_COOKIE)).toBe('b-anon-1');
  });

  it('runs the steps in the order of SPEC §4', async () => {
    const { api, store } = setupStore({ cookies: { [TOKEN_COOKIE]: 'tok' } });
    const order: string[] = [];
    api.shop.settings.mockImplementationOnce(async () => (order.push('settings'), someSettings()));
    api.shop.mea.mockImplementationOnce(async () => (order.push('mea'), { meaProducts: [] }));
    api.setToken.mockImplementation((token) => order.push(`token:${token}`));
    api.auth.userProfile.mockImplementationOnce(async () => (order.push('user'), aUser()));
    api.basket.get.mockImplementationOnce(async () => (order.push('basket'), aBasket()));

    await store.start();

    expect(order).toEqual(['settings', 'mea', 'token:tok', 'user', 'basket']);
  });

  it('with an ACCESS_TOKEN cookie, authorises requests, loads the user and the user basket without basketID', async () => {
    const user = aUser({ id: 99 });
    const { api, store, cookies } = setupStore({
      cookies: { [TOKEN_COOKIE]: 'tok-cookie', [BASKET_COOKIE]: 'b-anon-1' },
    });
    api.auth.userProfile.mockResolvedValueOnce(user);
    api.basket.get.mockResolvedValueOnce(aBasket({ id: 'b-user-99', user_id: 99 }));

    await store.start();

    expect(api.setToken).toHaveBeenCalledWith('tok-cookie');
    expect(store.get().user).toEqual(user);
    expect(api.basket.get).toHaveBeenCalledWith({});
    expect(store.get().basket?.id).toBe('b-user-99');
    expect(cookies.get(BASKET_COOKIE)).toBe('b-anon-1');
    expect(cookies.get(TOKEN_COOKIE)).toBe('tok-cookie');
  });

  it('treats a blank ACCESS_TOKEN cookie as no token', async () => {
    const { api, store } = setupStore({ cookies: { [TOKEN_COOKIE]: '  ' } });
    await store.start();
    expect(api.setToken).not.toHaveBeenCalledWith('  ');
    expect(api.auth.userProfile).not.toHaveBeenCalled();
    expect(store.get().ready).toBe(true);
  });

  it('emits the state only when something changed: a visitor without a basket gets settings, featured products, ready', async () => {
    const { store } = setupStore();
    const emitted: string[] = [];
    store.state$.subscribe((state) => emitted.push(`${state.settings ? 'settings' : '-'} ${state.meaProducts.length} ${state.ready}`));
    await store.start();
    expect(emitted).toEqual(['- 0 false', 'settings 0 false', 'settings 1 false', 'settings 1 true']);
    store.setLang(store.get().lang);
    expect(emitted).toHaveLength(4);
  });

  it('tells subscribers when it is ready, and replays it to late ones', async () => {
    const { store } = setupStore();
    const seen: boolean[] = [];
    store.ready$.subscribe((ready) => seen.push(ready));
    await store.start();
    expect(seen).toEqual([false, true]);
    await expect(firstValueFrom(store.ready$)).resolves.toBe(true);
  });

  describe('any failure logs out', () => {
    const boom = new Error('boom');

    async function expectLoggedOut(setup: ReturnType<typeof setupStore>, apiLogoutCalled: boolean) {
      const { api, store, cookies, logger } = setup;
      await expect(store.start()).resolves.toBeUndefined();
      expect(store.get().user).toBeNull();
      expect(store.get().basket).toBeNull();
      expect(store.get().ready).toBe(true);
      expect(cookies.get(TOKEN_COOKIE)).toBeUndefined();
      expect(api.setToken).toHaveBeenLastCalledWith(null);
      expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('start-up failed'), boom);
      expect(api.auth.logout).toHaveBeenCalledTimes(apiLogoutCalled ? 1 : 0);
    }

    it('at step 1, settings', async () => {
      const setup = setupStore({ cookies: { [TOKEN_COOKIE]: 'tok' } });
      setup.api.shop.settings.mockRejectedValueOnce(boom);
      await expectLoggedOut(setup, false);
      expect(setup.api.shop.mea).not.toHaveBeenCalled();
      expect(setup.store.get().settings).toBeNull();
    });

    it('at step 2, featured products', async () => {
      const setup = setupStore({ cookies: { [TOKEN_COOKIE]: 'tok' } });
      setup.api.shop.mea.mockRejectedValueOnce(boom);
      await expectLoggedOut(setup, false);
      expect(setup.api.auth.userProfile).not.toHaveBeenCalled();
      expect(setup.store.get().settings).toEqual(someSettings());
    });

    it('at step 3, reading the tokens', async () => {
      const setup = setupStore({
        wrapJar: (jar) => ({
          ...jar,
          get: (name) => {
            if (name === TOKEN_COOKIE) throw boom;
            return jar.get(name);
          },
        }),
      });
      await expectLoggedOut(setup, false);
      expect(setup.api.auth.userProfile).not.toHaveBeenCalled();
    });

    it('at step 4, loading the user', async () => {
      const setup = setupStore({ cookies: { [TOKEN_COOKIE]: 'expired' } });
      setup.api.auth.userProfile.mockRejectedValueOnce(boom);
      await expectLoggedOut(setup, true);
      expect(setup.api.basket.get).not.toHaveBeenCalled();
    });

    it('at step 5, loading the basket (which also drops basketID)', async () => {
      const setup = setupStore({ cookies: { [TOKEN_COOKIE]: 'tok', [BASKET_COOKIE]: 'b-anon-1' } });
      setup.api.basket.get.mockRejectedValueOnce(boom);
      await expectLoggedOut(setup, true);
      expect(setup.cookies.get(BASKET_COOKIE)).toBeUndefined();
    });

    it('and still clears locally when the api logout fails too', async () => {
      const setup = setupStore({ cookies: { [TOKEN_COOKIE]: 'tok' } });
      setup.api.auth.userProfile.mockRejectedValueOnce(boom);
      setup.api.auth.logout.mockRejectedValueOnce(new Error('offline'));
      await expectLoggedOut(setup, true);
      expect(setup.logger.warn).toHaveBeenCalled();
    });
  });
});
