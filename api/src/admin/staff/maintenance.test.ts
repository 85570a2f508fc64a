import { settingsSchema } from '@nougaterie/contracts';
import { maintenanceSettingSchema } from '@nougaterie/contracts/admin';
import { eq } from 'drizzle-orm';
import { bearer, expectApiError, openTestApp, registerCustomer, type TestApp } from '../../test/app.js';
import { drivers } from '../../test/databases.js';
import { get, post } from '../../test/shop.js';
import { staffSession } from '../../test/staff-session.js';
import { auditLog } from '../schema.js';

describe.each(drivers)('back office: the maintenance switch on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(driver);
  });
  afterAll(() => t?.close());

  const publicSettings = async () => settingsSchema.parse((await get(t, '/api/utilities/settings')).json());

  it('is off by default; an owner turns it on and off, and the public settings follow at once', async () => {
    const owner = await staffSession(t.database.db, 'owner');
    expect(await publicSettings()).toMatchObject({ maintenance: false });
    expect(maintenanceSettingSchema.parse((await get(t, '/api/admin/settings/maintenance', owner.headers)).json())).toEqual({ on: false });
    expect((await post(t, '/api/admin/settings/maintenance', { on: true }, owner.headers)).json()).toEqual({ on: true });
    expect(await publicSettings()).toMatchObject({ maintenance: true });
    // The same again changes and audits nothing more.
    await post(t, '/api/admin/settings/maintenance', { on: true }, owner.headers);
    expect((await post(t, '/api/admin/settings/maintenance', { on: false }, owner.headers)).json()).toEqual({ on: false });
    expect(await publicSettings()).toMatchObject({ maintenance: false });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.maintenance'));
    expect(audit.map((line) => [line.staffId, line.before, line.after])).toEqual([
      [owner.id, { on: false }, { on: true }],
      [owner.id, { on: true }, { on: false }],
    ]);
  });

  it('lets staff read it but only an owner switch it; refuses visitors, customers and bad input', async () => {
    const owner = await staffSession(t.database.db, 'owner');
    const assistant = await staffSession(t.database.db, 'staff');
    expect((await get(t, '/api/admin/settings/maintenance', assistant.headers)).statusCode).toBe(200);
    expectApiError(await post(t, '/api/admin/settings/maintenance', { on: true }, assistant.headers), 403, 'OWNER_ONLY');
    const customer = await registerCustomer(t.app, 'maintenance@example.fr');
    expectApiError(await post(t, '/api/admin/settings/maintenance', { on: true }, bearer(customer.access_token)), 403, 'STAFF_ONLY');
    expectApiError(await post(t, '/api/admin/settings/maintenance', { on: true }), 401, 'STAFF_AUTH_REQUIRED');
    for (const body of [{}, { on: 'yes' }, { on: 1 }]) {
      expectApiError(await post(t, '/api/admin/settings/maintenance', body, owner.headers), 400, 'VALIDATION');
    }
    expect(await publicSettings()).toMatchObject({ maintenance: false });
  });
});
