import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { ApiClient } from '../api/client.js';
import { BASKET_COOKIE, TOKEN_COOKIE, createBrowserCookieJar, type CookieJar } from '../cookies.js';
import { isTokenValid } from '../rules/token.js';
import { LANGS, isLang, type Lang } from '../schemas/common.js';
import type { User } from '../schemas/user.js';
import { createBasketActions } from './basket.js';
import type { Logger, StoreContext } from './context.js';
import { LANG_STORAGE_KEY, defaultLangStorage, initialLang, type LangStorage } from './lang.js';
import { defaultOnlineSource, isOnline, watchOnline, type OnlineSource } from './online.js';
import type { SessionState, SessionStore } from './types.js';

export interface SessionStoreDeps {
  api: ApiClient;
  /** Browser cookies by default. */
  cookies?: CookieJar;
  /** Where the chosen language is saved; localStorage by default when there is one. */
  storage?: LangStorage;
  initialLang?: Lang;
  logger?: Logger;
  /** Source of online/offline events; window by default when there is one. */
  onlineSource?: OnlineSource;
}

export interface ManagedSessionStore extends SessionStore {
  /** Stops listening to online/offline events. */
  destroy(): void;
}

export function createSessionStore(deps: SessionStoreDeps): ManagedSessionStore {
  const { api } = deps;
  const cookies = deps.cookies ?? createBrowserCookieJar();
  const logger = deps.logger ?? console;
  const storage = deps.storage ?? defaultLangStorage();
  const onlineSource = deps.onlineSource ?? defaultOnlineSource();

  const state = new BehaviorSubject<SessionState>({
    settings: null,
    meaProducts: [],
    user: null,
    basket: null,
    lang: initialLang(deps.initialLang, storage),
    online: isOnline(onlineSource),
    ready: false,
    signingIn: false,
  });
  // Every emission of state$ renders whatever follows the whole state (the shell's route guards):
  // a patch that changes nothing (no basket, and still none) says nothing.
  const patch = (changes: Partial<SessionState>) => {
    const current = state.value;
    if ((Object.keys(changes) as (keyof SessionState)[]).every((key) => Object.is(changes[key], current[key]))) return;
    state.next({ ...current, ...changes });
  };
  const select = <K extends keyof SessionState>(key: K): Observable<SessionState[K]> =>
    state.pipe(
      map((s) => s[key]),
      distinctUntilChanged(),
    );

  let token: string | null = null;
  const useToken = (value: string | null) => {
    token = value;
    api.setToken(value);
  };

  const context: StoreContext = { api, cookies, logger, state, patch, isLoggedIn: () => token !== null };
  const basket = createBasketActions(context);

  async function loadUser(): Promise<User> {
    const user = await api.auth.userProfile();
    patch({ user });
    return user;
  }

  // The credentials were accepted even if the basket then fails to load: that failure is
  // reported and handled by loadBasket (cookie removed), not turned into a failed login.
  // The cookie lives as long as the login (expires_in), so closing the browser does not log out.
  async function signIn(value: string, user: User, expiresIn?: number): Promise<User> {
    if (!isTokenValid(value)) throw new Error('The api gave an empty access token');
    useToken(value);
    cookies.set(TOKEN_COOKIE, value, expiresIn ? { maxAgeSeconds: expiresIn } : undefined);
    patch({ user, signingIn: true });
    try {
      await basket.loadBasket();
    } catch (error) {
      logger.error('[session] basket load after login failed', error);
    } finally {
      patch({ signingIn: false });
    }
    return user;
  }

  async function logout(): Promise<void> {
    try {
      if (token) await api.auth.logout();
    } catch (error) {
      logger.warn('[session] api logout failed; logged out locally anyway', error);
    } finally {
      useToken(null);
      cookies.remove(TOKEN_COOKIE);
      patch({ user: null, basket: null });
    }
  }

  async function start(): Promise<void> {
    try {
      patch({ settings: await api.shop.settings() });
      patch({ meaProducts: (await api.shop.mea()).meaProducts });
      const saved = cookies.get(TOKEN_COOKIE);
      if (isTokenValid(saved)) {
        useToken(saved);
        await loadUser();
      }
      await basket.loadBasket();
    } catch (error) {
      logger.error('[session] start-up failed; logging out', error);
      await logout();
    } finally {
      patch({ ready: true });
    }
  }

  function setLang(lang: string): void {
    if (!isLang(lang)) {
      logger.error(`[session] unknown language "${lang}" (known: ${LANGS.join(', ')})`);
      return;
    }
    try {
      storage?.setItem(LANG_STORAGE_KEY, lang);
    } catch (error) {
      logger.warn('[session] could not save the language', error);
    }
    patch({ lang });
  }

  const stopWatchingOnline = watchOnline(onlineSource, (online) => patch({ online }));

  return {
    state$: state.asObservable(),
    settings$: select('settings'),
    meaProducts$: select('meaProducts'),
    user$: select('user'),
    basket$: select('basket'),
    lang$: select('lang'),
    online$: select('online'),
    ready$: select('ready'),
    get: () => state.value,
    start,
    async login(form) {
      try {
        // The visitor's basket goes with the credentials, so the api keeps it (merged into the customer's).
        const basketId = cookies.get(BASKET_COOKIE);
        const auth = await api.auth.login(basketId && !form.basketId ? { ...form, basketId } : form);
        return await signIn(auth.access_token, auth.user, auth.expires_in);
      } catch (error) {
        logger.error('[session] login failed', error);
        throw error;
      }
    },
    loginWithToken: signIn,
    logout,
    loadUser,
    ...basket,
    setLang,
    destroy: stopWatchingOnline,
  };
}
