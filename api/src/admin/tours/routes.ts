import type { Lang } from '@nougaterie/contracts';
import { addDays, daysBetween, parisDay, parisInstant } from '@nougaterie/contracts/rules';
import {
  ADMIN_SLOTS_MAX_DAYS,
  bookingPaymentTakenSchema,
  dayCloseRequestSchema,
  slotCloseRequestSchema,
  tourFormSchema,
  tourProblems,
  tourSlotsQuerySchema,
  type AdminBooking,
  type AdminSlots,
  type AdminTours,
  type SlotClosed,
  type TourDay,
  type TourForm,
  type TourSaved,
} from '@nougaterie/contracts/admin';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../http/errors.js';
import { orEmpty } from '../../http/validate.js';
import type { HostedPaymentProvider } from '../../payment/hosted/provider.js';
import type { CardProvider } from '../../payment/card-provider.js';
import { refundCancelledBooking } from '../../tours/refund.js';
import { holdsSeats } from '../../tours/queries.js';
import { tourBookings, tours, tourSlots, type TourRow } from '../../tours/schema.js';
import { recordAudit } from '../audit.js';
import { requireStaff } from '../guard.js';
import { cancelOne, closeSlots, reopenSlots, takePayment } from './close.js';
import { dayBounds, loadSlots, toAdminBooking, toAdminSlot, toAdminTour } from './mapping.js';
import { tm } from './messages.js';
import { applyTimetable } from './timetable.js';
import { omit } from '../../omit.js';

export interface AdminTourRoutesOptions {
  db: Db;
  cards: CardProvider;
  /** The hosted page's provider (issue #24): a booking paid there is refunded through it. */
  hosted?: HostedPaymentProvider;
  /** Where the links in the visitors' mails point. */
  siteUrl: string;
}

const ID = /^[1-9]\d{0,9}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What the audit log keeps of a tour: what staff can edit. */
function audited(row: TourRow) {
  return omit(toAdminTour(row), 'id', 'slug', 'active', 'guided', 'exclusive', 'lead_days');
}

function columnsOf(form: TourForm) {
  return {
    nameFr: form.name_fr.trim(),
    nameEn: form.name_en.trim(),
    summaryFr: form.summary_fr.trim(),
    summaryEn: form.summary_en.trim(),
    audienceFr: form.audience_fr.trim(),
    audienceEn: form.audience_en.trim(),
    durationMinutes: form.duration_minutes,
    capacity: form.capacity,
    maxParty: form.max_party,
    pricing: form.pricing,
    // Weekdays and times in order, so the timetable reads the same however it was typed.
    schedule: form.schedule.map((season) => ({
      from: season.from,
      to: season.to,
      weekdays: [...season.weekdays].sort((a, b) => a - b),
      times: [...season.times].sort(),
      ...(season.minutes === undefined ? {} : { minutes: season.minutes }),
    })),
  };
}

/**
 * The back office's tours: texts, prices, capacity and timetable; slots and days closed and
 * reopened; the guide's day list; payments taken at the shop; bookings cancelled by the shop.
 * Every write has its audit line in its transaction and empties the public answers cache, so the
 * site shows it within the cache's 2 s on every replica (the slots calls are read live).
 */
export async function adminTourRoutes(app: FastifyInstance, { db, cards, hosted, siteUrl }: AdminTourRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const idOf = (request: FastifyRequest, name: string, notFound: (lang: Lang) => HttpError): number => {
    const value = (request.params as Record<string, string>)[name];
    if (!ID.test(value) || Number(value) > 2_147_483_647) throw notFound(request.lang);
    return Number(value);
  };
  const tourNotFound = (lang: Lang) => new HttpError(404, tm(lang, 'tourNotFound'), 'TOUR_NOT_FOUND');
  const slotNotFound = (lang: Lang) => new HttpError(404, tm(lang, 'slotNotFound'), 'SLOT_NOT_FOUND');
  const bookingNotFound = (lang: Lang) => new HttpError(404, tm(lang, 'bookingNotFound'), 'BOOKING_NOT_FOUND');

  function dayOf(request: FastifyRequest): string {
    const { day } = request.params as { day: string };
    if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
      throw new HttpError(400, tm(request.lang, 'dayInvalid'), 'DAY_INVALID');
    }
    return day;
  }

  function readForm(request: FastifyRequest, form: TourForm): TourForm {
    const problems = tourProblems(form);
    if (problems.length) {
      const sentences = [...new Set(problems.map(({ problem }) => tm(request.lang, 'tourProblem', { problem })))];
      throw new HttpError(400, sentences.join(' '), 'VALIDATION');
    }
    return form;
  }

  /** Asks the card refunds of bookings the shop cancelled, after the cancellation committed. */
  async function refund(request: FastifyRequest, ids: number[]): Promise<number> {
    let refunded = 0;
    for (const id of ids) {
      const outcome = await refundCancelledBooking(db, { cards, hosted }, id).catch((error: unknown) => {
        request.log.error({ err: error, booking: id }, 'booking refund not made; left due');
        return 'due' as const;
      });
      if (outcome === 'refunded') refunded += 1;
    }
    return refunded;
  }

  async function slotsAnswer(ids: number[], lang: Lang) {
    return (await loadSlots(db, { ids })).map(({ tour, slot, taken }) => toAdminSlot(tour, slot, taken, lang));
  }

  api.get('/api/admin/tours', async (request): Promise<AdminTours> => {
    requireStaff(request);
    const rows = await db.select().from(tours).orderBy(asc(tours.position), asc(tours.id));
    return { tours: rows.map(toAdminTour) };
  });

  // The session, then what the path names (404, or 400 for a day that is not one), before the body.
  const staffAnd = (check: (request: FastifyRequest) => unknown) => async (request: FastifyRequest) => {
    requireStaff(request);
    await check(request);
  };
  api.post(
    '/api/admin/tours/:id',
    { preValidation: staffAnd((request) => idOf(request, 'id', tourNotFound)), schema: { body: orEmpty(tourFormSchema) } },
    async (request): Promise<TourSaved> => {
      const member = requireStaff(request);
      const id = idOf(request, 'id', tourNotFound);
      const form = readForm(request, request.body);
      const saved = await inTransaction(db, async (tx) => {
        const [before] = await tx.select().from(tours).where(eq(tours.id, id)).for('update');
        if (!before) throw tourNotFound(request.lang);
        const [after] = await tx.update(tours).set(columnsOf(form)).where(eq(tours.id, id)).returning();
        const change = await applyTimetable(tx, after, request.lang);
        await recordAudit(tx, {
          staffId: member.id,
          action: 'tour.update',
          target: `tour:${id}`,
          before: audited(before),
          after: { ...audited(after), slots_added: change.added, slots_removed: change.removed, slots_kept: change.kept.map((k) => k.id) },
        });
        return { after, change };
      });
      app.publicAnswers.invalidate();
      return {
        tour: toAdminTour(saved.after),
        slots_added: saved.change.added,
        slots_removed: saved.change.removed,
        slots_kept: saved.change.kept.map((k) => ({ id: k.id, starts_at: k.startsAt.toISOString(), seats_taken: k.seatsTaken })),
      };
    },
  );

  api.get(
    '/api/admin/tours/:id/slots',
    { preValidation: staffAnd((request) => idOf(request, 'id', tourNotFound)), schema: { querystring: tourSlotsQuerySchema } },
    async (request): Promise<AdminSlots> => {
      const id = idOf(request, 'id', tourNotFound);
      const query = request.query;
      const from = query.from ?? parisDay(new Date());
      const to = query.to ?? addDays(from, 13);
      const span = daysBetween(from, to);
      if (span < 0 || span >= ADMIN_SLOTS_MAX_DAYS) {
        throw new HttpError(400, tm(request.lang, 'slotsRange', { max: ADMIN_SLOTS_MAX_DAYS }), 'SLOTS_RANGE');
      }
      const [tour] = await db.select({ id: tours.id }).from(tours).where(eq(tours.id, id));
      if (!tour) throw tourNotFound(request.lang);
      const rows = await loadSlots(db, { tourId: id, from: parisInstant(from), to: parisInstant(addDays(to, 1)) });
      return { from, to, slots: rows.map(({ tour: row, slot, taken }) => toAdminSlot(row, slot, taken, request.lang)) };
    },
  );

  api.get('/api/admin/tours/days/:day', async (request): Promise<TourDay> => {
    requireStaff(request);
    const day = dayOf(request);
    const slots = await loadSlots(db, dayBounds(day));
    const ids = slots.map(({ slot }) => slot.id);
    const bookings = ids.length
      ? await db
          .select()
          .from(tourBookings)
          .where(and(inArray(tourBookings.slotId, ids), holdsSeats))
          .orderBy(asc(tourBookings.contactLastname), asc(tourBookings.contactFirstname), asc(tourBookings.id))
      : [];
    return {
      day,
      slots: slots.map(({ tour, slot, taken }) => ({
        ...toAdminSlot(tour, slot, taken, request.lang),
        bookings: bookings.filter((row) => row.slotId === slot.id).map(toAdminBooking),
      })),
    };
  });

  api.post(
    '/api/admin/tours/slots/:id/close',
    { preValidation: staffAnd((request) => idOf(request, 'id', slotNotFound)), schema: { body: orEmpty(slotCloseRequestSchema) } },
    async (request): Promise<SlotClosed> => {
      const member = requireStaff(request);
      const id = idOf(request, 'id', slotNotFound);
      const input = request.body;
      const [slot] = await db.select({ id: tourSlots.id }).from(tourSlots).where(eq(tourSlots.id, id));
      if (!slot) throw slotNotFound(request.lang);
      const outcome = await closeSlots(
        db,
        [id],
        { bookings: input.bookings ?? null, moveTo: input.move_to ?? null },
        { staffId: member.id, lang: request.lang, siteUrl, target: `slot:${id}` },
      );
      app.publicAnswers.invalidate();
      const refunded = await refund(request, outcome.toRefund);
      return { slots: await slotsAnswer([id], request.lang), moved: outcome.moved, cancelled: outcome.cancelled, refunded };
    },
  );

  api.post('/api/admin/tours/slots/:id/reopen', async (request): Promise<SlotClosed> => {
    const member = requireStaff(request);
    const id = idOf(request, 'id', slotNotFound);
    const [slot] = await db.select({ id: tourSlots.id }).from(tourSlots).where(eq(tourSlots.id, id));
    if (!slot) throw slotNotFound(request.lang);
    await reopenSlots(db, [id], { staffId: member.id, lang: request.lang, target: `slot:${id}` });
    app.publicAnswers.invalidate();
    return { slots: await slotsAnswer([id], request.lang), moved: 0, cancelled: 0, refunded: 0 };
  });

  /** The day's coming slots, of every tour or of one. */
  async function daySlots(request: FastifyRequest, day: string, tourId: number | null, closed: boolean): Promise<number[]> {
    if (tourId !== null) {
      const [tour] = await db.select({ id: tours.id }).from(tours).where(eq(tours.id, tourId));
      if (!tour) throw tourNotFound(request.lang);
    }
    const { from, to } = dayBounds(day);
    const rows = await loadSlots(db, { from, to, ...(tourId === null ? {} : { tourId }) });
    const now = new Date();
    return rows.filter(({ slot }) => slot.startsAt > now && (slot.closedAt !== null) === closed).map(({ slot }) => slot.id);
  }

  api.post(
    '/api/admin/tours/days/:day/close',
    {
      preValidation: staffAnd((request) => {
        dayOf(request);
        // A day's bookings cannot be moved (to which slot?): said as such, not as an invalid choice.
        const body = (request.body ?? {}) as { bookings?: unknown };
        if (body.bookings === 'move') throw new HttpError(400, tm(request.lang, 'dayMoveRefused'), 'DAY_MOVE_REFUSED');
      }),
      schema: { body: orEmpty(dayCloseRequestSchema) },
    },
    async (request): Promise<SlotClosed> => {
      const member = requireStaff(request);
      const day = dayOf(request);
      const input = request.body;
      const ids = await daySlots(request, day, input.tour_id ?? null, false);
      const outcome = await closeSlots(
        db,
        ids,
        { bookings: input.bookings ?? null, moveTo: null },
        { staffId: member.id, lang: request.lang, siteUrl, target: `day:${day}${input.tour_id ? `:tour:${input.tour_id}` : ''}` },
      );
      app.publicAnswers.invalidate();
      const refunded = await refund(request, outcome.toRefund);
      return { slots: await slotsAnswer(outcome.slotIds, request.lang), moved: 0, cancelled: outcome.cancelled, refunded };
    },
  );

  api.post(
    '/api/admin/tours/days/:day/reopen',
    { preValidation: staffAnd(dayOf), schema: { body: orEmpty(dayCloseRequestSchema) } },
    async (request): Promise<SlotClosed> => {
      const member = requireStaff(request);
      const day = dayOf(request);
      const input = request.body;
      const ids = await daySlots(request, day, input.tour_id ?? null, true);
      const reopened = await reopenSlots(db, ids, {
        staffId: member.id,
        lang: request.lang,
        target: `day:${day}${input.tour_id ? `:tour:${input.tour_id}` : ''}`,
      });
      app.publicAnswers.invalidate();
      return { slots: await slotsAnswer(reopened, request.lang), moved: 0, cancelled: 0, refunded: 0 };
    },
  );

  async function bookingId(request: FastifyRequest): Promise<number> {
    const id = idOf(request, 'id', bookingNotFound);
    const [row] = await db.select({ id: tourBookings.id }).from(tourBookings).where(eq(tourBookings.id, id));
    if (!row) throw bookingNotFound(request.lang);
    return id;
  }
  const bookingAnswer = async (id: number): Promise<AdminBooking> => toAdminBooking((await db.select().from(tourBookings).where(eq(tourBookings.id, id)))[0]);

  api.post(
    '/api/admin/tours/bookings/:id/payment',
    { preValidation: staffAnd(bookingId), schema: { body: orEmpty(bookingPaymentTakenSchema) } },
    async (request): Promise<AdminBooking> => {
      const member = requireStaff(request);
      // The booking was found before the body was checked (staffAnd(bookingId)).
      const id = idOf(request, 'id', bookingNotFound);
      const input = request.body;
      await takePayment(db, id, input.means, { staffId: member.id, lang: request.lang });
      return bookingAnswer(id);
    },
  );

  api.post('/api/admin/tours/bookings/:id/cancel', async (request): Promise<AdminBooking> => {
    const member = requireStaff(request);
    const id = await bookingId(request);
    const due = await cancelOne(db, id, { staffId: member.id, lang: request.lang, siteUrl });
    app.publicAnswers.invalidate();
    if (due) await refund(request, [id]);
    return bookingAnswer(id);
  });
}
