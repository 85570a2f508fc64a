import type { Db } from './client.js';

/**
 * Every transaction that touches a basket, its order or their payments takes its row locks in one
 * order: basket, then products (by id), discount code, customer, then order, then payment (or
 * booking, then payment), the invoice counter last (invoices/schema.ts). Two requests on one
 * basket then queue instead of deadlocking. Should PostgreSQL still end one (a deadlock, 40P01,
 * or a serialization failure, 40001), the whole transaction is run again: `work` must have no
 * effect outside the transaction.
 */
export const TRANSACTION_ATTEMPTS = 3;

const RETRYABLE_SQLSTATES = new Set(['40P01', '40001']);

export function isRetryable(error: unknown): boolean {
  // Drizzle wraps driver errors (DrizzleQueryError): the cause chain is walked.
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE_SQLSTATES.has(code)) return true;
  }
  return false;
}

export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Db));
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryable(error)) throw error;
      // A short random pause, so the two that collided do not collide again.
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
