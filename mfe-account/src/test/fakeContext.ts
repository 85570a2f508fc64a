import {
  createEventBus,
  type Lang,
  type RemoteContext,
  type SessionState,
  type SessionStore,
} from '@nougaterie/contracts';
import { BehaviorSubject, map } from 'rxjs';
import { fakeApi } from './fakeApi.js';

const unexpected = (name: string) => () => Promise.reject(new Error(`unexpected store call: ${name}`));

/** A session store over one BehaviorSubject; actions a test does not stub reject loudly. */
export function createFakeStore(initial: Partial<SessionState> = {}, actions: Partial<SessionStore> = {}) {
  const state = new BehaviorSubject<SessionState>({
    settings: null,
    meaProducts: [],
    user: null,
    basket: null,
    lang: 'fr',
    online: true,
    ready: true,
    ...initial,
  });
  const pick = <K extends keyof SessionState>(key: K) => state.pipe(map((s) => s[key]));
  const store: SessionStore = {
    state$: state.asObservable(),
    settings$: pick('settings'),
    meaProducts$: pick('meaProducts'),
    user$: pick('user'),
    basket$: pick('basket'),
    lang$: pick('lang'),
    online$: pick('online'),
    ready$: pick('ready'),
    get: () => state.getValue(),
    start: () => Promise.resolve(),
    login: unexpected('login'),
    loginWithToken: unexpected('loginWithToken'),
    logout: unexpected('logout'),
    loadUser: unexpected('loadUser'),
    loadBasket: unexpected('loadBasket'),
    addProduct: unexpected('addProduct'),
    setQuantity: unexpected('setQuantity'),
    addDiscount: unexpected('addDiscount'),
    removeDiscount: unexpected('removeDiscount'),
    addPoints: unexpected('addPoints'),
    removePoints: unexpected('removePoints'),
    editShipping: unexpected('editShipping'),
    updateBasket: unexpected('updateBasket'),
    validBasket: unexpected('validBasket'),
    setLang: (lang) => state.next({ ...state.getValue(), lang: lang as Lang }),
    isShippingFree: () => false,
    freightRemaining: () => 0,
    ...actions,
  };
  return { store, state };
}

export function createFakeContext(overrides: Partial<Omit<RemoteContext, 'api'>> = {}) {
  return {
    store: createFakeStore().store,
    bus: createEventBus(),
    api: fakeApi(),
    lang: 'fr' as Lang,
    ...overrides,
  };
}
