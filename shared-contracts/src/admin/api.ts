import { z } from 'zod/mini';
import { createTransport, type ApiClientOptions } from '../api/transport.js';
import { discountCodeDetailSchema, discountCodeListSchema, type DiscountCodeDetail, type DiscountCodeForm, type DiscountCodeList } from './discount-codes.js';
import { productDetailSchema, productListSchema, type ProductDetail, type ProductForm, type ProductList, type ProductListQuery } from './products.js';
import { adminFoodInfoSchema, type AdminFoodInfo, type FoodInfoForm } from './food-info.js';
import {
  adminSlotsSchema,
  adminToursSchema,
  slotClosedSchema,
  tourDaySchema,
  tourSavedSchema,
  adminBookingSchema,
  type AdminBooking,
  type AdminSlots,
  type AdminTours,
  type BookingPaymentTaken,
  type DayCloseRequest,
  type SlotClosed,
  type SlotCloseRequest,
  type TourDay,
  type TourForm,
  type TourSaved,
  type TourSlotsQuery,
} from './tours.js';
import { adminCategoriesSchema, type AdminCategories, type CategoriesForm } from './categories.js';
import { moneySettingsSchema, shippingRatesSchema, type MoneySettings, type ShippingRates, type ShippingRatesForm } from './shop-settings.js';
import { shopHoursAnswerSchema, shopIdentityAnswerSchema, type ShopIdentityAnswer } from './shop-identity.js';
import type { Firm } from '../firm.js';
import type { ShopHours } from '../schemas/shop-info.js';
import { productPhotosSchema, type PhotoAlt, type PhotoOrder, type ProductPhotos } from './photos.js';
import {
  inboxMessageSchema,
  inboxOpenSchema,
  inboxPageSchema,
  type InboxAnswerRequest,
  type InboxHandledRequest,
  type InboxKind,
  type InboxMessage,
  type InboxOpen,
  type InboxPage,
  type InboxQuery,
} from './inbox.js';
import {
  adminOrderSchema,
  adminOrdersPageSchema,
  auditPageSchema,
  customerDetailSchema,
  customersPageSchema,
  dashboardSchema,
  enrolmentDoneSchema,
  enrolmentSchema,
  maintenanceSettingSchema,
  orderExpirySettingsSchema,
  packingListSchema,
  staffInviteSchema,
  staffAccountSchema,
  staffListSchema,
  staffMemberSchema,
  staffSessionSchema,
  stockItemSchema,
  stockListSchema,
  type AdminOrder,
  type AdminOrdersPage,
  type AdminOrdersQuery,
  type AuditPage,
  type CustomerDetail,
  type CustomersPage,
  type CustomersQuery,
  type Dashboard,
  type Enrolment,
  type EnrolmentDone,
  type EnrolmentRequest,
  type ExportQuery,
  type MaintenanceSetting,
  type OrderExpirySettings,
  type OrderStatusRequest,
  type PackingList,
  type PointsAdjustment,
  type RefundRequest,
  type StaffAccount,
  type StaffInvite,
  type StaffInviteRequest,
  type StaffList,
  type StaffLoginRequest,
  type StaffMember,
  type StaffSession,
  type StockItem,
  type StockList,
  type StockQuery,
  type StockUpdate,
} from './schemas.js';

/** The back office's calls (/api/admin/*), with the staff member's own token. */
export interface AdminApi {
  login: (request: StaffLoginRequest) => Promise<StaffSession>;
  logout: () => Promise<void>;
  me: () => Promise<StaffMember>;
  enrolment: (token: string) => Promise<Enrolment>;
  enrol: (token: string, request: EnrolmentRequest) => Promise<EnrolmentDone>;

  dashboard: () => Promise<Dashboard>;
  orders: (query?: AdminOrdersQuery) => Promise<AdminOrdersPage>;
  order: (reference: string) => Promise<AdminOrder>;
  moveOrder: (reference: string, request: OrderStatusRequest) => Promise<AdminOrder>;
  refund: (reference: string, request: RefundRequest) => Promise<AdminOrder>;
  /** Paid and preparing orders, oldest first: the day's packing slips. */
  packingList: () => Promise<PackingList>;
  /** The accountant's CSV (UTF-8 with BOM, semicolons), as text. */
  exportOrders: (query: ExportQuery) => Promise<string>;
  /** An invoice or credit note (F-2026-000001, A-2026-000001) as a PDF; the journal keeps who fetched it. */
  invoice: (number: string) => Promise<Blob>;

  /** The catalogue, hidden products included, by name in the staff member's language. */
  products: (query?: ProductListQuery) => Promise<ProductList>;
  product: (id: number) => Promise<ProductDetail>;
  createProduct: (form: ProductForm) => Promise<ProductDetail>;
  /** A new slug keeps the old one answering 301 to the new address. */
  updateProduct: (id: number, form: ProductForm) => Promise<ProductDetail>;
  /** Off the shop's pages from now on; the orders and baskets that hold it keep it. */
  hideProduct: (id: number) => Promise<ProductDetail>;
  showProduct: (id: number) => Promise<ProductDetail>;
  /** Refused (409 PRODUCT_IN_ORDERS) once an order holds it: hide it instead. */
  deleteProduct: (id: number) => Promise<void>;
  productPhotos: (productId: number) => Promise<ProductPhotos>;
  /** A JPEG, PNG or WebP of 10 MB at most, sent as multipart/form-data (field "file"). */
  uploadPhoto: (productId: number, file: Blob, name?: string) => Promise<ProductPhotos>;
  orderPhotos: (productId: number, order: PhotoOrder) => Promise<ProductPhotos>;
  updatePhoto: (productId: number, photoId: number, alt: PhotoAlt) => Promise<ProductPhotos>;
  deletePhoto: (productId: number, photoId: number) => Promise<ProductPhotos>;
  /** Its food information (regulation 1169/2011), null when it is not food. */
  foodInfo: (productId: number) => Promise<AdminFoodInfo>;
  updateFoodInfo: (productId: number, form: FoodInfoForm) => Promise<AdminFoodInfo>;
  /** It is not food (an empty tin): its page shows no food information. */
  deleteFoodInfo: (productId: number) => Promise<AdminFoodInfo>;

  stock: (query?: StockQuery) => Promise<StockList>;
  updateStock: (productId: number, update: StockUpdate) => Promise<StockItem>;

  customers: (query?: CustomersQuery) => Promise<CustomersPage>;
  customer: (id: number) => Promise<CustomerDetail>;
  adjustPoints: (customerId: number, adjustment: PointsAdjustment) => Promise<CustomerDetail>;

  discountCodes: () => Promise<DiscountCodeList>;
  /** The code and the orders that used it. */
  discountCode: (id: number) => Promise<DiscountCodeDetail>;
  createDiscountCode: (form: DiscountCodeForm) => Promise<DiscountCodeDetail>;
  updateDiscountCode: (id: number, form: DiscountCodeForm) => Promise<DiscountCodeDetail>;
  /** The basket refuses it from now on; the orders that used it keep it. */
  disableDiscountCode: (id: number) => Promise<DiscountCodeDetail>;
  enableDiscountCode: (id: number) => Promise<DiscountCodeDetail>;

  /** The contact messages and professional requests, open ones first by default. */
  inbox: (query?: InboxQuery) => Promise<InboxPage>;
  /** How many messages are still to deal with: the navigation's count. */
  inboxOpen: () => Promise<InboxOpen>;
  inboxMessage: (kind: InboxKind, id: number) => Promise<InboxMessage>;
  /** Mails the answer to the sender, keeps it with the message and marks it handled. */
  answerInboxMessage: (kind: InboxKind, id: number, request: InboxAnswerRequest) => Promise<InboxMessage>;
  markInboxMessage: (kind: InboxKind, id: number, request: InboxHandledRequest) => Promise<InboxMessage>;

  /** Every tour, with its texts in both languages, prices, capacity and timetable. */
  tours: () => Promise<AdminTours>;
  /** Saves a tour and brings its coming slots to the new timetable (slots with bookings are kept). */
  updateTour: (id: number, form: TourForm) => Promise<TourSaved>;
  tourSlots: (id: number, query?: TourSlotsQuery) => Promise<AdminSlots>;
  /** The guide's list: a Paris day's slots and their bookings. */
  tourDay: (day: string) => Promise<TourDay>;
  /** 409 SLOT_HAS_BOOKINGS when it holds bookings and the request does not say what becomes of them. */
  closeSlot: (slotId: number, request?: SlotCloseRequest) => Promise<SlotClosed>;
  reopenSlot: (slotId: number) => Promise<SlotClosed>;
  closeDay: (day: string, request?: DayCloseRequest) => Promise<SlotClosed>;
  reopenDay: (day: string, request?: DayCloseRequest) => Promise<SlotClosed>;
  /** A payment taken at the shop on the day: the booking is paid. */
  takeBookingPayment: (bookingId: number, request: BookingPaymentTaken) => Promise<AdminBooking>;
  /** Cancelled by the shop: paid by card, refunded at once; the visitor is mailed. */
  cancelBooking: (bookingId: number) => Promise<AdminBooking>;

  /** Owner only. */
  staff: () => Promise<StaffList>;
  invite: (request: StaffInviteRequest) => Promise<StaffInvite>;
  /** A new enrolment link for a member who lost their phone: their app and password are reset. */
  reinvite: (staffId: number) => Promise<StaffInvite>;
  /** Closes every session of the member and stops them logging in again. */
  disable: (staffId: number) => Promise<StaffAccount>;
  /** Closes every session of the member; they may log in again. */
  closeSessions: (staffId: number) => Promise<StaffAccount>;
  audit: (page?: number) => Promise<AuditPage>;
  expirySettings: () => Promise<OrderExpirySettings>;
  updateExpirySettings: (settings: OrderExpirySettings) => Promise<OrderExpirySettings>;
  maintenance: () => Promise<MaintenanceSetting>;
  /** Owner only: the shop's pages show the maintenance page while it is on. */
  setMaintenance: (setting: MaintenanceSetting) => Promise<MaintenanceSetting>;
  /** The shop's identity (legal notices, invoices, mails) and its placeholders left: staff read it, owners set it. */
  shopIdentity: () => Promise<ShopIdentityAnswer>;
  updateShopIdentity: (firm: Firm) => Promise<ShopIdentityAnswer>;
  /** The shop's opening seasons and closing days: staff read them, owners set them. */
  shopHours: () => Promise<ShopHours>;
  updateShopHours: (hours: ShopHours) => Promise<ShopHours>;
  /** Free shipping from, loyalty step, point value: staff read them, owners set them. */
  moneySettings: () => Promise<MoneySettings>;
  updateMoneySettings: (settings: MoneySettings) => Promise<MoneySettings>;
  shippingRates: () => Promise<ShippingRates>;
  /** Owner only: every table replaced at once; new baskets are priced with them, orders keep theirs. */
  updateShippingRates: (form: ShippingRatesForm) => Promise<ShippingRates>;
  /** The 17 categories in menu order; owners rename and reorder them (the slugs stay). */
  categories: () => Promise<AdminCategories>;
  updateCategories: (form: CategoriesForm) => Promise<AdminCategories>;

  setToken: (token: string | null) => void;
  getToken: () => string | null;
}

const enc = encodeURIComponent;
const noContent = z.unknown();

export function createAdminApi(options: ApiClientOptions): AdminApi {
  const { send, exchange, setToken, getToken } = createTransport(options);
  const get = <S extends z.core.$ZodType>(url: string, schema: S, params?: object) => send({ method: 'GET', url, params }, schema);
  const post = <S extends z.core.$ZodType>(url: string, schema: S, data: object = {}) => send({ method: 'POST', url, data }, schema);
  const order = (reference: string) => `/api/admin/orders/${enc(reference)}`;
  const member = (id: number) => `/api/admin/staff/${enc(String(id))}`;
  const customer = (id: number) => `/api/admin/customers/${enc(String(id))}`;
  const product = (id: number) => `/api/admin/products/${enc(String(id))}`;
  const discountCode = (id: number) => `/api/admin/discount-codes/${enc(String(id))}`;
  const tour = (id: number) => `/api/admin/tours/${enc(String(id))}`;
  const slot = (id: number) => `/api/admin/tours/slots/${enc(String(id))}`;
  const day = (value: string) => `/api/admin/tours/days/${enc(value)}`;
  const booking = (id: number) => `/api/admin/tours/bookings/${enc(String(id))}`;
  const inboxMessage = (kind: InboxKind, id: number) => `/api/admin/inbox/${enc(kind)}/${enc(String(id))}`;
  return {
    login: (request) => post('/api/admin/auth/login', staffSessionSchema, request),
    logout: async () => {
      await post('/api/admin/auth/logout', noContent);
    },
    me: () => get('/api/admin/auth/me', staffMemberSchema),
    enrolment: (token) => get(`/api/admin/enrolment/${enc(token)}`, enrolmentSchema),
    enrol: (token, request) => post(`/api/admin/enrolment/${enc(token)}`, enrolmentDoneSchema, request),

    dashboard: () => get('/api/admin/dashboard', dashboardSchema),
    orders: (query) => get('/api/admin/orders', adminOrdersPageSchema, query),
    order: (reference) => get(order(reference), adminOrderSchema),
    moveOrder: (reference, request) => post(`${order(reference)}/status`, adminOrderSchema, request),
    refund: (reference, request) => post(`${order(reference)}/refund`, adminOrderSchema, request),
    packingList: () => get('/api/admin/packing-list', packingListSchema),
    exportOrders: (query) =>
      exchange({ method: 'GET', url: '/api/admin/orders-export', params: query, responseType: 'text' }, (response) => String(response.data)),
    invoice: (number) => exchange({ method: 'GET', url: `/api/admin/invoices/${enc(number)}`, responseType: 'blob' }, (response) => response.data as Blob),

    products: (query) => get('/api/admin/products', productListSchema, query),
    product: (id) => get(product(id), productDetailSchema),
    createProduct: (form) => post('/api/admin/products', productDetailSchema, form),
    updateProduct: (id, form) => post(product(id), productDetailSchema, form),
    hideProduct: (id) => post(`${product(id)}/hide`, productDetailSchema),
    showProduct: (id) => post(`${product(id)}/show`, productDetailSchema),
    deleteProduct: async (id) => {
      await exchange({ method: 'DELETE', url: product(id) }, () => undefined);
    },
    productPhotos: (id) => get(`${product(id)}/photos`, productPhotosSchema),
    uploadPhoto: (id, file, name = 'photo') => {
      const form = new FormData();
      form.append('file', file, name);
      return post(`${product(id)}/photos`, productPhotosSchema, form);
    },
    orderPhotos: (id, order) => post(`${product(id)}/photos/order`, productPhotosSchema, order),
    updatePhoto: (id, photoId, alt) => post(`${product(id)}/photos/${enc(String(photoId))}`, productPhotosSchema, alt),
    deletePhoto: (id, photoId) => send({ method: 'DELETE', url: `${product(id)}/photos/${enc(String(photoId))}` }, productPhotosSchema),
    foodInfo: (id) => get(`${product(id)}/food-info`, adminFoodInfoSchema),
    updateFoodInfo: (id, form) => post(`${product(id)}/food-info`, adminFoodInfoSchema, form),
    deleteFoodInfo: (id) => send({ method: 'DELETE', url: `${product(id)}/food-info` }, adminFoodInfoSchema),

    stock: (query) => get('/api/admin/stock', stockListSchema, query),
    updateStock: (productId, update) => post(`/api/admin/stock/${enc(String(productId))}`, stockItemSchema, update),

    customers: (query) => get('/api/admin/customers', customersPageSchema, query),
    customer: (id) => get(customer(id), customerDetailSchema),
    adjustPoints: (id, adjustment) => post(`${customer(id)}/points`, customerDetailSchema, adjustment),

    discountCodes: () => get('/api/admin/discount-codes', discountCodeListSchema),
    discountCode: (id) => get(discountCode(id), discountCodeDetailSchema),
    createDiscountCode: (form) => post('/api/admin/discount-codes', discountCodeDetailSchema, form),
    updateDiscountCode: (id, form) => post(discountCode(id), discountCodeDetailSchema, form),
    disableDiscountCode: (id) => post(`${discountCode(id)}/disable`, discountCodeDetailSchema),
    enableDiscountCode: (id) => post(`${discountCode(id)}/enable`, discountCodeDetailSchema),

    inbox: (query) => get('/api/admin/inbox', inboxPageSchema, query),
    inboxOpen: () => get('/api/admin/inbox/open', inboxOpenSchema),
    inboxMessage: (kind, id) => get(inboxMessage(kind, id), inboxMessageSchema),
    answerInboxMessage: (kind, id, request) => post(`${inboxMessage(kind, id)}/answer`, inboxMessageSchema, request),
    markInboxMessage: (kind, id, request) => post(`${inboxMessage(kind, id)}/handled`, inboxMessageSchema, request),

    tours: () => get('/api/admin/tours', adminToursSchema),
    updateTour: (id, form) => post(tour(id), tourSavedSchema, form),
    tourSlots: (id, query) => get(`${tour(id)}/slots`, adminSlotsSchema, query),
    tourDay: (value) => get(day(value), tourDaySchema),
    closeSlot: (id, request = {}) => post(`${slot(id)}/close`, slotClosedSchema, request),
    reopenSlot: (id) => post(`${slot(id)}/reopen`, slotClosedSchema),
    closeDay: (value, request = {}) => post(`${day(value)}/close`, slotClosedSchema, request),
    reopenDay: (value, request = {}) => post(`${day(value)}/reopen`, slotClosedSchema, request),
    takeBookingPayment: (id, request) => post(`${booking(id)}/payment`, adminBookingSchema, request),
    cancelBooking: (id) => post(`${booking(id)}/cancel`, adminBookingSchema),

    staff: () => get('/api/admin/staff', staffListSchema),
    invite: (request) => post('/api/admin/staff', staffInviteSchema, request),
    reinvite: (id) => post(`${member(id)}/reinvite`, staffInviteSchema),
    disable: (id) => post(`${member(id)}/disable`, staffAccountSchema),
    closeSessions: (id) => post(`${member(id)}/close-sessions`, staffAccountSchema),
    audit: (page) => get('/api/admin/audit', auditPageSchema, page ? { page: String(page) } : undefined),
    expirySettings: () => get('/api/admin/settings/order-expiry', orderExpirySettingsSchema),
    updateExpirySettings: (settings) => post('/api/admin/settings/order-expiry', orderExpirySettingsSchema, settings),
    maintenance: () => get('/api/admin/settings/maintenance', maintenanceSettingSchema),
    setMaintenance: (setting) => post('/api/admin/settings/maintenance', maintenanceSettingSchema, setting),
    shopIdentity: () => get('/api/admin/shop/identity', shopIdentityAnswerSchema) as Promise<ShopIdentityAnswer>,
    updateShopIdentity: (firm) => post('/api/admin/shop/identity', shopIdentityAnswerSchema, firm) as Promise<ShopIdentityAnswer>,
    shopHours: () => get('/api/admin/shop/hours', shopHoursAnswerSchema) as Promise<ShopHours>,
    updateShopHours: (hours) => post('/api/admin/shop/hours', shopHoursAnswerSchema, hours) as Promise<ShopHours>,
    moneySettings: () => get('/api/admin/settings/money', moneySettingsSchema),
    updateMoneySettings: (settings) => post('/api/admin/settings/money', moneySettingsSchema, settings),
    shippingRates: () => get('/api/admin/shipping-rates', shippingRatesSchema),
    updateShippingRates: (form) => post('/api/admin/shipping-rates', shippingRatesSchema, form),
    categories: () => get('/api/admin/categories', adminCategoriesSchema),
    updateCategories: (form) => post('/api/admin/categories', adminCategoriesSchema, form),

    setToken,
    getToken,
  };
}
