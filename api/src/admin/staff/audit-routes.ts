import { auditQuerySchema, type AuditPage } from '@nougaterie/contracts/admin';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { staffOnly } from '../guard.js';
import { auditLog, staff } from '../schema.js';

export interface AuditReadOptions {
  db: Db;
}

export const AUDIT_PAGE_SIZE = 50;

export async function auditRoutes(app: FastifyInstance, { db }: AuditReadOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/admin/audit', { preValidation: staffOnly('owner'), schema: { querystring: auditQuerySchema } }, async (request): Promise<AuditPage> => {
    const query = request.query;
    const page = Number(query.page ?? '1');
    const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(auditLog);
    const rows = await db
      .select({
        id: auditLog.id,
        at: auditLog.createdAt,
        action: auditLog.action,
        target: auditLog.target,
        before: auditLog.before,
        after: auditLog.after,
        staffId: staff.id,
        staffName: staff.name,
        staffEmail: staff.email,
      })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.staffId))
      // Lines of one transaction share its time: the id keeps them in the order they were written.
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE);
    return {
      entries: rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        staff: row.staffId === null ? null : { id: row.staffId, name: row.staffName!, email: row.staffEmail! },
        action: row.action,
        target: row.target,
        before: row.before,
        after: row.after,
      })),
      page,
      pages: Math.max(1, Math.ceil(Number(total) / AUDIT_PAGE_SIZE)),
    };
  });
}
