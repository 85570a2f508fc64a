import {
  BOOKING_HOLD_MINUTES,
  hostedPaymentRequestSchema,
  type HostedPaymentResponse,
  type HostedSessionState,
  type WebhookReceived,
} from '@nougaterie/contracts';
import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireOwnBasket } from '../../basket/access.js';
import { lockOrderOfBasket } from '../../basket/locks.js';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../http/errors.js';
import { t } from '../../http/messages.js';
import { orEmpty } from '../../http/validate.js';
import type { OrderRow } from '../../orders/schema.js';
import { bookingParamsSchema, requireOwnBooking } from '../../tours/access.js';
import { tourBookings } from '../../tours/schema.js';
import { applyNotification } from './notifications.js';
import { NotificationRefused, type HostedPaymentProvider, type HostedSession } from './provider.js';
import { hostedSessions } from './schema.js';

export interface HostedPaymentRoutesOptions {
  db: Db;
  /** The real provider (Stripe when configured); absent, the session calls answer 503. */
  hosted?: HostedPaymentProvider;
  /** The api's own address (invoice links in the paid mail). */
  publicUrl: string;
  /** The shop's front end: the provider's page returns there, the mails link there. */
  siteUrl: string;
}

/**
 * Asking the provider for a session is bounded below the call's own timeout (HANDLER_TIMEOUT_MS):
 * the order stays locked meanwhile, so that a double click waits and gets the same page.
 */
export const SESSION_CREATION_TIMEOUT_MS = 7_000;

/** The page a shopper returns to (built with the sandbox's hosted page, issue #24) and the payment step. */
export const hostedReturnUrl = (siteUrl: string, reference: string) => `${siteUrl}/boutique/paiement/retour?ref=${encodeURIComponent(reference)}`;
/**
 * Back from the provider's page without paying: the order's summary by its basket, which opens it
 * for its owner (a guest's by the id, a customer's by their login) to pay again or another way.
 */
export const hostedCancelUrl = (siteUrl: string, basketId: string) => `${siteUrl}/boutique/recapitulatif/${encodeURIComponent(basketId)}`;
export const hostedBookingReturnUrl = (siteUrl: string, reference: string) => `${siteUrl}/visites/paiement/retour?ref=${encodeURIComponent(reference)}`;
export const hostedBookingCancelUrl = (siteUrl: string) => `${siteUrl}/visites/paiement`;

/** A provider's session id (Stripe: cs_test_…, cs_live_…); anything else is no session of ours. */
const SESSION_ID = /^[\w-]{1,255}$/;

function withinTimeout<T>(call: Promise<T>, request: FastifyRequest): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const unavailable = () => new HttpError(503, t(request.lang, 'paymentProviderUnavailable'), 'PAYMENT_PROVIDER_UNAVAILABLE');
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(unavailable()), SESSION_CREATION_TIMEOUT_MS);
  });
  return Promise.race([call, timeout])
    .catch((error: unknown) => {
      if (error instanceof HttpError) throw error;
      request.log.warn({ err: error }, 'the payment provider did not open a session');
      throw unavailable();
    })
    .finally(() => clearTimeout(timer));
}

export async function hostedPaymentRoutes(app: FastifyInstance, { db, hosted, publicUrl, siteUrl }: HostedPaymentRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  function requireProvider(request: FastifyRequest): HostedPaymentProvider {
    if (!hosted) throw new HttpError(503, t(request.lang, 'hostedPaymentsUnavailable'), 'HOSTED_PAYMENTS_UNAVAILABLE');
    return hosted;
  }

  /** When the order stops holding its stock: a card order's expiry (back office settings), none for the others. */
  async function holdEnd(tx: Db, order: OrderRow): Promise<Date | undefined> {
    if (order.paymentMethod !== 'card') return undefined;
    const [setting] = await tx.select({ minutes: settings.cardPaymentExpiryMinutes }).from(settings).where(eq(settings.id, 1));
    return setting ? new Date(order.createdAt.getTime() + setting.minutes * 60_000) : undefined;
  }

  /** The order or booking (locked by the caller) a session is opened for. */
  interface Payer {
    kind: 'order' | 'booking';
    id: number;
    reference: string;
    amountCents: number;
    lang: string;
    email: string | null;
    expiresAt: Date | undefined;
    returnUrl: string;
    cancelUrl: string;
  }

  /**
   * The session of the payer's current attempt: the one already opened (a double click, a retry, a
   * page reloaded), or a new one once every earlier page failed or ran out. The amount is the
   * payer's row's, never the browser's; the payer stays locked while the provider is asked.
   */
  async function currentSession(tx: Db, provider: HostedPaymentProvider, payer: Payer, request: FastifyRequest): Promise<HostedPaymentResponse> {
    const ofPayer = payer.kind === 'order' ? eq(hostedSessions.orderId, payer.id) : eq(hostedSessions.bookingId, payer.id);
    const [ended] = await tx
      .select({ n: count() })
      .from(hostedSessions)
      .where(
        and(
          ofPayer,
          or(inArray(hostedSessions.status, ['failed', 'expired']), and(eq(hostedSessions.status, 'open'), sql`${hostedSessions.expiresAt} <= now()`)),
        ),
      );
    const idempotencyKey = `${provider.name}:${payer.kind}:${payer.reference}:attempt:${Number(ended?.n ?? 0) + 1}`;
    const [opened] = await tx.select().from(hostedSessions).where(eq(hostedSessions.idempotencyKey, idempotencyKey));
    if (opened && opened.status !== 'paid') return { url: opened.url };
    if (opened) throw notPayable(request, payer);
    const lang = payer.lang === 'en' ? 'en' : 'fr';
    const session: HostedSession = await withinTimeout(
      provider.createSession({
        purpose: { kind: payer.kind, reference: payer.reference },
        amountCents: payer.amountCents,
        currency: 'eur',
        description: t(lang, payer.kind === 'order' ? 'hostedOrderDescription' : 'hostedBookingDescription', { reference: payer.reference }),
        lang,
        email: payer.email,
        returnUrl: payer.returnUrl,
        cancelUrl: payer.cancelUrl,
        idempotencyKey,
        expiresAt: payer.expiresAt,
      }),
      request,
    );
    await tx.insert(hostedSessions).values({
      provider: provider.name,
      sessionId: session.id,
      kind: payer.kind,
      reference: payer.reference,
      ...(payer.kind === 'order' ? { orderId: payer.id } : { bookingId: payer.id }),
      amountCents: payer.amountCents,
      currency: 'eur',
      idempotencyKey,
      url: session.url,
      expiresAt: payer.expiresAt ?? null,
    });
    return { url: session.url };
  }

  const notPayable = (request: FastifyRequest, payer: { kind: 'order' | 'booking'; reference: string }) =>
    payer.kind === 'order'
      ? new HttpError(409, t(request.lang, 'orderNotPayable', { reference: payer.reference }), 'ORDER_NOT_PAYABLE')
      : new HttpError(409, t(request.lang, 'bookingNotPayable', { reference: payer.reference }), 'BOOKING_NOT_PAYABLE');

  /** A shop order's page, for the basket's owner (as the card payment: requireOwnBasket, the order locked). */
  api.post('/api/payment/hosted', { schema: { body: orEmpty(hostedPaymentRequestSchema) } }, async (request): Promise<HostedPaymentResponse> => {
    const input = request.body;
    const provider = requireProvider(request);
    const basket = await requireOwnBasket(db, request, input.basketId);
    return inTransaction(db, async (tx) => {
      const order = await lockOrderOfBasket(tx, basket.id);
      if (!order) throw new HttpError(404, t(request.lang, 'orderNotFound'), 'ORDER_NOT_FOUND');
      if (order.status !== 'awaiting_payment') throw notPayable(request, { kind: 'order', reference: order.reference });
      return currentSession(
        tx,
        provider,
        {
          kind: 'order',
          id: order.id,
          reference: order.reference,
          amountCents: order.amountTotalCents,
          lang: order.lang,
          email: order.address_billing_email ?? null,
          expiresAt: await holdEnd(tx, order),
          returnUrl: hostedReturnUrl(siteUrl, order.reference),
          cancelUrl: hostedCancelUrl(siteUrl, order.basketId),
        },
        request,
      );
    });
  });

  /**
   * A tour booking's page, for its owner (requireOwnBooking: the customer, or the booking's token),
   * while its places are held or it awaits its money; the page ends with the hold.
   */
  api.post('/api/visits/bookings/:id/hosted', { schema: { params: bookingParamsSchema } }, async (request): Promise<HostedPaymentResponse> => {
    const details = await requireOwnBooking(db, request, request.params.id);
    const provider = requireProvider(request);
    return inTransaction(db, async (tx) => {
      const [locked] = await tx
        .select({ row: tourBookings, holdRunning: sql<boolean>`${tourBookings.holdExpiresAt} > now()` })
        .from(tourBookings)
        .where(eq(tourBookings.id, details.booking.id))
        .for('update');
      const { row } = locked;
      if (row.status === 'expired' || (row.status === 'held' && !locked.holdRunning)) {
        throw new HttpError(409, t(request.lang, 'holdExpired', { minutes: BOOKING_HOLD_MINUTES }), 'HOLD_EXPIRED');
      }
      if ((row.status !== 'held' && row.status !== 'awaiting_payment') || row.amountCents <= 0) {
        throw notPayable(request, { kind: 'booking', reference: row.reference });
      }
      return currentSession(
        tx,
        provider,
        {
          kind: 'booking',
          id: row.id,
          reference: row.reference,
          amountCents: row.amountCents,
          lang: row.lang,
          email: row.contactEmail,
          expiresAt: row.status === 'held' && row.holdExpiresAt ? row.holdExpiresAt : undefined,
          returnUrl: hostedBookingReturnUrl(siteUrl, row.reference),
          cancelUrl: hostedBookingCancelUrl(siteUrl),
        },
        request,
      );
    });
  });

  /** What the return page shows: the session's state and what it pays, nothing personal. */
  app.get<{ Params: { sessionId: string } }>('/api/payment/hosted/:sessionId', async (request): Promise<HostedSessionState> => {
    const provider = requireProvider(request);
    const { sessionId } = request.params;
    const notFound = () => new HttpError(404, t(request.lang, 'hostedSessionNotFound'), 'HOSTED_SESSION_NOT_FOUND');
    if (!SESSION_ID.test(sessionId)) throw notFound();
    const [row] = await db
      .select({ status: hostedSessions.status, reference: hostedSessions.reference, kind: hostedSessions.kind })
      .from(hostedSessions)
      .where(and(eq(hostedSessions.provider, provider.name), eq(hostedSessions.sessionId, sessionId)));
    if (!row) throw notFound();
    return row;
  });

  // The webhook reads its body as the provider sent it (the signature covers those bytes): its own
  // encapsulated plugin takes a JSON body as a Buffer, the other routes keep their JSON parsing.
  // Any other type is refused (415), as on every call of the api: no form can post here.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    webhook.post<{ Params: { provider: string } }>('/api/payment/webhook/:provider', async (request): Promise<WebhookReceived> => {
      if (!hosted || request.params.provider !== hosted.name) {
        throw new HttpError(400, t(request.lang, 'unknownPaymentProvider'), 'UNKNOWN_PAYMENT_PROVIDER');
      }
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers[hosted.signatureHeader];
      let notification;
      try {
        notification = hosted.readNotification(raw, typeof header === 'string' ? header : undefined);
      } catch (error) {
        if (error instanceof NotificationRefused) {
          request.log.warn({ reason: error.reason, detail: error.message }, 'payment notification refused');
          throw new HttpError(400, t(request.lang, 'notificationRefused'), error.reason === 'signature' ? 'NOTIFICATION_SIGNATURE' : 'NOTIFICATION_PAYLOAD');
        }
        throw error;
      }
      try {
        const done = await applyNotification(db, hosted.name, notification, { siteUrl, apiUrl: publicUrl, log: request.log });
        request.log.info({ eventId: notification.eventId, type: notification.type, ...done }, 'payment notification');
      } catch (error) {
        // Whatever failed, nothing was committed: the provider is told to send it again later.
        request.log.error({ err: error, eventId: notification.eventId }, 'payment notification not recorded');
        throw new HttpError(503, t(request.lang, 'paymentEventNotRecorded'), 'PAYMENT_EVENT_NOT_RECORDED');
      }
      return { received: true };
    });
  });
}
