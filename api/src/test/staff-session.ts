import type { StaffRole } from '@nougaterie/contracts/admin';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { staff, staffSessions } from '../admin/schema.js';
import { hashToken } from '../auth/tokens.js';
import type { Db } from '../db/client.js';

let made = 0;

/**
 * An enrolled staff member with a live session, written straight into the tables: the back
 * office's order, stock and customer calls are tested apart from the login and its second factor
 * (test/staff.ts enrols through the api). Answers the bearer headers and the member's id.
 */
export async function staffSession(
  db: Db,
  role: StaffRole = 'staff',
  name = `Équipe ${role} ${++made}`,
): Promise<{ id: number; name: string; token: string; headers: Record<string, string> }> {
  made += 1;
  const [member] = await db
    .insert(staff)
    .values({
      email: `staff-session-${made}-${Date.now()}@nougaterie.test`,
      name,
      role,
      passwordHash: 'not-used-by-these-tests',
      totpSecret: 'JBSWY3DPEHPK3PXP',
      enrolledAt: new Date(),
    })
    .returning({ id: staff.id });
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({ staffId: member.id, tokenHash: hashToken(token), expiresAt: sql`now() + interval '12 hours'` });
  return { id: member.id, name, token, headers: { authorization: `Bearer ${token}` } };
}
