import {
  addressBookSchema,
  pointsResponseSchema,
  userExportSchema,
  type AddressBook,
  type AddressBookUpdateRequest,
  type DeleteAccountRequest,
  type PointsResponse,
  type SavedAddressRequest,
  type UseSavedAddressRequest,
  type UserExport,
} from '../schemas/account.js';
import { orderSchema, ordersResponseSchema, type Order, type OrdersResponse } from '../schemas/order.js';
import {
  authResponseSchema,
  messageResponseSchema,
  userSchema,
  type AuthResponse,
  type ChangePasswordRequest,
  type LoginRequest,
  type MessageResponse,
  type NewPasswordRequest,
  type RegisterRequest,
  type ResetTokenRequest,
  type User,
  type UserUpdateRequest,
} from '../schemas/user.js';
import type { Transport } from './transport.js';

/** SPEC §7 authentication and user calls. */
export interface AuthApi {
  login: (form: LoginRequest) => Promise<AuthResponse>;
  /** True when the api answered 200, the only answer SPEC §7 counts as success. */
  logout: () => Promise<boolean>;
  register: (form: RegisterRequest) => Promise<AuthResponse>;
  changePassword: (form: ChangePasswordRequest) => Promise<MessageResponse>;
  newPassword: (token: string, form: NewPasswordRequest) => Promise<MessageResponse>;
  getResetPasswordToken: (form: ResetTokenRequest) => Promise<MessageResponse>;
  userProfile: () => Promise<User>;
  userUpdate: (form: UserUpdateRequest) => Promise<User>;
  userOrders: () => Promise<OrdersResponse>;
  /** One of the logged-in customer's orders, by reference (NSD-2026-000123). */
  userOrder: (reference: string) => Promise<Order>;
  /** The PDF of an invoice or credit note of the customer's orders (Order.documents). */
  userInvoice: (number: string) => Promise<Blob>;
  /** The customer's shipping and billing addresses as flat forms. */
  addresses: () => Promise<AddressBook>;
  addressesUpdate: (form: AddressBookUpdateRequest) => Promise<AddressBook>;
  /** The address book's other addresses: add, change, remove, make one a default. Each answers the whole book. */
  savedAddressAdd: (form: SavedAddressRequest) => Promise<AddressBook>;
  savedAddressUpdate: (id: number, form: SavedAddressRequest) => Promise<AddressBook>;
  savedAddressDelete: (id: number) => Promise<AddressBook>;
  savedAddressUse: (id: number, form: UseSavedAddressRequest) => Promise<AddressBook>;
  /** Loyalty points balance and history. */
  points: () => Promise<PointsResponse>;
  /** Everything the shop holds about the customer (GDPR), to offer as a JSON download. */
  exportData: () => Promise<UserExport>;
  /** Deletes the account; the orders the law keeps stay, anonymised. */
  deleteAccount: (form: DeleteAccountRequest) => Promise<MessageResponse>;
}

export function createAuthApi({ send, exchange }: Transport): AuthApi {
  return {
    login: (data) => send({ method: 'POST', url: '/api/auth/login', data }, authResponseSchema),
    logout: () => exchange({ method: 'POST', url: '/api/auth/logout' }, (response) => response.status === 200),
    register: (data) => send({ method: 'POST', url: '/api/auth/register', data }, authResponseSchema),
    changePassword: (data) => send({ method: 'POST', url: '/api/user/change-password', data }, messageResponseSchema),
    newPassword: (token, data) => send({ method: 'POST', url: `/api/utilities/newPassword/${encodeURIComponent(token)}`, data }, messageResponseSchema),
    getResetPasswordToken: (data) => send({ method: 'POST', url: '/api/utilities/getResetPasswordToken', data }, messageResponseSchema),
    userProfile: () => send({ method: 'GET', url: '/api/auth/user-profile' }, userSchema),
    userUpdate: (data) => send({ method: 'POST', url: '/api/user/update', data }, userSchema),
    userOrders: () => send({ method: 'GET', url: '/api/user/orders' }, ordersResponseSchema),
    userOrder: (reference) => send({ method: 'GET', url: `/api/user/orders/${encodeURIComponent(reference)}` }, orderSchema),
    userInvoice: (number) =>
      exchange({ method: 'GET', url: `/api/user/invoices/${encodeURIComponent(number)}`, responseType: 'blob' }, (response) => response.data as Blob),
    addresses: () => send({ method: 'GET', url: '/api/user/addresses' }, addressBookSchema),
    addressesUpdate: (data) => send({ method: 'POST', url: '/api/user/addresses', data }, addressBookSchema),
    savedAddressAdd: (data) => send({ method: 'POST', url: '/api/user/addresses/saved', data }, addressBookSchema),
    savedAddressUpdate: (id, data) => send({ method: 'PUT', url: `/api/user/addresses/saved/${id}`, data }, addressBookSchema),
    savedAddressDelete: (id) => send({ method: 'DELETE', url: `/api/user/addresses/saved/${id}` }, addressBookSchema),
    savedAddressUse: (id, data) => send({ method: 'POST', url: `/api/user/addresses/saved/${id}/use`, data }, addressBookSchema),
    points: () => send({ method: 'GET', url: '/api/user/points' }, pointsResponseSchema),
    exportData: () => send({ method: 'GET', url: '/api/user/export' }, userExportSchema),
    deleteAccount: (data) => send({ method: 'POST', url: '/api/user/delete', data }, messageResponseSchema),
  };
}
