import { FIRM, shopInfoSchema, type Firm, type ShopHours } from '@nougaterie/contracts';
import { SHOP_OPENING_SEASONS } from '@nougaterie/contracts/rules';
import { shopIdentityAnswerSchema } from '@nougaterie/contracts/admin';
import { eq } from 'drizzle-orm';
import { auditLog } from '../admin/schema.js';
import { bearer, expectApiError, openTestApp, registerCustomer, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { get, post } from '../test/shop.js';
import { staffSession } from '../test/staff-session.js';
import { shopIdentity } from './schema.js';
import { checkShopIdentityForStart, loadFirm, prepareShopIdentity, ShopIdentityPlaceholderError } from './store.js';

/** An identity whose every number checks out and none is the demonstration firm's. */
const realFirm = (): Firm => ({
  ...FIRM,
  capital: '20 000 €',
  phone: '+33490661234',
  phoneDisplay: '04 90 66 12 34',
  email: 'contact@nougat-test.fr',
  dpoEmail: 'rgpd@nougat-test.fr',
  rcs: 'RCS Avignon 812 345 676',
  siret: '812 345 676 00017',
  vat: 'FR 19 812345676',
  director: 'Jeanne Martin',
  bank: { holder: 'SARL Test', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' },
});

const christmas = { from: '2026-12-25', to: '2026-12-25', reason: { fr: 'Noël', en: 'Christmas' } };
const allYear: ShopHours['seasons'] = [{ id: 'all', periods: [{ from: '01-01', to: '12-31' }], week: { 1: [{ from: '10:00', to: '12:00' }] } }];

describe.each(drivers)('the shop identity and hours on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(driver);
  });
  afterAll(() => t?.close());

  const info = async () => shopInfoSchema.parse((await get(t, '/api/shop/info')).json());
  const audits = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

  it('answers the demonstration firm and hours before any is stored, placeholders named', async () => {
    await t.database.db.delete(shopIdentity);
    const answer = await info();
    expect(answer.firm).toEqual(FIRM);
    expect(answer.hours).toEqual({ seasons: JSON.parse(JSON.stringify(SHOP_OPENING_SEASONS)), closures: [] });
    const owner = await staffSession(t.database.db, 'owner');
    const admin = shopIdentityAnswerSchema.parse((await get(t, '/api/admin/shop/identity', owner.headers)).json());
    expect(admin.placeholders).toEqual(expect.arrayContaining(['siret', 'vat', 'bank.iban']));
  });

  it('lets an owner change the identity: the public answer follows at once, the change is audited', async () => {
    const owner = await staffSession(t.database.db, 'owner');
    await info(); // cached now
    const firm = { ...realFirm(), siret: '81234567600017', bank: { ...realFirm().bank, iban: 'fr7630006000011234567890189' } };
    const saved = await post(t, '/api/admin/shop/identity', firm, owner.headers);
    expect(saved.statusCode).toBe(200);
    const answer = shopIdentityAnswerSchema.parse(saved.json());
    expect(answer.placeholders).toEqual([]);
    // Stored as the papers print them.
    expect(answer.firm.siret).toBe('812 345 676 00017');
    expect(answer.firm.bank.iban).toBe('FR76 3000 6000 0112 3456 7890 189');
    expect((await info()).firm).toMatchObject({ phoneDisplay: '04 90 66 12 34', siret: '812 345 676 00017' });
    const [line] = (await audits('shop.identity')).filter((row) => row.staffId === owner.id);
    expect(line.before).toMatchObject({ phoneDisplay: FIRM.phoneDisplay, siret: FIRM.siret });
    expect(line.after).toMatchObject({ phoneDisplay: '04 90 66 12 34', siret: '812 345 676 00017' });
    // Unchanged fields are not in the line.
    expect(line.after).not.toHaveProperty('name');
  });

  it('refuses a bad identity with every problem named in French or English, and saves nothing', async () => {
    const owner = await staffSession(t.database.db, 'owner');
    const before = await loadFirm(t.database.db);
    const lines = (await audits('shop.identity')).length;
    const bad = { ...realFirm(), phoneDisplay: '01', siret: '812 345 676 00018', bank: { ...realFirm().bank, iban: 'FR76 3000 6000 0112 3456 7890 188' } };
    const fr = expectApiError(await post(t, '/api/admin/shop/identity', bad, owner.headers), 400, 'VALIDATION');
    expect(fr.message).toContain('Rien n’a été enregistré');
    expect(fr.message).toContain("SIRET n'est pas un SIRET valide");
    expect(fr.message).toContain("IBAN n'est pas un IBAN valide");
    expect(fr.message).toContain("Téléphone affiché n'est pas un numéro de téléphone valide");
    const en = expectApiError(await post(t, '/api/admin/shop/identity', bad, { ...owner.headers, 'accept-language': 'en' }), 400, 'VALIDATION');
    expect(en.message).toContain('Nothing was saved');
    expect(en.message).toContain('SIRET is not a valid SIRET');
    // The VAT number of another firm than the SIRET's.
    const other = expectApiError(await post(t, '/api/admin/shop/identity', { ...realFirm(), vat: 'FR 44 732829320' }, owner.headers), 400, 'VALIDATION');
    expect(other.message).toContain('ne correspond pas au SIREN');
    for (const body of [
      {},
      { ...realFirm(), bank: null },
      { ...realFirm(), siret: 12 },
      { ...realFirm(), geo: { latitude: 100, longitude: 0 } },
      { ...realFirm(), name: 'x'.repeat(500) },
      [],
    ]) {
      expectApiError(await post(t, '/api/admin/shop/identity', body, owner.headers), 400, 'VALIDATION');
    }
    expect(await loadFirm(t.database.db)).toEqual(before);
    expect(await audits('shop.identity')).toHaveLength(lines);
  });

  it('lets staff read but only owners write; refuses customers and visitors', async () => {
    const assistant = await staffSession(t.database.db, 'staff');
    expect((await get(t, '/api/admin/shop/identity', assistant.headers)).statusCode).toBe(200);
    expect((await get(t, '/api/admin/shop/hours', assistant.headers)).statusCode).toBe(200);
    expectApiError(await post(t, '/api/admin/shop/identity', realFirm(), assistant.headers), 403, 'OWNER_ONLY');
    expectApiError(await post(t, '/api/admin/shop/hours', { seasons: allYear, closures: [] }, assistant.headers), 403, 'OWNER_ONLY');
    const customer = await registerCustomer(t.app, 'identity@example.fr');
    for (const url of ['/api/admin/shop/identity', '/api/admin/shop/hours']) {
      expectApiError(await get(t, url, bearer(customer.access_token)), 403, 'STAFF_ONLY');
      expectApiError(await post(t, url, {}, bearer(customer.access_token)), 403, 'STAFF_ONLY');
      expectApiError(await get(t, url), 401, 'STAFF_AUTH_REQUIRED');
      expectApiError(await post(t, url, {}), 401, 'STAFF_AUTH_REQUIRED');
    }
  });

  it('lets an owner set the seasons and closing days: public at once, audited; bad hours save nothing', async () => {
    const owner = await staffSession(t.database.db, 'owner');
    await info();
    const saved = await post(t, '/api/admin/shop/hours', { seasons: allYear, closures: [christmas] }, owner.headers);
    expect(saved.statusCode).toBe(200);
    expect((await info()).hours).toEqual({ seasons: allYear, closures: [christmas] });
    const [line] = await audits('shop.hours');
    expect(line.staffId).toBe(owner.id);
    expect(line.after).toEqual({ seasons: allYear, closures: [christmas] });

    const backwards = { ...christmas, from: '2026-12-26' };
    const fr = expectApiError(await post(t, '/api/admin/shop/hours', { seasons: allYear, closures: [backwards] }, owner.headers), 400, 'VALIDATION');
    expect(fr.message).toContain('closures.0 : Une fermeture finit avant de commencer.');
    const en = expectApiError(
      await post(
        t,
        '/api/admin/shop/hours',
        { seasons: allYear, closures: [{ ...christmas, reason: { fr: '', en: '' } }] },
        { ...owner.headers, 'accept-language': 'en' },
      ),
      400,
      'VALIDATION',
    );
    expect(en.message).toContain('closures.0: A closure must say why');
    const overlapping = [
      {
        ...allYear[0],
        week: {
          1: [
            { from: '09:00', to: '12:00' },
            { from: '11:00', to: '13:00' },
          ],
        },
      },
    ];
    for (const body of [
      { seasons: overlapping, closures: [] },
      { seasons: [], closures: [] },
      { seasons: allYear, closures: [{ ...christmas, from: '25/12/2026' }] },
      { seasons: allYear },
      { seasons: [{ ...allYear[0], week: { 8: [] } }], closures: [] },
    ]) {
      expectApiError(await post(t, '/api/admin/shop/hours', body, owner.headers), 400, 'VALIDATION');
    }
    expect((await info()).hours).toEqual({ seasons: allYear, closures: [christmas] });
    expect(await audits('shop.hours')).toHaveLength(1);
  });

  it('stores the configured identity at the first start, then fills only the placeholders left', async () => {
    const db = t.database.db;
    await db.delete(shopIdentity);
    // First start: the configuration over the demonstration firm.
    const first = await prepareShopIdentity(db, { siret: '812 345 676 00017', bank: { iban: 'FR76 3000 6000 0112 3456 7890 189' } as Firm['bank'] });
    expect(first).toMatchObject({ siret: '812 345 676 00017', vat: FIRM.vat, bank: { iban: 'FR76 3000 6000 0112 3456 7890 189', bic: FIRM.bank.bic } });
    expect(await loadFirm(db)).toEqual(first);
    // An owner then changes the SIRET; a later start configured otherwise keeps the owner's.
    await db.update(shopIdentity).set({ firm: { ...first, siret: '732 829 320 00074' } });
    const later = await prepareShopIdentity(db, { siret: '812 345 676 00017', vat: 'FR 19 812345676' });
    expect(later).toMatchObject({ siret: '732 829 320 00074', vat: 'FR 19 812345676' });
    // Nothing to change: nothing written nor audited.
    const lines = (await audits('shop.identity')).length;
    await prepareShopIdentity(db, undefined);
    expect(await audits('shop.identity')).toHaveLength(lines);
  });
});

describe('the production start check', () => {
  it('refuses the demonstration firm in production, naming the fields and how to set them', () => {
    expect(() => checkShopIdentityForStart(FIRM, 'production')).toThrow(ShopIdentityPlaceholderError);
    let error: ShopIdentityPlaceholderError | undefined;
    try {
      checkShopIdentityForStart({ ...realFirm(), siret: FIRM.siret, bank: { ...realFirm().bank, iban: FIRM.bank.iban } }, 'production');
    } catch (caught) {
      error = caught as ShopIdentityPlaceholderError;
    }
    expect(error?.fields).toEqual(['siret', 'bank.iban']);
    expect(error?.message).toMatch(/siret, bank\.iban\..*NODE_ENV=production.*SHOP_IDENTITY_FILE/);
  });

  it('lets a real identity start in production, and anything start elsewhere', () => {
    expect(() => checkShopIdentityForStart(realFirm(), 'production')).not.toThrow();
    expect(() => checkShopIdentityForStart(FIRM, 'development')).not.toThrow();
    expect(() => checkShopIdentityForStart(FIRM, undefined)).not.toThrow();
  });
});
