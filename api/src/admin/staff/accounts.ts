import type { StaffAccount, StaffMember } from '@nougaterie/contracts/admin';
import { and, asc, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staff, staffSessions, type StaffRow } from '../schema.js';

export function toStaffMember(row: StaffRow): StaffMember {
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

/** A session that still opens the back office. */
export const liveSession = () => and(isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, sql`now()`));

export function toStaffAccount(row: StaffRow & { openSessions: number }): StaffAccount {
  return {
    ...toStaffMember(row),
    enrolled: row.enrolledAt !== null,
    disabled: row.disabledAt !== null,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    open_sessions: Number(row.openSessions),
  };
}

/** The team, oldest member first; one member when `id` is given. */
export async function staffAccounts(db: Db, id?: number): Promise<StaffAccount[]> {
  const rows = await db
    .select({ ...getTableColumns(staff), openSessions: sql<number>`count(${staffSessions.id})::int` })
    .from(staff)
    .leftJoin(staffSessions, and(eq(staffSessions.staffId, staff.id), liveSession()))
    .where(id === undefined ? undefined : eq(staff.id, id))
    .groupBy(staff.id)
    .orderBy(asc(staff.id));
  return rows.map(toStaffAccount);
}

/**
 * What the audit log keeps of a member: who and in what state, never the password hash, the
 * TOTP secret or a link's token.
 */
export function auditedMember(account: StaffAccount) {
  return {
    email: account.email,
    name: account.name,
    role: account.role,
    enrolled: account.enrolled,
    disabled: account.disabled,
    open_sessions: account.open_sessions,
  };
}
