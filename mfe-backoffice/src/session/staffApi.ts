import { STAFF_TOKEN_STORAGE_KEY, createAdminApi, type AdminApi } from '@nougaterie/contracts/admin';
import type { AxiosInstance } from 'axios';

/**
 * Where the staff token lives: the tab's sessionStorage, never the shop's cookie, so a staff
 * session neither leaks into the shop nor outlives the tab (the api closes it after 12 h anyway).
 */
export interface TokenStore {
  get: () => string | null;
  set: (token: string | null) => void;
}

export function sessionTokenStore(storage: Storage = window.sessionStorage): TokenStore {
  return {
    get: () => {
      try {
        return storage.getItem(STAFF_TOKEN_STORAGE_KEY);
      } catch {
        return null;
      }
    },
    set: (token) => {
      try {
        if (token) storage.setItem(STAFF_TOKEN_STORAGE_KEY, token);
        else storage.removeItem(STAFF_TOKEN_STORAGE_KEY);
      } catch {
        // A storage that refuses (private mode) only costs a sign-in at the next reload.
      }
    },
  };
}

/**
 * The back office's own client of the api: the shell's client carries the customer's token, this
 * one the staff member's, read at each call from the token store.
 */
export function createStaffApi({
  baseURL,
  tokens,
  lang,
  axiosInstance,
}: {
  baseURL: string;
  tokens: TokenStore;
  lang: () => string;
  axiosInstance?: AxiosInstance;
}): AdminApi {
  return createAdminApi({ baseURL, getToken: tokens.get, lang, axiosInstance });
}
