import { z } from 'zod/mini';
import { lazy } from '../schemas/lazy.js';
import { BOOKING_STATUSES, REFUND_STATUSES, isoDateSchema, pricingSchema, quoteLineSchema, type Pricing } from '../schemas/tours.js';
import { PAYMENT_METHODS } from '../schemas/basket.js';

/*
 * The back office's tours (/api/admin/tours): each tour's texts, prices, duration, capacity and
 * weekly timetable; slots closed and reopened; the guide's list of a day's bookings; a payment
 * taken at the shop; a booking cancelled by the shop. Money in integer cents, VAT included.
 */

const int = () => z.number().check(z.int());
const text = (max: number) => z.string().check(z.maxLength(max));

/** A season of the weekly timetable: MM-DD to MM-DD (inclusive; may run over the new year). */
export const tourSeasonSchema = lazy(() =>
  z.object({
    from: text(5),
    to: text(5),
    /** 1 (Monday) to 7 (Sunday). */
    weekdays: z.array(int()).check(z.maxLength(7)),
    /** HH:MM, Paris time. */
    times: z.array(text(5)).check(z.maxLength(24)),
    /** How long a slot lasts when the tour has no duration (a walk open for a time window). */
    minutes: z.optional(int()),
  }),
);
export type TourSeasonForm = z.infer<typeof tourSeasonSchema>;

/** Bounds of the tour form. */
export const TOUR_LIMITS = {
  name: 120,
  summary: 2_000,
  audience: 500,
  /** Minutes of a visit or of an opening. */
  minutes: { min: 1, max: 1_440 },
  capacity: { min: 1, max: 1_000 },
  /** Cents, VAT included. */
  price: { max: 1_000_000 },
  seasons: 10,
} as const;

/** What staff edit of a tour. The slug, the kind of tour (guided, private) and the lead time stay as seeded. */
export const tourFormSchema = lazy(() =>
  z.object({
    name_fr: text(1_000),
    name_en: text(1_000),
    summary_fr: text(10_000),
    summary_en: text(10_000),
    audience_fr: text(10_000),
    audience_en: text(10_000),
    /** null: a self-guided walk, each season saying how long its opening lasts. */
    duration_minutes: z.nullable(int()),
    capacity: int(),
    max_party: int(),
    pricing: pricingSchema,
    schedule: z.array(tourSeasonSchema).check(z.maxLength(50)),
  }),
);
export type TourForm = z.infer<typeof tourFormSchema>;

export const TOUR_PROBLEMS = [
  'name_required',
  'text_too_long',
  'duration_range',
  'capacity_range',
  'max_party_range',
  'price_positive',
  'price_range',
  'bands_order',
  'seasons_required',
  'season_dates',
  'season_weekdays',
  'season_times',
  'season_minutes',
] as const;
export type TourProblem = (typeof TOUR_PROBLEMS)[number];
export type TourFieldProblem = { field: string; problem: TourProblem };

const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** A day of the year, MM-DD (29 February allowed: a season may name it). */
export function isMonthDay(value: string): boolean {
  const m = /^(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [month, day] = [Number(m[1]), Number(m[2])];
  return month >= 1 && month <= 12 && day >= 1 && day <= MONTH_DAYS[month - 1];
}

/** A wall-clock minute, HH:MM (00:00 to 23:59). */
export const isClockTime = (value: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

const isCount = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

function pricingProblems(pricing: Pricing): TourProblem[] {
  const max = TOUR_LIMITS.price.max;
  const amounts: { cents: number; positive: boolean }[] =
    pricing.kind === 'perPerson'
      ? // A child's price may be 0 (free under 10) or null (not admitted); an adult pays.
        [{ cents: pricing.adult, positive: true }, ...(pricing.child === null ? [] : [{ cents: pricing.child, positive: false }])]
      : pricing.kind === 'perParty'
        ? [{ cents: pricing.amount, positive: true }]
        : pricing.bands.map((band) => ({ cents: band.amount, positive: true }));
  const problems: TourProblem[] = [];
  if (amounts.some(({ cents, positive }) => Number.isInteger(cents) && cents >= 0 && positive && cents === 0)) problems.push('price_positive');
  if (amounts.some(({ cents }) => !Number.isInteger(cents) || cents < 0 || cents > max)) problems.push('price_range');
  if (pricing.kind === 'bands') {
    const ordered = pricing.bands.every((band, i) => band.min <= band.max && (i === 0 || band.min > pricing.bands[i - 1].max));
    if (!ordered) problems.push('bands_order');
  }
  return problems;
}

/**
 * What is wrong with a tour's form, field by field (none: it may be saved). The one home of these
 * rules: the api refuses with them, the back office's form shows them before asking.
 */
export function tourProblems(form: TourForm): TourFieldProblem[] {
  const problems: TourFieldProblem[] = [];
  const add = (field: string, problem: TourProblem) => problems.push({ field, problem });
  for (const field of ['name_fr', 'name_en'] as const) {
    if (!form[field].trim()) add(field, 'name_required');
    else if (form[field].length > TOUR_LIMITS.name) add(field, 'text_too_long');
  }
  for (const field of ['summary_fr', 'summary_en'] as const) if (form[field].length > TOUR_LIMITS.summary) add(field, 'text_too_long');
  for (const field of ['audience_fr', 'audience_en'] as const) if (form[field].length > TOUR_LIMITS.audience) add(field, 'text_too_long');
  const { minutes, capacity } = TOUR_LIMITS;
  if (form.duration_minutes !== null && !isCount(form.duration_minutes, minutes.min, minutes.max)) add('duration_minutes', 'duration_range');
  const capacityOk = isCount(form.capacity, capacity.min, capacity.max);
  if (!capacityOk) add('capacity', 'capacity_range');
  if (!isCount(form.max_party, 1, capacityOk ? form.capacity : capacity.max)) add('max_party', 'max_party_range');
  for (const problem of pricingProblems(form.pricing)) add('pricing', problem);
  if (form.schedule.length === 0 || form.schedule.length > TOUR_LIMITS.seasons) add('schedule', 'seasons_required');
  form.schedule.forEach((season, i) => {
    const field = `schedule.${i}`;
    if (!isMonthDay(season.from) || !isMonthDay(season.to)) add(field, 'season_dates');
    const weekdays = new Set(season.weekdays);
    if (weekdays.size === 0 || weekdays.size !== season.weekdays.length || season.weekdays.some((d) => !isCount(d, 1, 7))) add(field, 'season_weekdays');
    const times = new Set(season.times);
    if (times.size === 0 || times.size !== season.times.length || season.times.some((time) => !isClockTime(time))) add(field, 'season_times');
    if (season.minutes !== undefined ? !isCount(season.minutes, minutes.min, minutes.max) : form.duration_minutes === null) add(field, 'season_minutes');
  });
  return problems;
}

export const adminTourSchema = lazy(() =>
  z.object({
    id: int(),
    slug: z.string(),
    active: z.boolean(),
    guided: z.boolean(),
    exclusive: z.boolean(),
    lead_days: int(),
    name_fr: z.string(),
    name_en: z.string(),
    summary_fr: z.string(),
    summary_en: z.string(),
    audience_fr: z.string(),
    audience_en: z.string(),
    duration_minutes: z.nullable(int()),
    capacity: int(),
    max_party: int(),
    pricing: pricingSchema,
    schedule: z.array(tourSeasonSchema),
  }),
);
export type AdminTour = z.infer<typeof adminTourSchema>;

export const adminToursSchema = lazy(() => z.object({ tours: z.array(adminTourSchema) }));
export type AdminTours = z.infer<typeof adminToursSchema>;

/** What saving a tour did to its coming slots. */
export const tourSavedSchema = lazy(() =>
  z.object({
    tour: adminTourSchema,
    /** Slots the new timetable added. */
    slots_added: int(),
    /** Slots no longer in the timetable, with no booking: removed. */
    slots_removed: int(),
    /** Slots no longer in the timetable that hold bookings: kept, for staff to move or cancel. */
    slots_kept: z.array(z.object({ id: int(), starts_at: z.string(), seats_taken: int() })),
  }),
);
export type TourSaved = z.infer<typeof tourSavedSchema>;

/** A booking as the guide and the shop see it. */
export const adminBookingSchema = lazy(() =>
  z.object({
    id: int(),
    reference: z.string(),
    status: z.enum(BOOKING_STATUSES),
    firstname: z.string(),
    lastname: z.string(),
    phone: z.nullable(z.string()),
    email: z.nullable(z.string()),
    adults: int(),
    children: int(),
    seats: int(),
    /** The price's lines (adults, children, bands) as the booking was priced. */
    lines: z.array(quoteLineSchema),
    amount_cents: int(),
    payment_method: z.nullable(z.enum(PAYMENT_METHODS)),
    paid_at: z.nullable(z.string()),
    /** What the shop takes on the day: 0 when paid. */
    to_pay_cents: int(),
    refund: z.enum(REFUND_STATUSES),
    lang: z.string(),
  }),
);
export type AdminBooking = z.infer<typeof adminBookingSchema>;

export const adminSlotSchema = lazy(() =>
  z.object({
    id: int(),
    tour_id: int(),
    tour_name: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
    capacity: int(),
    /** Seats held by bookings (paid, to pay, or held while the visitor pays). */
    seats_taken: int(),
    closed: z.boolean(),
    /** false: the tour's timetable no longer has it (kept because it holds bookings). */
    in_timetable: z.boolean(),
  }),
);
export type AdminSlot = z.infer<typeof adminSlotSchema>;

/** GET /api/admin/tours/days/{YYYY-MM-DD}: the day's slots (Paris day) with their bookings, for the guide. */
export const tourDaySchema = lazy(() =>
  z.object({
    day: isoDateSchema,
    slots: z.array(z.extend(adminSlotSchema, { bookings: z.array(adminBookingSchema) })),
  }),
);
export type TourDay = z.infer<typeof tourDaySchema>;
export type TourDaySlot = TourDay['slots'][number];

/** A tour's slots in a range of days (GET /api/admin/tours/{id}/slots?from&to). */
export const tourSlotsQuerySchema = lazy(() => z.object({ from: z.optional(isoDateSchema), to: z.optional(isoDateSchema) }));
export type TourSlotsQuery = z.infer<typeof tourSlotsQuerySchema>;
export const adminSlotsSchema = lazy(() => z.object({ from: isoDateSchema, to: isoDateSchema, slots: z.array(adminSlotSchema) }));
export type AdminSlots = z.infer<typeof adminSlotsSchema>;
/** Longest range of one slots call, in days. */
export const ADMIN_SLOTS_MAX_DAYS = 62;

/**
 * Closing a slot that holds bookings says what becomes of them: moved to another slot of the same
 * tour with room, or cancelled (card payments refunded). Without it the api answers 409
 * SLOT_HAS_BOOKINGS and nothing changes. Each visitor is mailed in their language.
 */
export const SLOT_CLOSE_ACTIONS = ['move', 'cancel'] as const;
export type SlotCloseAction = (typeof SLOT_CLOSE_ACTIONS)[number];
export const slotCloseRequestSchema = lazy(() =>
  z.object({
    bookings: z.optional(z.nullable(z.enum(SLOT_CLOSE_ACTIONS))),
    /** The slot the bookings go to, with bookings: 'move'. */
    move_to: z.optional(z.nullable(z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)))),
  }),
);
export type SlotCloseRequest = z.infer<typeof slotCloseRequestSchema>;

/** Closing a whole day (every tour, or one): bookings can only be cancelled, each slot's to its own visitors. */
export const dayCloseRequestSchema = lazy(() =>
  z.object({
    tour_id: z.optional(z.nullable(z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)))),
    bookings: z.optional(z.nullable(z.literal('cancel'))),
  }),
);
export type DayCloseRequest = z.infer<typeof dayCloseRequestSchema>;

export const slotClosedSchema = lazy(() =>
  z.object({
    /** The slots closed (or reopened) by the call. */
    slots: z.array(adminSlotSchema),
    moved: int(),
    cancelled: int(),
    /** Card payments given back at once; the others are due (given back by hand). */
    refunded: int(),
  }),
);
export type SlotClosed = z.infer<typeof slotClosedSchema>;

/** A payment the shop took on the day of the visit. */
export const SHOP_PAYMENT_MEANS = ['cash', 'card', 'cheque'] as const;
export type ShopPaymentMeans = (typeof SHOP_PAYMENT_MEANS)[number];
export const bookingPaymentTakenSchema = lazy(() => z.object({ means: z.enum(SHOP_PAYMENT_MEANS) }));
export type BookingPaymentTaken = z.infer<typeof bookingPaymentTakenSchema>;
