import {
  addressBookUpdateRequestSchema,
  savedAddressRequestSchema,
  useSavedAddressRequestSchema,
  BOOKING_TOKEN_HEADER,
  bookingChallengeRequestSchema,
  bookingPaymentRequestSchema,
  bookingRequestSchema,
  slotsQuerySchema,
  basketGetRequestSchema,
  basketIdRequestSchema,
  basketUpdateRequestSchema,
  basketValidRequestSchema,
  cardPaymentRequestSchema,
  hostedPaymentRequestSchema,
  changePasswordRequestSchema,
  contactRequestSchema,
  deleteAccountRequestSchema,
  discountAddRequestSchema,
  favouriteRequestSchema,
  loginRequestSchema,
  newPasswordRequestSchema,
  paymentChallengeRequestSchema,
  productAddRequestSchema,
  productQtyRequestSchema,
  proRequestSchema,
  registerRequestSchema,
  resetTokenRequestSchema,
  searchRequestSchema,
  shippingEditRequestSchema,
  shippingMethodsRequestSchema,
  stockAlertRequestSchema,
  userUpdateRequestSchema,
} from '@nougaterie/contracts';
import {
  adminOrdersQuerySchema,
  categoriesFormSchema,
  moneySettingsSchema,
  shippingRatesFormSchema,
  auditQuerySchema,
  customersQuerySchema,
  discountCodeFormSchema,
  foodInfoFormSchema,
  inboxAnswerRequestSchema,
  inboxHandledRequestSchema,
  inboxQuerySchema,
  maintenanceSettingSchema,
  firmSchema,
  shopHoursSchema,
  photoAltSchema,
  photoOrderSchema,
  productFormSchema,
  productListQuerySchema,
  enrolmentRequestSchema,
  exportQuerySchema,
  orderExpirySettingsSchema,
  orderStatusRequestSchema,
  pointsAdjustmentSchema,
  refundRequestSchema,
  staffInviteRequestSchema,
  staffLoginRequestSchema,
  stockQuerySchema,
  stockUpdateSchema,
  tourFormSchema,
  tourSlotsQuerySchema,
  slotCloseRequestSchema,
  dayCloseRequestSchema,
  bookingPaymentTakenSchema,
} from '@nougaterie/contracts/admin';
import type { z } from 'zod';
import type { RouteKey } from './routes.js';

/**
 * How to fuzz one call: the contracts schemas of its body and query, and the pool each path
 * parameter and header draws from.
 */
export interface FuzzSpec {
  body?: z.core.$ZodType;
  query?: z.core.$ZodType;
  params?: Record<string, PoolName>;
  headers?: Record<string, PoolName>;
  /** Body fields drawing from another pool than their name's, or (null) from none: fresh values only. */
  fields?: Record<string, PoolName | null>;
}

/** Pools of real values for path parameters and headers (body fields draw from pools named after them). */
export type PoolName =
  | 'basketIds'
  | 'slugs'
  | 'references'
  | 'resetTokens'
  | 'mediaFiles'
  | 'tourSlugs'
  | 'bookingIds'
  | 'bookingTokens'
  | 'customerPasswords';

const booking: FuzzSpec = { params: { id: 'bookingIds' }, headers: { [BOOKING_TOKEN_HEADER]: 'bookingTokens' } };

/**
 * Every call of the api. A call missing here fails the fuzz suite (and is still fuzzed with
 * generic hostile input meanwhile), so a new endpoint cannot ship without its fuzz spec.
 */
export const FUZZ_SPECS: Partial<Record<RouteKey, FuzzSpec>> = {
  'GET /api/health': {},
  'GET /api/utilities/settings': {},
  'GET /api/sitemap.xml': {},
  'GET /media/products/:file': { params: { file: 'mediaFiles' } },
  'GET /media/photos/:file': {},

  'GET /api/shop/mea': {},
  'GET /api/shop/categories': {},
  'GET /api/shop/category/:slug': { params: { slug: 'slugs' } },
  'GET /api/shop/product/:slug': { params: { slug: 'slugs' } },
  'GET /api/shop/getSimilarProducts/:slug': { params: { slug: 'slugs' } },
  'GET /api/shop/product-redirects': {},
  'POST /api/shop/search': { body: searchRequestSchema },
  'POST /api/shop/alert': { body: stockAlertRequestSchema, fields: { email: null } },

  'POST /api/auth/register': { body: registerRequestSchema, fields: { email: null } },
  // The customer's real password opens the login and, with a visitor's basket id, the basket merge.
  'POST /api/auth/login': { body: loginRequestSchema, fields: { password: 'customerPasswords' } },
  'POST /api/auth/logout': {},
  'GET /api/auth/user-profile': {},

  'POST /api/user/update': { body: userUpdateRequestSchema },
  'GET /api/user/addresses': {},
  'POST /api/user/addresses': { body: addressBookUpdateRequestSchema },
  'POST /api/user/addresses/saved': { body: savedAddressRequestSchema },
  'PUT /api/user/addresses/saved/:id': {},
  'DELETE /api/user/addresses/saved/:id': {},
  'POST /api/user/addresses/saved/:id/use': { body: useSavedAddressRequestSchema },
  'POST /api/user/change-password': { body: changePasswordRequestSchema },
  'GET /api/user/favourites': {},
  'POST /api/user/favourites/add': { body: favouriteRequestSchema },
  'POST /api/user/favourites/del': { body: favouriteRequestSchema },
  'GET /api/user/points': {},
  'GET /api/user/orders': {},
  'GET /api/user/orders/:reference': { params: { reference: 'references' } },
  'GET /api/user/invoices/:number': {},
  'GET /api/invoices/:number': {},
  'GET /api/user/export': {},
  'POST /api/user/delete': { body: deleteAccountRequestSchema },

  'POST /api/utilities/getResetPasswordToken': { body: resetTokenRequestSchema },
  'POST /api/utilities/newPassword/:token': { body: newPasswordRequestSchema, params: { token: 'resetTokens' } },

  'POST /api/contact': { body: contactRequestSchema },
  'POST /api/pro-request': { body: proRequestSchema },

  'POST /api/basket/get': { body: basketGetRequestSchema },
  'GET /api/basket/get-final/:id': { params: { id: 'basketIds' } },
  'POST /api/basket/product-add': { body: productAddRequestSchema },
  'POST /api/basket/product-qty': { body: productQtyRequestSchema },
  'POST /api/basket/update': { body: basketUpdateRequestSchema },
  'POST /api/basket/discount-add': { body: discountAddRequestSchema },
  'POST /api/basket/discount-del': { body: basketIdRequestSchema },
  'POST /api/basket/points-add': { body: basketIdRequestSchema },
  'POST /api/basket/points-del': { body: basketIdRequestSchema },
  'POST /api/utilities/getShippingMethodsWithRelais': { body: shippingMethodsRequestSchema },
  'POST /api/basket/shipping-edit': { body: shippingEditRequestSchema },
  'POST /api/basket/valid': { body: basketValidRequestSchema },

  'POST /api/payment/card': { body: cardPaymentRequestSchema },
  'POST /api/payment/challenge': { body: paymentChallengeRequestSchema },
  'POST /api/payment/hosted': { body: hostedPaymentRequestSchema },
  'GET /api/payment/hosted/:sessionId': {},
  // Verified against the provider's signature before anything: generated bodies are all refused.
  'POST /api/payment/webhook/:provider': {},
  'POST /api/visits/bookings/:id/hosted': booking,
  // The sandbox's own hosted page (HTML for a person); here Stripe is the provider, so every session is unknown.
  'GET /api/payment/sandbox/:sessionId': {},
  'POST /api/payment/sandbox/:sessionId': {},

  'GET /api/visits/tours': {},
  'GET /api/visits/tours/:slug/slots': { params: { slug: 'tourSlugs' }, query: slotsQuerySchema },
  'POST /api/visits/bookings': { body: bookingRequestSchema },
  'GET /api/visits/bookings/:id': booking,
  'POST /api/visits/bookings/:id/pay': { ...booking, body: bookingPaymentRequestSchema },
  'POST /api/visits/bookings/:id/challenge': { ...booking, body: bookingChallengeRequestSchema },
  'POST /api/visits/bookings/:id/cancel': booking,
  'GET /api/user/reservations': {},

  'POST /api/admin/auth/login': { body: staffLoginRequestSchema },
  'POST /api/admin/auth/logout': {},
  'GET /api/admin/auth/me': {},
  'GET /api/admin/enrolment/:token': {},
  'POST /api/admin/enrolment/:token': { body: enrolmentRequestSchema },
  'GET /api/admin/staff': {},
  'POST /api/admin/staff': { body: staffInviteRequestSchema, fields: { email: null } },
  'POST /api/admin/staff/:id/reinvite': {},
  'POST /api/admin/staff/:id/disable': {},
  'POST /api/admin/staff/:id/close-sessions': {},
  'GET /api/admin/audit': { query: auditQuerySchema },
  'GET /api/admin/settings/order-expiry': {},
  'POST /api/admin/settings/order-expiry': { body: orderExpirySettingsSchema },
  'GET /api/admin/dashboard': {},
  'GET /api/admin/orders': { query: adminOrdersQuerySchema },
  'GET /api/admin/orders/:reference': { params: { reference: 'references' } },
  'POST /api/admin/orders/:reference/status': { params: { reference: 'references' }, body: orderStatusRequestSchema },
  'POST /api/admin/orders/:reference/refund': { params: { reference: 'references' }, body: refundRequestSchema },
  'GET /api/admin/packing-list': {},
  'GET /api/admin/orders-export': { query: exportQuerySchema },
  'GET /api/admin/invoices/:number': {},
  'GET /api/admin/stock': { query: stockQuerySchema },
  'POST /api/admin/stock/:id': { body: stockUpdateSchema },
  'GET /api/admin/customers': { query: customersQuerySchema },
  'GET /api/admin/customers/:id': {},
  'POST /api/admin/customers/:id/points': { body: pointsAdjustmentSchema },
  'GET /api/admin/discount-codes': {},
  'GET /api/admin/discount-codes/:id': {},
  'POST /api/admin/discount-codes': { body: discountCodeFormSchema },
  'POST /api/admin/discount-codes/:id': { body: discountCodeFormSchema },
  'POST /api/admin/discount-codes/:id/disable': {},
  'POST /api/admin/discount-codes/:id/enable': {},
  'GET /api/admin/products': { query: productListQuerySchema },
  'GET /api/admin/products/:id': {},
  'POST /api/admin/products': { body: productFormSchema },
  'POST /api/admin/products/:id': { body: productFormSchema },
  'POST /api/admin/products/:id/hide': {},
  'POST /api/admin/products/:id/show': {},
  'DELETE /api/admin/products/:id': {},
  'GET /api/admin/products/:id/photos': {},
  // multipart/form-data only: the fuzzer's JSON bodies are refused 415 with a sentence.
  'POST /api/admin/products/:id/photos': {},
  'POST /api/admin/products/:id/photos/order': { body: photoOrderSchema },
  'POST /api/admin/products/:id/photos/:photoId': { body: photoAltSchema },
  'DELETE /api/admin/products/:id/photos/:photoId': {},
  'GET /api/admin/products/:id/food-info': {},
  'POST /api/admin/products/:id/food-info': { body: foodInfoFormSchema },
  'DELETE /api/admin/products/:id/food-info': {},
  'GET /api/admin/settings/maintenance': {},
  'POST /api/admin/settings/maintenance': { body: maintenanceSettingSchema },
  'GET /api/admin/settings/money': {},
  'POST /api/admin/settings/money': { body: moneySettingsSchema },
  'GET /api/admin/shipping-rates': {},
  'POST /api/admin/shipping-rates': { body: shippingRatesFormSchema },
  'GET /api/admin/categories': {},
  'POST /api/admin/categories': { body: categoriesFormSchema },
  'GET /api/shop/info': {},
  'GET /api/visits/organiser': {},
  'GET /api/admin/shop/identity': {},
  'POST /api/admin/shop/identity': { body: firmSchema },
  'GET /api/admin/shop/hours': {},
  'POST /api/admin/shop/hours': { body: shopHoursSchema },
  'GET /api/admin/tours': {},
  'POST /api/admin/tours/:id': { body: tourFormSchema },
  'GET /api/admin/tours/:id/slots': { query: tourSlotsQuerySchema },
  'GET /api/admin/tours/days/:day': {},
  'POST /api/admin/tours/slots/:id/close': { body: slotCloseRequestSchema },
  'POST /api/admin/tours/slots/:id/reopen': {},
  'POST /api/admin/tours/days/:day/close': { body: dayCloseRequestSchema },
  'POST /api/admin/tours/days/:day/reopen': { body: dayCloseRequestSchema },
  'POST /api/admin/tours/bookings/:id/payment': { body: bookingPaymentTakenSchema },
  'POST /api/admin/tours/bookings/:id/cancel': {},
  'GET /api/admin/inbox': { query: inboxQuerySchema },
  'GET /api/admin/inbox/open': {},
  'GET /api/admin/inbox/:kind/:id': {},
  'POST /api/admin/inbox/:kind/:id/answer': { body: inboxAnswerRequestSchema },
  'POST /api/admin/inbox/:kind/:id/handled': { body: inboxHandledRequestSchema },
};
