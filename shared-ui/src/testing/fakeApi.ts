import type { RemoteContext } from '@nougaterie/contracts';

type ApiClient = RemoteContext['api'];
type Group = 'shop' | 'basket' | 'auth' | 'site' | 'visits';

/** Only the calls a test cares about; every other call rejects and names itself. */
export type FakeApiOverrides = { [G in Group]?: Partial<ApiClient[G]> } & Partial<Omit<ApiClient, Group>>;

const notFaked = (name: string) => () => Promise.reject(new Error(`fake api: ${name} is not faked`));

function group<G extends Group>(name: G, overrides: Partial<ApiClient[G]> = {}): ApiClient[G] {
  return new Proxy(overrides, {
    get: (target, key: string) => (target as Record<string, unknown>)[key] ?? notFaked(`${name}.${key}`),
  }) as ApiClient[G];
}

export function createFakeApi(overrides: FakeApiOverrides = {}): ApiClient {
  let token: string | null = null;
  return {
    setToken: (value) => {
      token = value;
    },
    getToken: () => token,
    request: notFaked('request') as ApiClient['request'],
    ...overrides,
    shop: group('shop', overrides.shop),
    basket: group('basket', overrides.basket),
    auth: group('auth', overrides.auth),
    site: group('site', overrides.site),
    visits: group('visits', overrides.visits),
  };
}

/** What the api client throws for a refused call, reduced to what pages read from it. */
export function apiFailure(status: number, message = `HTTP ${status}`): Error & { status: number } {
  return Object.assign(new Error(message), { status });
}
