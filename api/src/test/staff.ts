import { enrolmentDoneSchema, enrolmentSchema, type StaffRole } from '@nougaterie/contracts/admin';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { staff } from '../admin/schema.js';
import { inviteStaff } from '../admin/staff/invitations.js';
import { inTransaction } from '../db/transaction.js';
import type { TestApp } from './app.js';

export const STAFF_PASSWORD = 'nougat-noir-au-miel-84';

/** The code the member's app shows now, or `steps` periods of 30 s later (or earlier). */
export function totpCode(secret: string, steps = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });
}

export interface EnrolledStaff {
  id: number;
  email: string;
  role: StaffRole;
  secret: string;
  token: string;
  recoveryCodes: string[];
  headers: Record<string, string>;
}

/** A link to enrol with, as the command or an owner's invitation gives it. */
export async function inviteToken(t: TestApp, email: string, role: StaffRole = 'staff'): Promise<string> {
  const invitation = await inTransaction(t.database.db, (tx) => inviteStaff(tx, email, role, null));
  if (!invitation) throw new Error(`${email} is already on the team`);
  return invitation.token;
}

/** Enrols through the api, as a member would with their link and app; their session is open. */
export async function enrolWithToken(t: TestApp, token: string, name = 'Louise Tardieu'): Promise<EnrolledStaff> {
  const shown = await t.app.inject({ method: 'GET', url: `/api/admin/enrolment/${token}` });
  if (shown.statusCode !== 200) throw new Error(`enrolment link refused: ${shown.statusCode} ${shown.body}`);
  const { secret, email, role } = enrolmentSchema.parse(shown.json());
  const done = await t.app.inject({
    method: 'POST',
    url: `/api/admin/enrolment/${token}`,
    payload: { name, password: STAFF_PASSWORD, code: totpCode(secret) },
  });
  if (done.statusCode !== 200) throw new Error(`enrolment refused: ${done.statusCode} ${done.body}`);
  const { session, recovery_codes } = enrolmentDoneSchema.parse(done.json());
  return {
    id: session.staff.id,
    email,
    role,
    secret,
    token: session.token,
    recoveryCodes: recovery_codes,
    headers: { authorization: `Bearer ${session.token}` },
  };
}

export async function enrolStaff(t: TestApp, email: string, role: StaffRole = 'staff', name?: string): Promise<EnrolledStaff> {
  return enrolWithToken(t, await inviteToken(t, email, role), name);
}

/**
 * Forgets the last code step a member used, so that a test may log them in again within the
 * same 30 s (a person would wait for the next code).
 */
export async function forgetLastCode(t: TestApp, staffId: number): Promise<void> {
  await t.database.db.update(staff).set({ totpLastStep: null }).where(eq(staff.id, staffId));
}
