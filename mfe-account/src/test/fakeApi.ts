import type { ApiClient, AuthApi } from '@nougaterie/contracts';

type Mocked<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? jest.Mock<R, A> : never };

/** Every auth call, listed so that a new one in contracts fails to compile here until faked. */
const AUTH_CALLS: Record<keyof AuthApi, true> = {
  login: true,
  logout: true,
  register: true,
  changePassword: true,
  newPassword: true,
  getResetPasswordToken: true,
  userProfile: true,
  userUpdate: true,
  userOrders: true,
};

/** The auth calls as jest mocks that reject until a test says what they answer. */
export function fakeApi() {
  const auth = Object.fromEntries(
    Object.keys(AUTH_CALLS).map((name) => [name, jest.fn(() => Promise.reject(new Error(`unexpected api call: auth.${name}`)))]),
  ) as unknown as Mocked<AuthApi>;
  // The account pages use only the auth calls; the rest of the client stays out of reach.
  return { auth } as unknown as Omit<ApiClient, 'auth'> & { auth: Mocked<AuthApi> };
}
