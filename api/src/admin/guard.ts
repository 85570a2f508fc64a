import type { StaffRole } from '@nougaterie/contracts/admin';
import { and, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashToken } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { HttpError } from '../http/errors.js';
import { at } from './messages.js';
import { staff, staffSessions, type StaffRow } from './schema.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member whose live session the bearer token opens, on /api/admin/* only. */
    staff: StaffRow | null;
  }
}

/** base64url of 32 bytes, as the customers' tokens: anything else skips the database. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function bearer(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}

/** The member of a live session: not expired, not revoked, the member enrolled and not disabled. */
export async function findSessionStaff(db: Db, token: string): Promise<StaffRow | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const [row] = await db
    .select(getTableColumns(staff))
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, sql`now()`), isNull(staff.disabledAt)),
    );
  return row;
}

/**
 * Resolves request.staff on the back office's calls. The staff token comes only in the
 * Authorization header (never a cookie: the shop's pages cannot send it by accident); a
 * customer's token is not a staff token and opens nothing here.
 */
export function registerRequestStaff(app: FastifyInstance, db: Db): void {
  app.decorateRequest('staff', null);
  // Before the route's schema is checked (preValidation): a call without a session is refused
  // as such whatever its body.
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/admin/')) return;
    const token = bearer(request);
    request.staff = token ? ((await findSessionStaff(db, token)) ?? null) : null;
  });
}

/**
 * The staff member behind the call, or a refusal: 401 without a session (or a dead one), 403 to a
 * customer's session (logged in to the shop, not to the back office) and to staff asking an
 * owner's call.
 */
export function requireStaff(request: FastifyRequest, role: StaffRole = 'staff'): StaffRow {
  const member = request.staff;
  if (!member) {
    if (request.user) throw new HttpError(403, at(request.lang, 'staffOnly'), 'STAFF_ONLY');
    const token = bearer(request);
    throw token
      ? new HttpError(401, at(request.lang, 'staffSessionExpired'), 'STAFF_SESSION_EXPIRED')
      : new HttpError(401, at(request.lang, 'staffAuthRequired'), 'STAFF_AUTH_REQUIRED');
  }
  if (role === 'owner' && member.role !== 'owner') throw new HttpError(403, at(request.lang, 'ownerOnly'), 'OWNER_ONLY');
  return member;
}

/** A route option: every handler of a back-office plugin checks the session before anything else. */
export const staffOnly =
  (role: StaffRole = 'staff') =>
  async (request: FastifyRequest): Promise<void> => {
    requireStaff(request, role);
  };
