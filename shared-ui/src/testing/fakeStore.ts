import { BehaviorSubject, combineLatest, map } from 'rxjs';
import type { Basket, Item, Lang, SessionState, SessionStore, Settings, User } from '@nougaterie/contracts';
import { makeBasket, testSettings } from './fixtures.js';

export interface FakeStoreInit {
  settings?: Settings | null;
  meaProducts?: Item[];
  user?: User | null;
  basket?: Basket | null;
  lang?: Lang;
  /** Actions to replace outright (a jest.fn for login, logout…); the others keep their fake. */
  actions?: Partial<SessionStore>;
}

/** A SessionStore whose streams the test drives directly through `subjects`. */
export interface FakeStore extends SessionStore {
  subjects: {
    settings: BehaviorSubject<Settings | null>;
    meaProducts: BehaviorSubject<Item[]>;
    user: BehaviorSubject<User | null>;
    basket: BehaviorSubject<Basket | null>;
    lang: BehaviorSubject<Lang>;
    online: BehaviorSubject<boolean>;
    ready: BehaviorSubject<boolean>;
  };
}

const cents = (euros: number) => Math.round(euros * 100);

/**
 * In-memory session store for component tests. Basket actions answer like the api would (the
 * lines and amounts are recomputed), so a test sees the same re-render a real shopper would;
 * spy on a method (jest.spyOn) to slow it down or make it fail, or hand a replacement in `actions`.
 */
export function createFakeStore(init: FakeStoreInit = {}): FakeStore {
  const subjects = {
    settings: new BehaviorSubject<Settings | null>(init.settings === undefined ? testSettings : init.settings),
    meaProducts: new BehaviorSubject<Item[]>(init.meaProducts ?? []),
    user: new BehaviorSubject<User | null>(init.user ?? null),
    basket: new BehaviorSubject<Basket | null>(init.basket ?? null),
    lang: new BehaviorSubject<Lang>(init.lang ?? 'fr'),
    online: new BehaviorSubject(true),
    ready: new BehaviorSubject(true),
  };
  const get = (): SessionState => ({
    settings: subjects.settings.value,
    meaProducts: subjects.meaProducts.value,
    user: subjects.user.value,
    basket: subjects.basket.value,
    lang: subjects.lang.value,
    online: subjects.online.value,
    ready: subjects.ready.value,
    signingIn: false,
  });
  const currentBasket = () => subjects.basket.value ?? makeBasket();
  const replaceBasket = (basket: Basket) => {
    subjects.basket.next(basket);
    return basket;
  };
  const putLine = (itemId: number, qty: number, item: Item | undefined) => {
    const basket = currentBasket();
    const others = basket.baskets.filter((l) => l.item.id !== itemId);
    const lines = qty > 0 && item ? [...others, { id: itemId, quantity: qty, item, total_price: (cents(item.prices.price_to_display) * qty) / 100 }] : others;
    return replaceBasket(makeBasket(lines, { id: basket.id, user_id: basket.user_id }));
  };
  const unsupported = (name: string) => () => Promise.reject(new Error(`fake store: ${name} is not faked`));

  const store: FakeStore = {
    subjects,
    state$: combineLatest(Object.values(subjects)).pipe(map(get)),
    settings$: subjects.settings.asObservable(),
    meaProducts$: subjects.meaProducts.asObservable(),
    user$: subjects.user.asObservable(),
    basket$: subjects.basket.asObservable(),
    lang$: subjects.lang.asObservable(),
    online$: subjects.online.asObservable(),
    ready$: subjects.ready.asObservable(),
    get,
    start: async () => undefined,
    login: unsupported('login'),
    loginWithToken: async (_token, user) => {
      subjects.user.next(user);
      return user;
    },
    logout: async () => {
      subjects.user.next(null);
      subjects.basket.next(null);
    },
    loadUser: unsupported('loadUser'),
    loadBasket: async () => subjects.basket.value,
    async addProduct(itemId, qty) {
      const line = currentBasket().baskets.find((l) => l.item.id === itemId);
      const item = line?.item ?? subjects.meaProducts.value.find((i) => i.id === itemId);
      if (!item) throw new Error(`fake store: unknown item ${itemId}`);
      return putLine(itemId, (line?.quantity ?? 0) + qty, item);
    },
    async setQuantity(itemId, qty) {
      return putLine(itemId, qty, currentBasket().baskets.find((l) => l.item.id === itemId)?.item);
    },
    addDiscount: unsupported('addDiscount'),
    removeDiscount: unsupported('removeDiscount'),
    addPoints: unsupported('addPoints'),
    removePoints: unsupported('removePoints'),
    editShipping: unsupported('editShipping'),
    updateBasket: unsupported('updateBasket'),
    validBasket: unsupported('validBasket'),
    openOrderedBasket: unsupported('openOrderedBasket'),
    setLang(lang) {
      if (lang === 'fr' || lang === 'en') subjects.lang.next(lang);
    },
    isShippingFree() {
      const basket = subjects.basket.value;
      const settings = subjects.settings.value;
      if (!basket) return false;
      if (basket.amount_shipping_offered) return true;
      return !!settings && cents(basket.amount_products) >= cents(settings.franco_port);
    },
    freightRemaining() {
      const franco = subjects.settings.value?.franco_port ?? 0;
      return Math.max(0, cents(franco) - cents(subjects.basket.value?.amount_products ?? 0)) / 100;
    },
  };
  return Object.assign(store, init.actions);
}
