import type { AxiosRequestConfig } from 'axios';
import type { z } from 'zod/mini';
import { createAuthApi, type AuthApi } from './auth.js';
import { createBasketApi, type BasketApi } from './basket.js';
import { createShopApi, type ShopApi } from './shop.js';
import { createSiteApi, type SiteApi } from './site.js';
import { createTransport, type ApiClientOptions } from './transport.js';
import { createVisitsApi, type VisitsApi } from './visits.js';

/** Typed calls of SPEC §7, grouped as the spec lists them: api.basket.get(), api.auth.login(), api.shop.product(). */
export interface ApiClient {
  basket: BasketApi;
  auth: AuthApi;
  shop: ShopApi;
  site: SiteApi;
  visits: VisitsApi;
  /** Sets (or with null clears) the bearer token sent with every request. */
  setToken: (token: string | null) => void;
  getToken: () => string | null;
  /** For endpoints beyond SPEC §7 (visits, contact...): same credentials, headers, progress and errors. */
  request: <S extends z.core.$ZodType>(config: AxiosRequestConfig, schema: S) => Promise<z.output<S>>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const transport = createTransport(options);
  return {
    basket: createBasketApi(transport),
    auth: createAuthApi(transport),
    shop: createShopApi(transport),
    site: createSiteApi(transport),
    visits: createVisitsApi(transport),
    setToken: transport.setToken,
    getToken: transport.getToken,
    request: transport.send,
  };
}

/**
 * The tour calls alone, for the booking widget that partner sites embed: a bundle built from it
 * carries neither the other calls nor their schemas.
 */
export function createVisitsClient(options: ApiClientOptions): VisitsApi {
  return createVisitsApi(createTransport(options));
}
