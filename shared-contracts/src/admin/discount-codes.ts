import { z } from 'zod/mini';
import { normaliseDiscountCode } from '../rules/discount.js';
import { DISCOUNT_CODE_MAX_LENGTH, DISCOUNT_KINDS } from '../schemas/basket.js';
import { eurosSchema } from '../schemas/common.js';
import { lazy } from '../schemas/lazy.js';
import { orderSummarySchema } from './schemas.js';

/*
 * The back office's discount codes (/api/admin/discount-codes). The basket applies them with its
 * own rules (api/src/discounts): a code made here is a row like the seed's, nothing more.
 */

const int = () => z.number().check(z.int());

/** Letters without accents, digits, - and _, as the shopper types them (the basket upper-cases). */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/;
export const DISCOUNT_CODE_MIN_LENGTH = 3;
export { DISCOUNT_CODE_MAX_LENGTH };

/** Bounds of the form's numbers: percent 1–100, euros to the cent. */
export const DISCOUNT_CODE_LIMITS = {
  percent: { min: 1, max: 100 },
  /** Euros taken off; more than 0. */
  amount: { max: 10_000 },
  min_amount: { max: 100_000 },
  max_uses: { min: 1, max: 1_000_000 },
} as const;

/** A Paris wall-clock minute, YYYY-MM-DDTHH:MM (what the shop's staff read on the shop's clock). */
export const PARIS_DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** What staff fill in to create or edit a code. */
export const discountCodeFormSchema = lazy(() =>
  z.object({
    code: z.string().check(z.maxLength(100)),
    kind: z.enum(DISCOUNT_KINDS),
    /** A percentage (percent), euros (amount); not read for free shipping. */
    value: z.number(),
    /** Euros of products the basket needs (0: none). */
    min_amount: z.number(),
    /** Paris time, YYYY-MM-DDTHH:MM; null: from now on / with no end. The end is the first minute it no longer works. */
    starts_at: z.nullable(z.string().check(z.maxLength(40))),
    ends_at: z.nullable(z.string().check(z.maxLength(40))),
    /** Once per customer: the code then needs a customer account (SPEC: the basket says so). */
    once_per_customer: z.boolean(),
    /** Uses in all, by everyone; null: no limit. */
    max_uses: z.nullable(z.number()),
  }),
);
export type DiscountCodeForm = z.infer<typeof discountCodeFormSchema>;

export const DISCOUNT_CODE_PROBLEMS = [
  'code_format',
  'percent_range',
  'amount_range',
  'min_amount_range',
  'date_invalid',
  'end_before_start',
  'max_uses_range',
] as const;
export type DiscountCodeProblem = (typeof DISCOUNT_CODE_PROBLEMS)[number];

const hasCents = (euros: number) => Number.isFinite(euros) && Math.abs(Math.round(euros * 100) - euros * 100) < 1e-6;

/** A real calendar minute in the YYYY-MM-DDTHH:MM shape (no 31 February, no 24:00). */
export function isParisDateTime(text: string): boolean {
  const m = PARIS_DATE_TIME_PATTERN.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute] = m.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60;
}

/**
 * What is wrong with a code's form, field by field (none: it may be saved). The one home of these
 * rules: the api refuses with them, the back office's form shows them before asking.
 */
export function discountCodeProblems(form: DiscountCodeForm): { field: keyof DiscountCodeForm; problem: DiscountCodeProblem }[] {
  const problems: { field: keyof DiscountCodeForm; problem: DiscountCodeProblem }[] = [];
  const code = normaliseDiscountCode(form.code);
  if (code.length < DISCOUNT_CODE_MIN_LENGTH || code.length > DISCOUNT_CODE_MAX_LENGTH || !DISCOUNT_CODE_PATTERN.test(code)) {
    problems.push({ field: 'code', problem: 'code_format' });
  }
  const { percent, amount, min_amount, max_uses } = DISCOUNT_CODE_LIMITS;
  if (form.kind === 'percent' && !(Number.isInteger(form.value) && form.value >= percent.min && form.value <= percent.max)) {
    problems.push({ field: 'value', problem: 'percent_range' });
  }
  if (form.kind === 'amount' && !(hasCents(form.value) && form.value > 0 && form.value <= amount.max)) {
    problems.push({ field: 'value', problem: 'amount_range' });
  }
  if (!(hasCents(form.min_amount) && form.min_amount >= 0 && form.min_amount <= min_amount.max)) {
    problems.push({ field: 'min_amount', problem: 'min_amount_range' });
  }
  const startOk = form.starts_at === null || isParisDateTime(form.starts_at);
  const endOk = form.ends_at === null || isParisDateTime(form.ends_at);
  if (!startOk) problems.push({ field: 'starts_at', problem: 'date_invalid' });
  if (!endOk) problems.push({ field: 'ends_at', problem: 'date_invalid' });
  // Same shape, so the texts sort as the minutes they name.
  if (startOk && endOk && form.starts_at !== null && form.ends_at !== null && form.ends_at <= form.starts_at) {
    problems.push({ field: 'ends_at', problem: 'end_before_start' });
  }
  if (form.max_uses !== null && !(Number.isInteger(form.max_uses) && form.max_uses >= max_uses.min && form.max_uses <= max_uses.max)) {
    problems.push({ field: 'max_uses', problem: 'max_uses_range' });
  }
  return problems;
}

/** Where a code stands now, the basket's first checks in their order (api/src/discounts/rules.ts). */
export const DISCOUNT_CODE_STATES = ['active', 'disabled', 'not_yet_valid', 'expired', 'used_up'] as const;
export type DiscountCodeState = (typeof DISCOUNT_CODE_STATES)[number];

export const adminDiscountCodeSchema = lazy(() =>
  z.object({
    id: int(),
    code: z.string(),
    kind: z.enum(DISCOUNT_KINDS),
    /** A percentage, euros, or 0 for free shipping. */
    value: z.number(),
    min_amount: eurosSchema,
    /** ISO instants (UTC); the back office shows them in Paris time. */
    starts_at: z.nullable(z.string()),
    ends_at: z.nullable(z.string()),
    once_per_customer: z.boolean(),
    max_uses: z.nullable(int()),
    /** Orders that used it and were not cancelled. */
    uses: int(),
    state: z.enum(DISCOUNT_CODE_STATES),
    disabled_at: z.nullable(z.string()),
    created_at: z.string(),
  }),
);
export type AdminDiscountCode = z.infer<typeof adminDiscountCodeSchema>;

export const discountCodeListSchema = lazy(() => z.object({ codes: z.array(adminDiscountCodeSchema) }));
export type DiscountCodeList = z.infer<typeof discountCodeListSchema>;

/** The orders that used a code, newest first (at most DISCOUNT_CODE_ORDERS_SHOWN). */
export const DISCOUNT_CODE_ORDERS_SHOWN = 100;

export const discountCodeOrderSchema = lazy(() => z.extend(orderSummarySchema, { amount_discount: eurosSchema }));
export type DiscountCodeOrder = z.infer<typeof discountCodeOrderSchema>;

export const discountCodeDetailSchema = lazy(() =>
  z.object({
    code: adminDiscountCodeSchema,
    orders: z.array(discountCodeOrderSchema),
  }),
);
export type DiscountCodeDetail = z.infer<typeof discountCodeDetailSchema>;
