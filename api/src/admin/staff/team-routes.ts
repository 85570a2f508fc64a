import { staffInviteRequestSchema, type StaffAccount, type StaffInvite, type StaffList } from '@nougaterie/contracts/admin';
import { and, asc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../http/errors.js';
import { orEmpty } from '../../http/validate.js';
import { queueMail } from '../../mail/outbox.js';
import { recordAudit } from '../audit.js';
import { requireStaff, staffOnly } from '../guard.js';
import { at } from '../messages.js';
import { staff } from '../schema.js';
import { auditedMember, staffAccounts } from './accounts.js';
import { enrolmentLink, invitationMail, inviteStaff, reinviteStaff, type Invitation } from './invitations.js';
import { closeStaffSessions } from './sessions.js';

export interface TeamOptions {
  db: Db;
  siteUrl: string;
}

/** PostgreSQL's integer: a larger id cannot name a member. */
const MAX_ID = 2_147_483_647;

export async function teamRoutes(app: FastifyInstance, { db, siteUrl }: TeamOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Managing the team is the owners' alone.
  app.addHook('preValidation', staffOnly('owner'));

  const notFound = (request: FastifyRequest) => new HttpError(404, at(request.lang, 'staffNotFound'), 'STAFF_NOT_FOUND');

  /** The member named by the path, or 404 for a path that cannot name one. */
  function memberId(request: FastifyRequest): number {
    const { id } = request.params as { id: string };
    const value = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : NaN;
    if (!(value <= MAX_ID)) throw notFound(request);
    return value;
  }

  async function account(tx: Db, id: number): Promise<StaffAccount> {
    const [found] = await staffAccounts(tx, id);
    return found;
  }

  /** Mails the link to the member (through the outbox, in `tx`) and answers it to the owner. */
  async function sendInvitation(tx: Db, { member, token }: Invitation): Promise<StaffInvite> {
    const link = enrolmentLink(siteUrl, token);
    await queueMail(tx, invitationMail(member, link, member.enrolExpiresAt!));
    return { member: await account(tx, member.id), enrol_url: link, expires_at: member.enrolExpiresAt!.toISOString() };
  }

  api.get('/api/admin/staff', async (): Promise<StaffList> => ({ staff: await staffAccounts(db) }));

  api.post('/api/admin/staff', { schema: { body: orEmpty(staffInviteRequestSchema) } }, async (request, reply): Promise<StaffInvite> => {
    const owner = requireStaff(request, 'owner');
    const form = request.body;
    const invite = await inTransaction(db, async (tx) => {
      const invitation = await inviteStaff(tx, form.email, form.role, owner.id);
      if (!invitation) return null;
      const answer = await sendInvitation(tx, invitation);
      await recordAudit(tx, { staffId: owner.id, action: 'staff.invite', target: `staff:${answer.member.id}`, after: auditedMember(answer.member) });
      return answer;
    });
    if (!invite) throw new HttpError(409, at(request.lang, 'staffEmailTaken'), 'STAFF_EMAIL_TAKEN');
    reply.status(201);
    return invite;
  });

  // A member who lost their phone or password, or who comes back after being disabled. An owner
  // may reinvite themselves (logged in with a recovery code, to set up a new phone): the link is
  // in the answer as well as in the mail.
  api.post('/api/admin/staff/:id/reinvite', async (request): Promise<StaffInvite> => {
    const owner = requireStaff(request, 'owner');
    const id = memberId(request);
    return inTransaction(db, async (tx) => {
      const [locked] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, id)).for('update');
      if (!locked) throw notFound(request);
      const before = await account(tx, id);
      const invitation = await reinviteStaff(tx, id);
      const answer = await sendInvitation(tx, invitation!);
      await recordAudit(tx, {
        staffId: owner.id,
        action: 'staff.reinvite',
        target: `staff:${id}`,
        before: auditedMember(before),
        after: auditedMember(answer.member),
      });
      return answer;
    });
  });

  api.post('/api/admin/staff/:id/disable', async (request): Promise<StaffAccount> => {
    const owner = requireStaff(request, 'owner');
    const id = memberId(request);
    if (id === owner.id) throw new HttpError(409, at(request.lang, 'cannotDisableSelf'), 'CANNOT_DISABLE_SELF');
    return inTransaction(db, async (tx) => {
      // Every owner's row is locked, in id order, with the member's: two owners disabling each
      // other at once take turns, and the second finds itself the last one.
      const locked = await tx
        .select({ id: staff.id })
        .from(staff)
        .where(or(eq(staff.role, 'owner'), eq(staff.id, id)))
        .orderBy(asc(staff.id))
        .for('update');
      if (!locked.some((row) => row.id === id)) throw notFound(request);
      const before = await account(tx, id);
      if (before.disabled) return before;
      if (before.role === 'owner') {
        const [others] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(staff)
          .where(and(eq(staff.role, 'owner'), ne(staff.id, id), isNotNull(staff.enrolledAt), isNull(staff.disabledAt)));
        if (Number(others.count) === 0) throw new HttpError(409, at(request.lang, 'lastOwner'), 'LAST_OWNER');
      }
      // A pending link dies with the account: only a new invitation lets the member back.
      await tx
        .update(staff)
        .set({ disabledAt: sql`now()`, enrolTokenHash: null, enrolExpiresAt: null })
        .where(eq(staff.id, id));
      await closeStaffSessions(tx, id);
      const after = await account(tx, id);
      await recordAudit(tx, { staffId: owner.id, action: 'staff.disable', target: `staff:${id}`, before: auditedMember(before), after: auditedMember(after) });
      return after;
    });
  });

  api.post('/api/admin/staff/:id/close-sessions', async (request): Promise<StaffAccount> => {
    const owner = requireStaff(request, 'owner');
    const id = memberId(request);
    return inTransaction(db, async (tx) => {
      const before = await account(tx, id);
      if (!before) throw notFound(request);
      const closed = await closeStaffSessions(tx, id);
      const after = await account(tx, id);
      if (closed > 0) {
        await recordAudit(tx, {
          staffId: owner.id,
          action: 'staff.close-sessions',
          target: `staff:${id}`,
          before: auditedMember(before),
          after: auditedMember(after),
        });
      }
      return after;
    });
  });
}
