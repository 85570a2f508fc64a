import { STAFF_TOKEN_STORAGE_KEY } from '@nougaterie/contracts/admin';
import axios, { type InternalAxiosRequestConfig } from 'axios';
import { anOwner } from '../test/fakeAdmin.js';
import { createStaffApi, sessionTokenStore } from './staffApi.js';

/** An axios instance answering `data` to every request, recording them; no network. */
function recording(data: unknown) {
  const requests: InternalAxiosRequestConfig[] = [];
  const instance = axios.create({
    adapter: async (config) => {
      requests.push(config);
      return { data, status: 200, statusText: 'OK', headers: {}, config };
    },
  });
  return { instance, requests };
}

afterEach(() => window.sessionStorage.clear());

describe("the back office's own api client", () => {
  it("sends the staff token kept in the tab's sessionStorage, never the customer's, in the chosen language", async () => {
    window.sessionStorage.setItem(STAFF_TOKEN_STORAGE_KEY, 'tok-staff');
    document.cookie = 'ACCESS_TOKEN=tok-customer; path=/';
    const { instance, requests } = recording(anOwner());
    const api = createStaffApi({ baseURL: 'https://api.nougaterie.test', tokens: sessionTokenStore(), lang: () => 'en', axiosInstance: instance });

    await expect(api.me()).resolves.toEqual(anOwner());
    expect(requests[0].baseURL).toBe('https://api.nougaterie.test');
    expect(requests[0].url).toBe('/api/admin/auth/me');
    expect(requests[0].headers.Authorization).toBe('Bearer tok-staff');
    expect(requests[0].headers['Accept-Language']).toBe('en');
  });

  it('keeps and forgets the token in sessionStorage only', () => {
    const tokens = sessionTokenStore();
    tokens.set('tok-staff');
    expect(window.sessionStorage.getItem(STAFF_TOKEN_STORAGE_KEY)).toBe('tok-staff');
    expect(window.localStorage.getItem(STAFF_TOKEN_STORAGE_KEY)).toBeNull();
    tokens.set(null);
    expect(tokens.get()).toBeNull();
  });
});
