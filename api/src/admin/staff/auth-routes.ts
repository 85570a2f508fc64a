import { staffLoginRequestSchema, TOTP_CODE_PATTERN, type StaffMember, type StaffSession } from '@nougaterie/contracts/admin';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkPassword } from '../../auth/passwords.js';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../http/errors.js';
import { orEmpty } from '../../http/validate.js';
import type { Limiter } from '../../ratelimit/limiter.js';
import { recordAudit } from '../audit.js';
import { bearer, requireStaff, staffOnly } from '../guard.js';
import { at } from '../messages.js';
import { staff, staffRecoveryCodes, type StaffRow } from '../schema.js';
import { toStaffMember } from './accounts.js';
import { hashRecoveryCode } from './recovery.js';
import { closeStaffSession, openStaffSession } from './sessions.js';
import { totpStep } from './totp.js';

export interface StaffAuthOptions {
  db: Db;
  limiter: Limiter;
}

type SecondFactor = 'totp' | 'recovery code';

/**
 * Spends the second factor, atomically: a TOTP code's step must be later than the last one
 * accepted (the conditional update lets one of two simultaneous logins with the same code win),
 * a recovery code must be unused (the same). null when it opens nothing.
 */
async function spendSecondFactor(tx: Db, member: StaffRow, code: string): Promise<SecondFactor | null> {
  if (TOTP_CODE_PATTERN.test(code)) {
    const step = totpStep(member.totpSecret, code);
    if (step === null) return null;
    const [spent] = await tx
      .update(staff)
      .set({ totpLastStep: step })
      .where(and(eq(staff.id, member.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
      .returning({ id: staff.id });
    return spent ? 'totp' : null;
  }
  const [spent] = await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(staffRecoveryCodes.staffId, member.id), eq(staffRecoveryCodes.codeHash, hashRecoveryCode(member.id, code)), isNull(staffRecoveryCodes.usedAt)),
    )
    .returning({ id: staffRecoveryCodes.id });
  return spent ? 'recovery code' : null;
}

async function recoveryCodesLeft(tx: Db, staffId: number): Promise<number> {
  const [row] = await tx
    .select({ left: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return Number(row.left);
}

export async function staffAuthRoutes(app: FastifyInstance, { db, limiter }: StaffAuthOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Staff logins are counted apart from the shop's (their own keys under the same limits), so
  // that shoppers behind the shop's connection can never lock the family out, nor the reverse.
  // Both attempts are taken before any check: parallel guesses check no more than the limit.
  api.post('/api/admin/auth/login', { schema: { body: orEmpty(staffLoginRequestSchema) } }, async (request, reply): Promise<StaffSession> => {
    const form = request.body;
    await limiter.take(request, reply, 'loginIp', `staff ${request.ip}`);
    await limiter.take(request, reply, 'loginAccount', `staff ${form.email}`);
    const refused = new HttpError(401, at(request.lang, 'staffInvalidCredentials'), 'INVALID_CREDENTIALS');

    const [found] = await db
      .select()
      .from(staff)
      .where(and(eq(staff.email, form.email), isNotNull(staff.enrolledAt), isNull(staff.disabledAt)));
    // An unknown e-mail, a member not enrolled or disabled still spends a password check (a decoy
    // one), and every refusal has one answer: the form tells nobody who is on the team.
    const member = found?.passwordHash ? found : undefined;
    if (!(await checkPassword(member?.passwordHash ?? undefined, form.password)) || !member) throw refused;
    // Only behind the right password is the second factor looked at, so that nobody without it
    // can spend the member's codes.
    const session = await inTransaction(db, async (tx) => {
      const factor = await spendSecondFactor(tx, member, form.code);
      if (!factor) return null;
      await tx
        .update(staff)
        .set({ lastLoginAt: sql`now()` })
        .where(eq(staff.id, member.id));
      await recordAudit(tx, {
        staffId: member.id,
        action: 'staff.login',
        target: `staff:${member.id}`,
        after: factor === 'totp' ? { second_factor: factor } : { second_factor: factor, recovery_codes_left: await recoveryCodesLeft(tx, member.id) },
      });
      return openStaffSession(tx, member);
    });
    if (!session) throw refused;
    await limiter.clear('loginAccount', `staff ${form.email}`);
    return session;
  });

  api.post('/api/admin/auth/logout', { preValidation: staffOnly() }, async (request) => {
    const member = requireStaff(request);
    await inTransaction(db, async (tx) => {
      await closeStaffSession(tx, bearer(request)!);
      await recordAudit(tx, { staffId: member.id, action: 'staff.logout', target: `staff:${member.id}` });
    });
    return { message: at(request.lang, 'staffLoggedOut') };
  });

  api.get('/api/admin/auth/me', { preValidation: staffOnly() }, async (request): Promise<StaffMember> => toStaffMember(requireStaff(request)));
}
