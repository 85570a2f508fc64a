// Test helpers of the back office: never imported by application code, so never bundled.
import { ApiError, categoriesResponseSchema, type CategoriesResponse } from '@nougaterie/contracts';
import {
  adminDiscountCodeSchema,
  adminOrderSchema,
  customerDetailSchema,
  discountCodeDetailSchema,
  productDetailSchema,
  staffAccountSchema,
  stockItemSchema,
  type AdminApi,
  type AdminDiscountCode,
  type AdminOrder,
  type CustomerDetail,
  type DiscountCodeDetail,
  type AdminProduct,
  type ProductDetail,
  type StaffAccount,
  type StaffMember,
  type StockItem,
} from '@nougaterie/contracts/admin';
import type { TokenStore } from '../session/staffApi.js';

/** Each call of the api a jest mock typed as the call: its arguments and answer as AdminApi has them. */
export type FakeAdminApi = { [K in keyof AdminApi]: jest.MockedFunction<AdminApi[K]> };

/** Every call a jest mock; one a test did not fake rejects and names itself. */
export function fakeAdminApi(overrides: Partial<Record<keyof AdminApi, (...args: never[]) => unknown>> = {}): FakeAdminApi {
  const mocks: Record<string, jest.Mock> = {};
  const api = new Proxy(mocks, {
    get(target, key: string) {
      if (!(key in target)) {
        const impl = (overrides as Record<string, (...args: unknown[]) => unknown>)[key];
        target[key] = jest.fn(impl ?? (() => Promise.reject(new Error(`fake admin api: ${key} is not faked`))));
      }
      return target[key];
    },
  });
  // The proxy answers every call of AdminApi with its mock, made at the first read.
  return api as unknown as FakeAdminApi;
}

/** A token store in memory, as sessionStorage would hold it. */
export function memoryTokens(token: string | null = null): TokenStore & { value: string | null } {
  const store = {
    value: token,
    get: () => store.value,
    set: (next: string | null) => {
      store.value = next;
    },
  };
  return store;
}

/** What the api client throws for a refused call; `message` as the api writes it in its body. */
export function refused(status: number, message?: string, code?: string): ApiError {
  const body = message ? { statusCode: status, error: 'Refused', message, ...(code && { code }) } : undefined;
  return new ApiError(message ?? `HTTP ${status}`, { status, code, body });
}

export const anOwner = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  id: 1,
  email: 'claire@nougaterie.test',
  name: 'Claire Reynaud',
  role: 'owner',
  ...overrides,
});
export const aStaffMember = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  id: 2,
  email: 'lucas@nougaterie.test',
  name: 'Lucas Martin',
  role: 'staff',
  ...overrides,
});

/** An order as the api answers it, checked against the contracts' schema. */
export function anOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return adminOrderSchema.parse({
    reference: 'NSD-2026-000042',
    status: 'awaiting_payment',
    created_at: '2026-11-20T09:30:00.000Z',
    customer_name: 'Mireille Blanc',
    email: 'mireille@example.fr',
    payment_method: 'transfer',
    delivery_kind: 'home',
    shipping_name: 'Colissimo',
    nb_products: 3,
    amount_total: 41.4,
    lang: 'fr',
    paid_at: null,
    lines: [
      { product_id: 7, name: 'Nougat noir croquant', slug: 'nougat-noir-croquant', quantity: 2, unit_price: 12.5, total: 25 },
      { product_id: 9, name: 'Nougat blanc tendre', slug: 'nougat-blanc-tendre', quantity: 1, unit_price: 9.9, total: 9.9 },
    ],
    amount_products: 34.9,
    amount_discount: 0,
    amount_points: 0,
    amount_shipping: 6.5,
    discount_code: null,
    points_used: 0,
    earned_points: 0,
    relay_point: null,
    gift_message: null,
    customer: { id: 12, email: 'mireille@example.fr', name: 'Mireille Blanc' },
    tracking: null,
    payments: [],
    refunds: [],
    refundable: 0,
    events: [{ at: '2026-11-20T09:30:00.000Z', kind: 'status', from: null, to: 'awaiting_payment', detail: null, staff_name: null }],
    next_statuses: ['paid', 'cancelled'],
    address_shipping_firstname: 'Mireille',
    address_shipping_lastname: 'Blanc',
    address_shipping_address1: '3 rue des Lavandes',
    address_shipping_zipcode: '84000',
    address_shipping_city: 'Avignon',
    address_shipping_country: 'FR',
    address_shipping_phone: '+33612345678',
    address_shipping_email: 'mireille@example.fr',
    ...overrides,
  });
}

export function aStockItem(overrides: Partial<StockItem> = {}): StockItem {
  return stockItemSchema.parse({
    id: 7,
    slug: 'nougat-noir-croquant',
    name: 'Nougat noir croquant',
    price: 12.5,
    stock: 14,
    low_stock_threshold: 5,
    ...overrides,
  });
}

export function aCustomerDetail(overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  return customerDetailSchema.parse({
    customer: {
      id: 12,
      email: 'mireille@example.fr',
      firstname: 'Mireille',
      lastname: 'Blanc',
      phone: '+33612345678',
      points: 40,
      orders_count: 1,
      created_at: '2026-01-05T10:00:00.000Z',
    },
    orders: [
      {
        reference: 'NSD-2026-000042',
        status: 'delivered',
        created_at: '2026-11-20T09:30:00.000Z',
        customer_name: 'Mireille Blanc',
        email: 'mireille@example.fr',
        payment_method: 'card',
        delivery_kind: 'relay',
        shipping_name: 'Mondial Relay',
        nb_products: 2,
        amount_total: 30,
      },
    ],
    bookings: [{ reference: 'NSD-V-2026-000004', tour_name: 'Le parcours gourmand', starts_at: '2026-12-01T09:00:00.000Z', party: 3, status: 'confirmed' }],
    points: { balance: 40, history: [{ delta: 40, reason: 'order', order_reference: 'NSD-2026-000042', note: null, created_at: '2026-11-21T10:00:00.000Z' }] },
    ...overrides,
  });
}

export function aStaffAccount(overrides: Partial<StaffAccount> = {}): StaffAccount {
  return staffAccountSchema.parse({
    ...aStaffMember(),
    enrolled: true,
    disabled: false,
    created_at: '2026-11-01T08:00:00.000Z',
    last_login_at: '2026-11-25T07:45:00.000Z',
    open_sessions: 1,
    ...overrides,
  });
}

/** A code as the api lists it: 15 % from 30 €, December in Paris time, used twice. */
export function aDiscountCode(overrides: Partial<AdminDiscountCode> = {}): AdminDiscountCode {
  return adminDiscountCodeSchema.parse({
    id: 8,
    code: 'NOEL2026',
    kind: 'percent',
    value: 15,
    min_amount: 30,
    starts_at: '2026-11-30T23:00:00.000Z',
    ends_at: '2026-12-31T22:59:00.000Z',
    once_per_customer: false,
    max_uses: 100,
    uses: 2,
    state: 'active',
    disabled_at: null,
    created_at: '2026-11-20T08:00:00.000Z',
    ...overrides,
  });
}

export function aDiscountCodeDetail(overrides: Partial<DiscountCodeDetail> = {}): DiscountCodeDetail {
  const { reference, status, created_at, customer_name, email, payment_method, delivery_kind, shipping_name, nb_products, amount_total } = anOrder();
  return discountCodeDetailSchema.parse({
    code: aDiscountCode(),
    orders: [
      { reference, status, created_at, customer_name, email, payment_method, delivery_kind, shipping_name, nb_products, amount_total, amount_discount: 5.24 },
    ],
    ...overrides,
  });
}

/** The shop's categories as GET /api/shop/categories answers: two parents, three children. */
export const SHOP_CATEGORIES: CategoriesResponse = categoriesResponseSchema.parse({
  categories: [
    {
      id: 1,
      slug: 'nougats',
      name: 'Nougats',
      names: { fr: 'Nougats', en: 'Nougats' },
      description: '',
      parent_slug: null,
      children: [
        {
          id: 2,
          slug: 'nougats-traditionnels',
          name: 'Nougats traditionnels',
          names: { fr: 'Nougats traditionnels', en: 'Traditional nougats' },
          description: '',
          parent_slug: 'nougats',
          children: [],
        },
        {
          id: 3,
          slug: 'nougats-gourmands',
          name: 'Nougats gourmands',
          names: { fr: 'Nougats gourmands', en: 'Gourmet nougats' },
          description: '',
          parent_slug: 'nougats',
          children: [],
        },
      ],
    },
    {
      id: 4,
      slug: 'deguster-et-offrir',
      name: 'Déguster et offrir',
      names: { fr: 'Déguster et offrir', en: 'Taste and give' },
      description: '',
      parent_slug: null,
      children: [
        {
          id: 5,
          slug: 'deguster-et-offrir-miels',
          name: 'Miels',
          names: { fr: 'Miels', en: 'Honeys' },
          description: '',
          parent_slug: 'deguster-et-offrir',
          children: [],
        },
      ],
    },
  ],
});

/** A product as the api shows it to staff: the black crunchy nougat, on sale, 14 in stock. */
export function anAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return productDetailSchema.parse({
    product: {
      id: 7,
      slug: 'nougat-noir-croquant',
      name: 'Nougat noir croquant',
      name_fr: 'Nougat noir croquant',
      name_en: 'Crunchy black nougat',
      categories: ['nougats-traditionnels', 'nougats'],
      price: 12.5,
      discount_percent: null,
      vat_rate: 550,
      stock: 14,
      low_stock_threshold: 5,
      featured: false,
      hidden: false,
      image: '/api/media/products/nougat-noir-croquant.svg',
      description_fr: 'Miel de lavande et amandes grillées.',
      description_en: 'Lavender honey and roasted almonds.',
      weight_g: 200,
      hidden_at: null,
      created_at: '2026-11-20T08:00:00.000Z',
      ...overrides,
    },
    old_slugs: [],
    order_lines: 0,
  }).product;
}

export function aProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return productDetailSchema.parse({ product: anAdminProduct(), old_slugs: [], order_lines: 0, ...overrides });
}
