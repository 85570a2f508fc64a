import { enrolmentSchema } from '@nougaterie/contracts/admin';
import { eq } from 'drizzle-orm';
import { openTestApp, SITE_URL, type TestApp } from '../../test/app.js';
import { drivers } from '../../test/databases.js';
import { enrolWithToken, STAFF_PASSWORD, totpCode } from '../../test/staff.js';
import { auditLog, staff } from '../schema.js';
import { runStaffCommand } from './command.js';

describe.each(drivers)('npm run staff on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(driver);
  });
  afterAll(() => t.close());

  async function run(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runStaffCommand(t.database.db, argv, { siteUrl: SITE_URL, out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }
  const linkIn = (text: string) => new RegExp(`${SITE_URL}/gestion/inscription/([A-Za-z0-9_-]{43})`).exec(text)?.[1];

  it('creates the first owner and prints a one-time link that enrols them, then logs them in', async () => {
    const empty = await run('list');
    expect(empty).toMatchObject({ code: 0, err: '' });
    expect(empty.out).toMatch(/No staff yet/);

    const added = await run('add', 'Patron@Nougaterie.test', '--role', 'owner');
    expect(added).toMatchObject({ code: 0, err: '' });
    expect(added.out).toMatch(/Invited patron@nougaterie\.test \(owner\)/);
    const token = linkIn(added.out)!;
    expect(token).toBeDefined();

    const shown = enrolmentSchema.parse((await t.app.inject({ method: 'GET', url: `/api/admin/enrolment/${token}` })).json());
    expect(shown).toMatchObject({ email: 'patron@nougaterie.test', role: 'owner' });
    const owner = await enrolWithToken(t, token, 'Jean Patron');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: owner.headers })).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: 'patron@nougaterie.test', password: STAFF_PASSWORD, code: totpCode(owner.secret, 1) },
    });
    expect(login.statusCode).toBe(200);
    // Printed once, used once.
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/enrolment/${token}` })).statusCode).toBe(404);

    const [line] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.invite'));
    expect(line).toMatchObject({ staffId: null, target: `staff:${owner.id}`, after: expect.objectContaining({ role: 'owner', by: 'command line' }) });

    const listed = await run('list');
    expect(listed.out).toMatch(new RegExp(`^${owner.id}\\tpatron@nougaterie\\.test\\towner\\tenrolled\\tJean Patron\\tlast login `, 'm'));
  });

  it('adds staff by default, and refuses an e-mail already on the team with exit code 1', async () => {
    const added = await run('add', 'vendeuse@nougaterie.test');
    expect(added.code).toBe(0);
    const [row] = await t.database.db.select().from(staff).where(eq(staff.email, 'vendeuse@nougaterie.test'));
    expect(row.role).toBe('staff');
    expect((await run('list')).out).toMatch(/vendeuse@nougaterie\.test\tstaff\tinvited\t-\tnever logged in/);

    const again = await run('add', 'VENDEUSE@nougaterie.test', '--role', 'owner');
    expect(again).toMatchObject({ code: 1, out: '' });
    expect(again.err).toMatch(/vendeuse@nougaterie\.test is already on the team/);
    const [unchanged] = await t.database.db.select().from(staff).where(eq(staff.email, 'vendeuse@nougaterie.test'));
    expect(unchanged).toEqual(row);
  });

  it('explains its usage, a bad role or a bad e-mail, with exit code 1 and nothing written', async () => {
    const before = await t.database.db.select().from(staff);
    for (const argv of [[], ['add'], ['add', 'a@b.fr', 'c@d.fr'], ['remove', 'a@b.fr'], ['list', '--role', 'owner'], ['add', 'a@b.fr', '--force']]) {
      const result = await run(...argv);
      expect({ argv, code: result.code }).toEqual({ argv, code: 1 });
      expect(result.err.length).toBeGreaterThan(10);
    }
    expect((await run('add', 'chef@nougaterie.test', '--role', 'admin')).err).toMatch(/--role must be owner or staff, not "admin"/);
    expect((await run('add', 'pas-une-adresse')).err).toMatch(/is not an e-mail address/);
    expect((await run('help')).err).toMatch(/npm run staff -w api -- add <email> \[--role owner\|staff\]/);
    expect(await t.database.db.select().from(staff)).toEqual(before);
  });
});
