import { BASKET_COOKIE, TOKEN_COOKIE } from '../cookies.js';
import { aBasket, aUser } from '../test/fixtures.js';
import { setupStore } from '../test/store-setup.js';

const form = { email: 'marie@example.fr', password: 'lavande-2026' };

describe('login', () => {
  it('sets the token (cookie and authorization), stores the user, then loads the user basket', async () => {
    const user = aUser({ id: 5 });
    const { api, store, cookies } = setupStore({ cookies: { [BASKET_COOKIE]: 'b-anon-1' } });
    api.auth.login.mockResolvedValueOnce({ access_token: 'tok-5', user });
    api.basket.get.mockImplementationOnce(async () => {
      expect(store.get().user).toEqual(user);
      return aBasket({ id: 'b-user-5', user_id: 5 });
    });

    await expect(store.login(form)).resolves.toEqual(user);

    expect(api.auth.login).toHaveBeenCalledWith({ ...form, basketId: 'b-anon-1' });
    expect(cookies.get(TOKEN_COOKIE)).toBe('tok-5');
    expect(api.setToken).toHaveBeenCalledWith('tok-5');
    expect(api.basket.get).toHaveBeenCalledWith({});
    expect(store.get().basket?.id).toBe('b-user-5');
    expect(cookies.get(BASKET_COOKIE)).toBe('b-anon-1');
  });

  it('says it is signing in while the customer’s basket loads, so guards wait for it', async () => {
    const { api, store } = setupStore();
    api.basket.get.mockImplementationOnce(async () => {
      expect(store.get()).toMatchObject({ user: aUser(), signingIn: true });
      return aBasket({ id: 'b-user-5', user_id: 5 });
    });
    expect(store.get().signingIn).toBe(false);
    await store.login(form);
    expect(store.get()).toMatchObject({ signingIn: false, basket: { id: 'b-user-5' } });
  });

  it('ends signing in when the basket fails to load too', async () => {
    const { api, store } = setupStore();
    api.basket.get.mockRejectedValueOnce(new Error('api down'));
    await store.login(form);
    expect(store.get()).toMatchObject({ user: aUser(), basket: null, signingIn: false });
  });

  it('keeps the ACCESS_TOKEN cookie as long as the api says the login lives', async () => {
    const set = jest.fn();
    const { api, store } = setupStore({ wrapJar: (jar) => ({ ...jar, set: (...args) => (set(...args), jar.set(...args)) }) });
    api.auth.login.mockResolvedValueOnce({ access_token: 'tok-5', expires_in: 2_592_000, user: aUser() });
    await store.login(form);
    expect(set).toHaveBeenCalledWith(TOKEN_COOKIE, 'tok-5', { maxAgeSeconds: 2_592_000 });
  });

  it('gives a token registered elsewhere the lifetime handed with it', async () => {
    const set = jest.fn();
    const { store } = setupStore({ wrapJar: (jar) => ({ ...jar, set: (...args) => (set(...args), jar.set(...args)) }) });
    await store.loginWithToken('tok-9', aUser(), 3600);
    expect(set).toHaveBeenCalledWith(TOKEN_COOKIE, 'tok-9', { maxAgeSeconds: 3600 });
  });

  it('sends no basketId for a visitor without a basketID cookie', async () => {
    const { api, store } = setupStore();
    await store.login(form);
    expect(api.auth.login).toHaveBeenCalledWith(form);
  });

  it('emits the user on user$', async () => {
    const { store } = setupStore();
    const seen: (number | null)[] = [];
    store.user$.subscribe((user) => seen.push(user?.id ?? null));
    await store.login(form);
    expect(seen).toEqual([null, aUser().id]);
  });

  it('logs a refused login to the console and re-raises it, leaving the visitor anonymous', async () => {
    const refused = new Error('Identifiants incorrects');
    const { api, store, cookies, logger } = setupStore();
    api.auth.login.mockRejectedValueOnce(refused);

    await expect(store.login(form)).rejects.toBe(refused);

    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('login failed'), refused);
    expect(store.get().user).toBeNull();
    expect(cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(api.setToken).not.toHaveBeenCalled();
    expect(api.basket.get).not.toHaveBeenCalled();
  });

  it('refuses an empty access token from the api as a failed login', async () => {
    const { api, store, logger, cookies } = setupStore();
    api.auth.login.mockResolvedValueOnce({ access_token: '', user: aUser() });
    await expect(store.login(form)).rejects.toThrow('empty access token');
    expect(logger.error).toHaveBeenCalled();
    expect(store.get().user).toBeNull();
    expect(cookies.get(TOKEN_COOKIE)).toBeUndefined();
  });

  it('stays logged in when only the basket load fails, dropping basketID', async () => {
    const { api, store, cookies, logger } = setupStore({ cookies: { [BASKET_COOKIE]: 'b-anon-1' } });
    api.basket.get.mockRejectedValueOnce(new Error('503'));

    await expect(store.login(form)).resolves.toEqual(aUser());

    expect(store.get().user).toEqual(aUser());
    expect(store.get().basket).toBeNull();
    expect(cookies.get(TOKEN_COOKIE)).toBe('tok-login');
    expect(cookies.get(BASKET_COOKIE)).toBeUndefined();
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('basket load after login'), expect.any(Error));
  });
});

describe('loginWithToken', () => {
  it('proceeds as login does with a token obtained elsewhere', async () => {
    const user = aUser({ id: 8 });
    const { api, store, cookies } = setupStore();
    await expect(store.loginWithToken('tok-register', user)).resolves.toEqual(user);
    expect(api.auth.login).not.toHaveBeenCalled();
    expect(cookies.get(TOKEN_COOKIE)).toBe('tok-register');
    expect(api.setToken).toHaveBeenCalledWith('tok-register');
    expect(store.get().user).toEqual(user);
    expect(api.basket.get).toHaveBeenCalledWith({});
  });
});

describe('logout', () => {
  async function loggedIn() {
    const setup = setupStore({ cookies: { [BASKET_COOKIE]: 'b-anon-1' } });
    await setup.store.login(form);
    setup.api.setToken.mockClear();
    return setup;
  }

  it('tells the api, then clears the token, the user and the basket', async () => {
    const { api, store, cookies } = await loggedIn();
    api.auth.logout.mockImplementationOnce(async () => {
      expect(cookies.get(TOKEN_COOKIE)).toBe('tok-login');
      return true;
    });

    await store.logout();

    expect(api.auth.logout).toHaveBeenCalledTimes(1);
    expect(cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(api.setToken).toHaveBeenCalledWith(null);
    expect(store.get().user).toBeNull();
    expect(store.get().basket).toBeNull();
  });

  it('clears locally even when the api call fails', async () => {
    const { api, store, cookies, logger } = await loggedIn();
    api.auth.logout.mockRejectedValueOnce(new Error('Network Error'));

    await expect(store.logout()).resolves.toBeUndefined();

    expect(cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(store.get().user).toBeNull();
    expect(store.get().basket).toBeNull();
    expect(logger.warn).toHaveBeenCalled();
  });

  it('sends basketID again once anonymous', async () => {
    const { api, store } = await loggedIn();
    await store.logout();
    await store.addProduct(7, 1);
    expect(api.basket.productAdd).toHaveBeenLastCalledWith({ basketId: 'b-anon-1', item_id: 7, qty: 1 });
  });

  it('does not call the api for an anonymous visitor', async () => {
    const { api, store } = setupStore();
    await store.logout();
    expect(api.auth.logout).not.toHaveBeenCalled();
    expect(store.get().user).toBeNull();
  });
});

describe('loadUser', () => {
  it('replaces the stored user with the profile', async () => {
    const { api, store } = setupStore();
    const fresh = aUser({ points: 120 });
    api.auth.userProfile.mockResolvedValueOnce(fresh);
    await expect(store.loadUser()).resolves.toEqual(fresh);
    expect(store.get().user).toEqual(fresh);
  });

  it('re-raises errors and keeps the user it had', async () => {
    const { api, store } = setupStore();
    await store.login(form);
    const failure = new Error('401');
    api.auth.userProfile.mockRejectedValueOnce(failure);
    await expect(store.loadUser()).rejects.toBe(failure);
    expect(store.get().user).toEqual(aUser());
  });
});
