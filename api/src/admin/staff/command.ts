import { emailSchema } from '@nougaterie/contracts';
import { STAFF_ROLES, type StaffRole } from '@nougaterie/contracts/admin';
import { parseArgs } from 'node:util';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { recordAudit } from '../audit.js';
import { auditedMember, staffAccounts } from './accounts.js';
import { enrolmentLink, inviteStaff } from './invitations.js';

export interface CommandIo {
  /** The shop's front end, as the server's SITE_URL: the enrolment link points there. */
  siteUrl: string;
  out(line: string): void;
  err(line: string): void;
}

export const STAFF_USAGE = [
  'Usage:',
  '  npm run staff -w api -- add <email> [--role owner|staff]   invite a member (role staff by default); prints their one-time enrolment link',
  '  npm run staff -w api -- list                               the team, and who is enrolled, invited or disabled',
].join('\n');

const isRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

/**
 * The server-side staff command: how the first owner comes to be (nobody can invite them), and a
 * way in for an owner locked out of the back office. Answers the process's exit code.
 */
export async function runStaffCommand(db: Db, argv: string[], io: CommandIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { role: { type: 'string' } } });
  } catch (error) {
    io.err(`${(error as Error).message}\n${STAFF_USAGE}`);
    return 1;
  }
  const [command, ...rest] = parsed.positionals;
  if (command === 'add' && rest.length === 1) return add(db, rest[0], parsed.values.role ?? 'staff', io);
  if (command === 'list' && rest.length === 0 && parsed.values.role === undefined) return list(db, io);
  io.err(STAFF_USAGE);
  return 1;
}

async function add(db: Db, emailArg: string, role: string, io: CommandIo): Promise<number> {
  const email = emailSchema.safeParse(emailArg);
  if (!email.success) {
    io.err(`"${emailArg}" is not an e-mail address.`);
    return 1;
  }
  if (!isRole(role)) {
    io.err(`--role must be ${STAFF_ROLES.join(' or ')}, not "${role}".`);
    return 1;
  }
  const invitation = await inTransaction(db, async (tx) => {
    const invited = await inviteStaff(tx, email.data, role, null);
    if (invited) {
      const [account] = await staffAccounts(tx, invited.member.id);
      await recordAudit(tx, {
        staffId: null,
        action: 'staff.invite',
        target: `staff:${invited.member.id}`,
        after: { ...auditedMember(account), by: 'command line' },
      });
    }
    return invited;
  });
  if (!invitation) {
    io.err(`${email.data} is already on the team (see "list"). An owner can send them a new link from the back office (Équipe).`);
    return 1;
  }
  const { member, token } = invitation;
  io.out(`Invited ${member.email} (${member.role}). One-time enrolment link, valid until ${member.enrolExpiresAt!.toISOString()}:`);
  io.out(enrolmentLink(io.siteUrl, token));
  io.out('Give it to them in person or by a channel you trust: whoever opens it first sets the password and the authenticator app.');
  return 0;
}

async function list(db: Db, io: CommandIo): Promise<number> {
  const team = await staffAccounts(db);
  if (team.length === 0) {
    io.out('No staff yet. Create the first owner: npm run staff -w api -- add <email> --role owner');
    return 0;
  }
  for (const member of team) {
    const state = member.disabled ? 'disabled' : member.enrolled ? 'enrolled' : 'invited';
    const lastLogin = member.last_login_at ? `last login ${member.last_login_at}` : 'never logged in';
    io.out([member.id, member.email, member.role, state, member.name || '-', lastLogin].join('\t'));
  }
  return 0;
}
