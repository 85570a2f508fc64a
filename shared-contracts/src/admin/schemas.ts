import { z } from 'zod/mini';
import { pointsResponseSchema } from '../schemas/account.js';
import { addressesFieldsSchema } from '../schemas/address.js';
import { PAYMENT_METHODS, SHIPPING_KINDS, relayPointSchema, vatPartSchema } from '../schemas/basket.js';
import { eurosSchema, idSchema, langSchema } from '../schemas/common.js';
import { emailSchema } from '../schemas/email.js';
import { lazy } from '../schemas/lazy.js';
import { CARRIERS, ORDER_STATUSES } from '../schemas/order-status.js';
import { orderDocumentSchema, trackingSchema } from '../schemas/order.js';
import { PAYMENT_ROW_STATUSES_ALL } from './payments.js';
import { TRACKING_NUMBER_PATTERN } from './order-flow.js';
import { RECOVERY_CODE_PATTERN, STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLES, TOTP_CODE_PATTERN } from './staff.js';

/*
 * The back office's calls under /api/admin/*. Answers use snake_case and euros with VAT, as the
 * shop's calls do; dates are ISO strings (UTC). Every call needs a staff session (bearer token)
 * and answers 401 without one, 403 to a customer's token or to staff asking an owner's call.
 */

const int = () => z.number().check(z.int());
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
/** YYYY-MM-DD, a day in Paris time. */
export const dayParamSchema = lazy(() => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));
/** A page number sent in a query string. */
const pageParam = () => z.optional(z.string().check(z.regex(/^[1-9]\d{0,4}$/)));

// ── Staff sessions ─────────────────────────────────────────────────────────────

export const staffMemberSchema = lazy(() =>
  z.object({
    id: int(),
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
  }),
);
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** A TOTP code from the app, or one of the recovery codes (spent by its use). */
export const secondFactorSchema = lazy(() =>
  z.string().check(
    z.trim(),
    z.toLowerCase(),
    z.refine((code) => TOTP_CODE_PATTERN.test(code) || RECOVERY_CODE_PATTERN.test(code)),
  ),
);

export const staffLoginRequestSchema = lazy(() =>
  z.object({
    email: emailSchema,
    password: z.string().check(z.minLength(1), z.maxLength(200)),
    code: secondFactorSchema,
  }),
);
export type StaffLoginRequest = z.infer<typeof staffLoginRequestSchema>;

export const staffSessionSchema = lazy(() =>
  z.object({
    token: z.string(),
    expires_at: z.string(),
    staff: staffMemberSchema,
  }),
);
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** GET /api/admin/enrolment/{token}: what the invited member needs to set up their app. */
export const enrolmentSchema = lazy(() =>
  z.object({
    email: z.string(),
    role: z.enum(STAFF_ROLES),
    /** base32, for typing into an app that cannot scan. */
    secret: z.string(),
    otpauth_url: z.string(),
    /** The otpauth URL as a QR code, an image data URL (SVG). */
    qr_data_url: z.string(),
  }),
);
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const enrolmentRequestSchema = lazy(() =>
  z.object({
    name: text(80),
    /** Longer than a customer's: this account opens every order and customer of the shop. */
    password: z.string().check(z.minLength(STAFF_PASSWORD_MIN_LENGTH), z.maxLength(200)),
    /** A code of the app just set up: proves the secret was taken. */
    code: z.string().check(z.trim(), z.regex(TOTP_CODE_PATTERN)),
  }),
);
export type EnrolmentRequest = z.infer<typeof enrolmentRequestSchema>;

/** Shown once: only their hashes are kept. */
export const enrolmentDoneSchema = lazy(() =>
  z.object({
    session: staffSessionSchema,
    recovery_codes: z.array(z.string()),
  }),
);
export type EnrolmentDone = z.infer<typeof enrolmentDoneSchema>;

// ── Staff accounts (owner) ─────────────────────────────────────────────────────

export const staffAccountSchema = lazy(() =>
  z.extend(staffMemberSchema, {
    enrolled: z.boolean(),
    disabled: z.boolean(),
    created_at: z.string(),
    last_login_at: z.nullable(z.string()),
    open_sessions: int(),
  }),
);
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffListSchema = lazy(() => z.object({ staff: z.array(staffAccountSchema) }));
export type StaffList = z.infer<typeof staffListSchema>;

export const staffInviteRequestSchema = lazy(() => z.object({ email: emailSchema, role: z.enum(STAFF_ROLES) }));
export type StaffInviteRequest = z.infer<typeof staffInviteRequestSchema>;

/** The enrolment link is also mailed to the member; shown to the owner for a hand-over in the shop. */
export const staffInviteSchema = lazy(() => z.object({ member: staffAccountSchema, enrol_url: z.string(), expires_at: z.string() }));
export type StaffInvite = z.infer<typeof staffInviteSchema>;

// ── Audit log (owner) ──────────────────────────────────────────────────────────

export const auditEntrySchema = lazy(() =>
  z.object({
    id: int(),
    at: z.string(),
    /** null for the shop's own jobs (an unpaid order cancelled automatically). */
    staff: z.nullable(z.object({ id: int(), name: z.string(), email: z.string() })),
    /** e.g. order.status, order.refund, product.stock, customer.points, staff.invite */
    action: z.string(),
    target: z.string(),
    before: z.unknown(),
    after: z.unknown(),
  }),
);
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = lazy(() => z.object({ page: pageParam() }));
export const auditPageSchema = lazy(() => z.object({ entries: z.array(auditEntrySchema), page: int(), pages: int() }));
export type AuditPage = z.infer<typeof auditPageSchema>;

// ── Orders ─────────────────────────────────────────────────────────────────────

export const ORDERS_PAGE_SIZE = 25;

export const adminOrdersQuerySchema = lazy(() =>
  z.object({
    status: z.optional(z.enum(ORDER_STATUSES)),
    payment: z.optional(z.enum(PAYMENT_METHODS)),
    delivery: z.optional(z.enum(SHIPPING_KINDS)),
    /** Paris days, inclusive. */
    from: z.optional(dayParamSchema),
    to: z.optional(dayParamSchema),
    /** Reference, name or e-mail, any part of it. */
    q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    page: pageParam(),
  }),
);
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const orderSummarySchema = lazy(() =>
  z.object({
    reference: z.string(),
    status: z.enum(ORDER_STATUSES),
    created_at: z.string(),
    customer_name: z.string(),
    email: z.string(),
    payment_method: z.enum(PAYMENT_METHODS),
    delivery_kind: z.enum(SHIPPING_KINDS),
    shipping_name: z.string(),
    nb_products: int(),
    amount_total: eurosSchema,
  }),
);
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** Orders per state, and the transfers still awaited ("virements attendus"). */
export const orderCountsSchema = lazy(() =>
  z.extend(z.object(Object.fromEntries(ORDER_STATUSES.map((s) => [s, int()])) as Record<(typeof ORDER_STATUSES)[number], ReturnType<typeof int>>), {
    transfers_awaited: int(),
  }),
);
export type OrderCounts = z.infer<typeof orderCountsSchema>;

export const adminOrdersPageSchema = lazy(() =>
  z.object({
    orders: z.array(orderSummarySchema),
    page: int(),
    pages: int(),
    total: int(),
    counts: orderCountsSchema,
  }),
);
export type AdminOrdersPage = z.infer<typeof adminOrdersPageSchema>;

export const adminPaymentSchema = lazy(() =>
  z.object({
    id: int(),
    method: z.enum(PAYMENT_METHODS),
    status: z.enum(PAYMENT_ROW_STATUSES_ALL),
    amount: eurosSchema,
    brand: z.nullable(z.string()),
    last4: z.nullable(z.string()),
    created_at: z.string(),
  }),
);

export const refundSchema = lazy(() =>
  z.object({
    amount: eurosSchema,
    reason: z.string(),
    staff_name: z.nullable(z.string()),
    created_at: z.string(),
  }),
);

export const ORDER_EVENT_KINDS = ['status', 'mail', 'refund', 'payment'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** The order's history, oldest first: state changes, mails queued, refunds, payments recorded. */
export const orderEventSchema = lazy(() =>
  z.object({
    at: z.string(),
    kind: z.enum(ORDER_EVENT_KINDS),
    from: z.nullable(z.enum(ORDER_STATUSES)),
    to: z.nullable(z.enum(ORDER_STATUSES)),
    /** The mail's kind, the refund's reason, the note given with a move. */
    detail: z.nullable(z.string()),
    /** null: the shopper, or the shop's own jobs. */
    staff_name: z.nullable(z.string()),
  }),
);
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const adminOrderLineSchema = lazy(() =>
  z.object({
    product_id: int(),
    name: z.string(),
    slug: z.string(),
    quantity: int(),
    unit_price: eurosSchema,
    total: eurosSchema,
    /** Percent (5.5), kept by the line when ordered. */
    vat_rate: z.optional(z.number()),
  }),
);

export const adminOrderSchema = lazy(() =>
  z.extend(
    z.extend(orderSummarySchema, {
      lang: langSchema,
      paid_at: z.nullable(z.string()),
      lines: z.array(adminOrderLineSchema),
      amount_products: eurosSchema,
      amount_discount: eurosSchema,
      amount_points: eurosSchema,
      amount_shipping: eurosSchema,
      discount_code: z.nullable(z.string()),
      points_used: int(),
      earned_points: int(),
      relay_point: z.nullable(relayPointSchema),
      /** Printed on the packing slip: it goes into the parcel. */
      gift_message: z.nullable(z.string()),
      customer: z.nullable(z.object({ id: int(), email: z.string(), name: z.string() })),
      tracking: z.nullable(trackingSchema),
      payments: z.array(adminPaymentSchema),
      refunds: z.array(refundSchema),
      /** What may still be refunded: paid minus refunded. */
      refundable: eurosSchema,
      events: z.array(orderEventSchema),
      /** The moves the state machine allows now (contracts' nextOrderStatuses). */
      next_statuses: z.array(z.enum(ORDER_STATUSES)),
      /** The total's VAT per rate, from the rates the lines kept, higher rate first. */
      vat: z.optional(z.array(vatPartSchema)),
      /** The invoice, once paid, then any credit notes, oldest first (their PDF: AdminApi.invoice). */
      documents: z.optional(z.array(orderDocumentSchema)),
    }),
    addressesFieldsSchema.shape,
  ),
);
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** A move of the state machine; shipped needs the carrier and the tracking number. */
export const orderStatusRequestSchema = lazy(() =>
  z.object({
    to: z.enum(ORDER_STATUSES),
    carrier: z.optional(z.enum(CARRIERS)),
    tracking_number: z.optional(z.string().check(z.trim(), z.regex(TRACKING_NUMBER_PATTERN))),
    note: z.optional(z.string().check(z.trim(), z.maxLength(500))),
  }),
);
export type OrderStatusRequest = z.infer<typeof orderStatusRequestSchema>;

export const refundRequestSchema = lazy(() =>
  z.object({
    /** Euros, at most what is still refundable. */
    amount: z.number().check(z.positive(), z.lte(100_000)),
    reason: text(500),
  }),
);
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const exportQuerySchema = lazy(() => z.object({ from: dayParamSchema, to: dayParamSchema }));
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** The orders to pack (paid or preparing), oldest first, for the packing slips. */
export const packingListSchema = lazy(() => z.object({ orders: z.array(adminOrderSchema) }));
export type PackingList = z.infer<typeof packingListSchema>;

// ── Stock ──────────────────────────────────────────────────────────────────────

export const stockQuerySchema = lazy(() =>
  z.object({
    q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    /** "1": only products at or below their low-stock threshold. */
    low: z.optional(z.enum(['1', '0'])),
  }),
);
export type StockQuery = z.infer<typeof stockQuerySchema>;

export const stockItemSchema = lazy(() =>
  z.object({
    id: int(),
    slug: z.string(),
    name: z.string(),
    price: eurosSchema,
    stock: int(),
    low_stock_threshold: int(),
  }),
);
export type StockItem = z.infer<typeof stockItemSchema>;

export const stockListSchema = lazy(() => z.object({ products: z.array(stockItemSchema) }));
export type StockList = z.infer<typeof stockListSchema>;

export const stockUpdateSchema = lazy(() =>
  z.object({
    stock: z.optional(z.number().check(z.int(), z.nonnegative(), z.lte(1_000_000))),
    low_stock_threshold: z.optional(z.number().check(z.int(), z.nonnegative(), z.lte(100_000))),
  }),
);
export type StockUpdate = z.infer<typeof stockUpdateSchema>;

// ── Customers ──────────────────────────────────────────────────────────────────

export const customersQuerySchema = lazy(() =>
  z.object({
    q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    page: pageParam(),
  }),
);
export type CustomersQuery = z.infer<typeof customersQuerySchema>;

export const customerSummarySchema = lazy(() =>
  z.object({
    id: int(),
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    phone: z.nullable(z.string()),
    points: int(),
    orders_count: int(),
    created_at: z.string(),
  }),
);
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customersPageSchema = lazy(() =>
  z.object({
    customers: z.array(customerSummarySchema),
    page: int(),
    pages: int(),
    total: int(),
  }),
);
export type CustomersPage = z.infer<typeof customersPageSchema>;

export const customerBookingSchema = lazy(() =>
  z.object({
    reference: z.string(),
    tour_name: z.string(),
    starts_at: z.string(),
    party: int(),
    status: z.string(),
  }),
);

export const customerDetailSchema = lazy(() =>
  z.object({
    customer: customerSummarySchema,
    orders: z.array(orderSummarySchema),
    bookings: z.array(customerBookingSchema),
    points: pointsResponseSchema,
  }),
);
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/** The reason is shown to the customer in their points history. */
export const pointsAdjustmentSchema = lazy(() =>
  z.object({
    delta: z.number().check(
      z.int(),
      z.gte(-100_000),
      z.lte(100_000),
      z.refine((n) => n !== 0),
    ),
    reason: text(200),
  }),
);
export type PointsAdjustment = z.infer<typeof pointsAdjustmentSchema>;

// ── Dashboard and settings ─────────────────────────────────────────────────────

export const tourBookingLineSchema = lazy(() =>
  z.object({
    reference: z.string(),
    tour_name: z.string(),
    starts_at: z.string(),
    name: z.string(),
    party: int(),
    phone: z.nullable(z.string()),
    /** false: to pay at the shop on the day. */
    paid: z.boolean(),
  }),
);
export type TourBookingLine = z.infer<typeof tourBookingLineSchema>;

export const dashboardSchema = lazy(() =>
  z.object({
    to_prepare: int(),
    transfers_awaited: int(),
    low_stock: z.array(stockItemSchema),
    tomorrow_bookings: z.array(tourBookingLineSchema),
  }),
);
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The bounds of each delay, shared by the api's check and the settings form. */
export const ORDER_EXPIRY_LIMITS = {
  card_payment_expiry_minutes: { min: 15, max: 7 * 24 * 60 },
  transfer_reminder_days: { min: 1, max: 60 },
  transfer_expiry_days: { min: 2, max: 90 },
} as const;

const within = (limits: { min: number; max: number }) => z.number().check(z.int(), z.gte(limits.min), z.lte(limits.max));

/** How long an unpaid order holds its stock before it is cancelled by itself. */
export const orderExpirySettingsSchema = lazy(() =>
  z.object({
    card_payment_expiry_minutes: within(ORDER_EXPIRY_LIMITS.card_payment_expiry_minutes),
    transfer_reminder_days: within(ORDER_EXPIRY_LIMITS.transfer_reminder_days),
    transfer_expiry_days: within(ORDER_EXPIRY_LIMITS.transfer_expiry_days),
  }),
);
export type OrderExpirySettings = z.infer<typeof orderExpirySettingsSchema>;

/**
 * GET/POST /api/admin/settings/maintenance: while `on`, every page of the shop shows the
 * maintenance page (the shell's guard reads the public settings); the back office stays open.
 */
export const maintenanceSettingSchema = lazy(() => z.object({ on: z.boolean() }));
export type MaintenanceSetting = z.infer<typeof maintenanceSettingSchema>;

export { idSchema };
