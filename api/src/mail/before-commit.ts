import type { Db } from '../db/client.js';

/**
 * `db` whose every transaction runs `before(tx, result)` last, just before it commits (`result` is
 * what the transaction's work answered). A module that changes an order or a booking in its own
 * transactions then has the mails those changes cause queued in the same transactions, without
 * knowing of mails: they are sent if and only if the change is committed. Savepoints (a
 * transaction inside one) run nothing of their own.
 */
export function beforeEachCommit(db: Db, before: (tx: Db, result: unknown) => Promise<void>): Db {
  const transaction = <T>(work: (tx: Db) => Promise<T>, config?: Parameters<Db['transaction']>[1]): Promise<T> =>
    db.transaction(async (tx) => {
      const result = await work(tx);
      await before(tx, result);
      return result;
    }, config);
  return Object.create(db, { transaction: { value: transaction } }) as Db;
}
