import type { ApiClient } from '../api/client.js';
import { aBasket, aBooking, aSlot, aTour, aUser, anItem, someSettings } from './fixtures.js';

type Fn = (...args: never[]) => unknown;
type Mocked<T> = { [K in keyof T]: T[K] extends Fn ? jest.Mock<ReturnType<T[K]>, Parameters<T[K]>> : Mocked<T[K]> };
// request is generic over its schema, which a jest.Mock type cannot express.
export type FakeApi = Mocked<Omit<ApiClient, 'request'>> & Pick<ApiClient, 'request'>;

const resolving = <T>(value: T) => jest.fn(() => Promise.resolve(value));

/** An ApiClient whose every call is a jest mock answering a valid default; no network. */
export function fakeApi(): FakeApi {
  const api = {
    basket: {
      get: resolving(aBasket()),
      getFinal: resolving(aBasket()),
      update: resolving(aBasket()),
      productAdd: resolving(aBasket()),
      productQty: resolving(aBasket()),
      discountAdd: resolving({ result: true, msg: 'Code appliqué', basket: aBasket() }),
      discountDel: resolving(aBasket()),
      pointsAdd: resolving(aBasket()),
      pointsDel: resolving(aBasket()),
      getShippingMethodsWithRelais: resolving({ methods: [] }),
      shippingEdit: resolving(aBasket()),
      valid: resolving(aBasket()),
      payCard: jest.fn(),
      confirmChallenge: jest.fn(),
    },
    auth: {
      login: resolving({ access_token: 'tok-login', user: aUser() }),
      logout: resolving(true),
      register: resolving({ access_token: 'tok-register', user: aUser() }),
      changePassword: resolving({ message: 'ok' }),
      newPassword: resolving({ message: 'ok' }),
      getResetPasswordToken: resolving({ message: 'ok' }),
      userProfile: resolving(aUser()),
      userUpdate: resolving(aUser()),
      userOrders: resolving({ orders: [] }),
      userOrder: jest.fn(),
      userInvoice: jest.fn(),
      addresses: resolving({ shipping: null, billing: null, same_as_shipping: false, saved: [] }),
      addressesUpdate: resolving({ shipping: null, billing: null, same_as_shipping: false, saved: [] }),
      savedAddressAdd: resolving({ shipping: null, billing: null, same_as_shipping: false, saved: [] }),
      savedAddressUpdate: resolving({ shipping: null, billing: null, same_as_shipping: false, saved: [] }),
      savedAddressDelete: resolving({ shipping: null, billing: null, same_as_shipping: false, saved: [] }),
      savedAddressUse: resolving({ shipping: null, billing: null, same_as_shipping: false, saved: [] }),
      points: resolving({ balance: 40, history: [] }),
      exportData: jest.fn(),
      deleteAccount: resolving({ message: 'ok' }),
    },
    shop: {
      settings: resolving(someSettings()),
      mea: resolving({ meaProducts: [anItem()] }),
      categories: resolving({ categories: [] }),
      category: jest.fn(),
      product: jest.fn(),
      similarProducts: resolving({ products: [] }),
      search: resolving({ products: [], total: 0 }),
      favourites: resolving({ products: [] }),
      favouriteAdd: resolving({ products: [anItem({ is_favourite: true })] }),
      favouriteDel: resolving({ products: [] }),
      stockAlert: resolving({ message: 'ok' }),
    },
    site: {
      contact: resolving({ message: 'ok' }),
      proRequest: resolving({ message: 'ok' }),
    },
    visits: {
      tours: resolving({ tours: [aTour()] }),
      slots: resolving({ tour: 'le-parcours-gourmand', from: '2026-12-01', to: '2026-12-31', slots: [aSlot()] }),
      book: resolving({ booking: aBooking(), token: 'tok-booking' }),
      booking: resolving(aBooking()),
      pay: jest.fn(),
      confirmChallenge: jest.fn(),
      cancel: resolving(aBooking({ status: 'cancelled', cancellable: false })),
      reservations: resolving({ bookings: [] }),
    },
    setToken: jest.fn(),
    getToken: jest.fn(() => null),
    request: jest.fn(),
  };
  return api as unknown as FakeApi;
}
