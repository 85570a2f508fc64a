import { enrolmentRequestSchema, type Enrolment, type EnrolmentDone } from '@nougaterie/contracts/admin';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hashPassword } from '../../auth/passwords.js';
import { hashToken } from '../../auth/tokens.js';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../http/errors.js';
import { orEmpty } from '../../http/validate.js';
import { recordAudit } from '../audit.js';
import { at } from '../messages.js';
import { staff, staffRecoveryCodes, type StaffRow } from '../schema.js';
import { findEnrolment } from './invitations.js';
import { hashRecoveryCode, newRecoveryCodes } from './recovery.js';
import { closeStaffSessions, openStaffSession } from './sessions.js';
import { otpauthUrl, qrDataUrl, totpStep } from './totp.js';

export interface EnrolmentOptions {
  db: Db;
}

const tokenOf = (request: FastifyRequest) => (request.params as { token: string }).token;

/** One answer for a link used, expired or never issued: the link's holder learns nothing more. */
const linkGone = (request: FastifyRequest) => new HttpError(404, at(request.lang, 'enrolmentNotFound'), 'ENROLMENT_NOT_FOUND');

export async function enrolmentRoutes(app: FastifyInstance, { db }: EnrolmentOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  async function liveEnrolment(request: FastifyRequest): Promise<StaffRow> {
    const member = await findEnrolment(db, tokenOf(request));
    if (!member) throw linkGone(request);
    return member;
  }

  api.get('/api/admin/enrolment/:token', async (request): Promise<Enrolment> => {
    const member = await liveEnrolment(request);
    const url = otpauthUrl(member.totpSecret, member.email);
    return { email: member.email, role: member.role, secret: member.totpSecret, otpauth_url: url, qr_data_url: await qrDataUrl(url) };
  });

  api.post('/api/admin/enrolment/:token', { schema: { body: orEmpty(enrolmentRequestSchema) } }, async (request): Promise<EnrolmentDone> => {
    const form = request.body;
    // Looked up before the costly hash, so that made-up links cost the server one query.
    const invited = await liveEnrolment(request);
    const step = totpStep(invited.totpSecret, form.code);
    if (step === null) throw new HttpError(400, at(request.lang, 'enrolmentCodeWrong'), 'TOTP_CODE_WRONG');
    const passwordHash = await hashPassword(form.password);
    const codes = newRecoveryCodes();
    const session = await inTransaction(db, async (tx) => {
      // The statement that checks the link also spends it: of two posts of one link, the second
      // finds it gone (it waits for the first's row lock, then sees the link consumed). The
      // secret must still be the one the code was checked against (no reinvite in between).
      const [member] = await tx
        .update(staff)
        .set({
          name: form.name,
          passwordHash,
          enrolledAt: sql`now()`,
          totpLastStep: step,
          enrolTokenHash: null,
          enrolExpiresAt: null,
        })
        .where(
          and(
            eq(staff.enrolTokenHash, hashToken(tokenOf(request))),
            gt(staff.enrolExpiresAt, sql`now()`),
            isNull(staff.disabledAt),
            eq(staff.totpSecret, invited.totpSecret),
          ),
        )
        .returning();
      if (!member) throw linkGone(request);
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id));
      await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ staffId: member.id, codeHash: hashRecoveryCode(member.id, code) })));
      await closeStaffSessions(tx, member.id);
      await recordAudit(tx, {
        staffId: member.id,
        action: 'staff.enrol',
        target: `staff:${member.id}`,
        before: { enrolled: false },
        after: { enrolled: true, name: member.name, recovery_codes: codes.length },
      });
      return openStaffSession(tx, member);
    });
    return { session, recovery_codes: codes };
  });
}
