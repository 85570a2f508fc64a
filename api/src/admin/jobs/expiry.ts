import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hostedSessions, orders, settings } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { queueOrderMail } from '../../orders/mails.js';
import type { CardProvider } from '../../payment/card-provider.js';
import { at } from '../messages.js';
import { moveOrder } from '../orders/move.js';

/** How often the api looks for unpaid orders to remind or cancel. */
export const ORDER_EXPIRY_EVERY_MS = 10 * 60 * 1000;
/** Orders handled by one run at most: a backlog is worked through over the next runs. */
export const EXPIRY_BATCH = 200;

export interface ExpiryContext {
  siteUrl: string;
  /** The api's own address: a card payment found on the way is mailed with its invoice link. */
  apiUrl: string;
  /** Asked what became of a card attempt left pending (see moveOrder). */
  cards: CardProvider;
  /** Awaited once after a run that put stock back on sale: the catalogue's answers, the back-in-stock mails. */
  onStockBack: () => Promise<unknown> | void;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Unpaid orders stop holding their stock: a card order awaiting payment for longer than
 * settings.card_payment_expiry_minutes, a transfer order for longer than transfer_expiry_days, are
 * cancelled with everything given back (moveOrder, as the shop's own job: staff null, the reason in
 * the history). A transfer still awaited after transfer_reminder_days gets one reminder mail. An
 * order paid at the shop waits for its customer: it never expires. Safe on several replicas at
 * once: the reminder is claimed by the statement that selects it (reminded_at set, rows others
 * hold skipped), a cancel by the order's locks (the second runner finds it cancelled and leaves
 * it). A card order whose attempt is still with the bank is left for the next run.
 */
export async function expireUnpaidOrders(db: Db, { siteUrl, apiUrl, cards, onStockBack }: ExpiryContext): Promise<{ reminded: number; cancelled: number }> {
  const [setting] = await db.select().from(settings).where(eq(settings.id, 1));
  if (!setting) return { reminded: 0, cancelled: 0 };
  const { cardPaymentExpiryMinutes: minutes, transferReminderDays: reminderDays, transferExpiryDays: expiryDays } = setting;

  const reminded = await inTransaction(db, async (tx) => {
    const claimed = await tx.execute<{ id: number; created_at: string | Date }>(sql`
      UPDATE ${orders} SET reminded_at = now()
      WHERE id IN (
        SELECT id FROM ${orders}
        WHERE status = 'awaiting_payment' AND payment_method = 'transfer' AND reminded_at IS NULL
          AND created_at < now() - make_interval(days => ${reminderDays})
          AND created_at >= now() - make_interval(days => ${expiryDays})
        ORDER BY id
        LIMIT ${EXPIRY_BATCH}
        FOR UPDATE SKIP LOCKED
      ) AND reminded_at IS NULL AND status = 'awaiting_payment'
      RETURNING id, created_at`);
    for (const row of claimed.rows) {
      const expiresAt = new Date(new Date(row.created_at).getTime() + expiryDays * DAY_MS);
      await queueOrderMail(tx, Number(row.id), 'transfer_reminder', siteUrl, { expiresAt });
    }
    return claimed.rows.length;
  });

  const due = await db
    .select({ id: orders.id, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'awaiting_payment'),
        or(
          and(
            eq(orders.paymentMethod, 'card'),
            lt(orders.createdAt, sql`now() - make_interval(mins => ${minutes})`),
            // Paid on a hosted page, the bank still to answer (a debit, Bancontact): its
            // notification, paid or failed, decides; the next run after a failure cancels.
            sql`NOT EXISTS (SELECT 1 FROM ${hostedSessions} WHERE ${hostedSessions.orderId} = ${orders.id} AND ${hostedSessions.status} = 'pending')`,
          ),
          and(eq(orders.paymentMethod, 'transfer'), lt(orders.createdAt, sql`now() - make_interval(days => ${expiryDays})`)),
        ),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(EXPIRY_BATCH);
  let cancelled = 0;
  // One order that cannot be cancelled now (the database went away mid-way, say) does not keep
  // the others holding their stock: its error is reported once the others are done.
  const failures: unknown[] = [];
  for (const order of due) {
    const payment = order.paymentMethod === 'card' ? 'card' : 'transfer';
    const detail = payment === 'card' ? at('fr', 'expiredCard', { minutes }) : at('fr', 'expiredTransfer', { days: expiryDays });
    try {
      const result = await inTransaction(db, (tx) =>
        moveOrder(tx, order.id, 'cancelled', null, { expired: { payment, detail } }, { siteUrl, apiUrl, cards, lang: 'fr' }),
      );
      if (result.moved) cancelled += 1;
    } catch (error) {
      failures.push(error);
    }
  }
  if (cancelled > 0) await onStockBack();
  if (failures.length) throw new AggregateError(failures, `${failures.length} unpaid orders not cancelled (${cancelled} were); tried again next run`);
  return { reminded, cancelled };
}
