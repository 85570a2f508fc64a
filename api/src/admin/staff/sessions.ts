import { STAFF_SESSION_HOURS, type StaffSession } from '@nougaterie/contracts/admin';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashToken } from '../../auth/tokens.js';
import type { Db } from '../../db/client.js';
import { staffSessions, type StaffRow } from '../schema.js';
import { liveSession, toStaffMember } from './accounts.js';

/** Opens a 12 h session: the token goes to the member once, only its hash is kept. */
export async function openStaffSession(tx: Db, member: StaffRow): Promise<StaffSession> {
  const token = randomBytes(32).toString('base64url');
  // Expiry from the database clock, so every api replica agrees on it.
  const [row] = await tx
    .insert(staffSessions)
    .values({ staffId: member.id, tokenHash: hashToken(token), expiresAt: sql`now() + make_interval(hours => ${STAFF_SESSION_HOURS})` })
    .returning({ expiresAt: staffSessions.expiresAt });
  return { token, expires_at: row.expiresAt.toISOString(), staff: toStaffMember(member) };
}

/** Closes every live session of a member; how many were open. */
export async function closeStaffSessions(tx: Db, staffId: number): Promise<number> {
  const closed = await tx
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.staffId, staffId), liveSession()))
    .returning({ id: staffSessions.id });
  return closed.length;
}

export async function closeStaffSession(db: Db, token: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt)));
}
