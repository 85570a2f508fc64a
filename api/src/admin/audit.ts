import type { Db } from '../db/client.js';
import { auditLog } from './schema.js';

export interface AuditRecord {
  /** null for the shop's own jobs. */
  staffId: number | null;
  /** area.verb, e.g. order.status, order.refund, product.stock, customer.points, staff.invite */
  action: string;
  /** what was changed, e.g. order:NSD-2026-000012, product:14, staff:3 */
  target: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one line of the audit log in `tx`, the transaction of the change itself: a change that
 * is rolled back leaves no line, and a change that lands always has its line.
 */
export async function recordAudit(tx: Db, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: record.staffId,
    action: record.action,
    target: record.target,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}
