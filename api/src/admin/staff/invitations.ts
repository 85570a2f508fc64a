import type { StaffRole } from '@nougaterie/contracts/admin';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashToken } from '../../auth/tokens.js';
import type { Db } from '../../db/client.js';
import { formatDateTime } from '../../http/format.js';
import { escapeHtml, paragraphsHtml } from '../../mail/html.js';
import type { MailMessage } from '../../mail/mailer.js';
import { staff, staffRecoveryCodes, type StaffRow } from '../schema.js';
import { closeStaffSessions } from './sessions.js';
import { newTotpSecret } from './totp.js';

/** Long enough to reach someone on leave for a week; the link opens one enrolment only. */
export const ENROLMENT_DAYS = 7;

/** base64url of 32 bytes, as the sessions' tokens: anything else skips the database. */
export const ENROLMENT_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const enrolmentLink = (siteUrl: string, token: string) => `${siteUrl}/gestion/inscription/${token}`;

export interface Invitation {
  member: StaffRow;
  /** Goes into the link once; only its hash is kept. */
  token: string;
}

/**
 * What (re)opens enrolment: a new secret for the app and a new link, expiring by the database's
 * clock. The password and the app of before no longer open anything.
 */
function freshEnrolment() {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    values: {
      totpSecret: newTotpSecret(),
      totpLastStep: null,
      passwordHash: null,
      enrolledAt: null,
      enrolTokenHash: hashToken(token),
      enrolExpiresAt: sql`now() + make_interval(days => ${ENROLMENT_DAYS})`,
    },
  };
}

/** A new member awaiting enrolment; null when the e-mail is already on the team (the unique index decides). */
export async function inviteStaff(tx: Db, email: string, role: StaffRole, invitedBy: number | null): Promise<Invitation | null> {
  const { token, values } = freshEnrolment();
  const [member] = await tx
    .insert(staff)
    .values({ email, role, invitedBy, ...values })
    .onConflictDoNothing({ target: staff.email })
    .returning();
  return member ? { member, token } : null;
}

/**
 * A member set up again from the start (a lost phone, a forgotten password, someone back after
 * being disabled): new secret and link, password, recovery codes and sessions gone.
 */
export async function reinviteStaff(tx: Db, id: number): Promise<Invitation | null> {
  const { token, values } = freshEnrolment();
  const [member] = await tx
    .update(staff)
    .set({ ...values, disabledAt: null })
    .where(eq(staff.id, id))
    .returning();
  if (!member) return null;
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id));
  await closeStaffSessions(tx, id);
  return { member, token };
}

/** The member a live enrolment link names: unexpired and not yet used. */
export async function findEnrolment(db: Db, token: string): Promise<StaffRow | undefined> {
  if (!ENROLMENT_TOKEN_SHAPE.test(token)) return undefined;
  const [member] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.enrolTokenHash, hashToken(token)), gt(staff.enrolExpiresAt, sql`now()`), isNull(staff.disabledAt)));
  return member;
}

const ROLE_NAMES: Record<StaffRole, string> = { owner: 'responsable', staff: 'équipe' };

/** The invitation, in French: the shop's team works in French (the back office offers English once in). */
export function invitationMail(member: Pick<StaffRow, 'email' | 'role'>, link: string, expiresAt: Date): MailMessage {
  const before = [
    'Bonjour,',
    `Vous êtes invité(e) à la gestion de la boutique de la Nougaterie de Saint-Didier (rôle : ${ROLE_NAMES[member.role]}).`,
    `Pour créer votre accès, ouvrez ce lien avant le ${formatDateTime('fr', expiresAt)} ; il ne sert qu'une fois :`,
  ];
  const after = [
    "Vous y choisirez votre mot de passe et relierez à votre compte une application d'authentification du téléphone (Google Authenticator, Microsoft Authenticator, FreeOTP…) : elle donnera le code demandé à chaque connexion.",
    "Si vous n'attendiez pas ce message, ignorez-le : aucun accès n'est ouvert sans ce lien.",
    'La famille de la Nougaterie',
  ];
  return {
    to: member.email,
    subject: 'Votre accès à la gestion – Nougaterie de Saint-Didier',
    text: [...before, link, ...after].join('\n\n'),
    html: paragraphsHtml([...before.map(escapeHtml), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`, ...after.map(escapeHtml)]),
  };
}
