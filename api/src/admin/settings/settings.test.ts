import { settingsSchema } from '@nougaterie/contracts';
import { moneySettingsSchema, shippingRatesSchema, type ShippingRates, type ShippingRatesForm } from '@nougaterie/contracts/admin';
import { eq, like } from 'drizzle-orm';
import { settings, shippingRates } from '../../db/schema.js';
import { bearer, expectApiError, openTestApp, registerCustomer, type TestApp } from '../../test/app.js';
import { drivers } from '../../test/databases.js';
import { basketOf, get, makeProduct, post, readyBasket } from '../../test/shop.js';
import { staffSession } from '../../test/staff-session.js';
import { auditLog } from '../schema.js';

const MONEY = '/api/admin/settings/money';
const RATES = '/api/admin/shipping-rates';

/** The answer's tables as the form sends them back. */
const formOf = (rates: ShippingRates): ShippingRatesForm => ({
  tables: rates.tables.map(({ method_id, zone, bands }) => ({ method_id, zone, bands: bands.map((band) => ({ ...band })) })),
});

describe.each(drivers)('back office: money settings and shipping prices on %s', (driver) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof staffSession>>;
  let assistant: Awaited<ReturnType<typeof staffSession>>;
  beforeAll(async () => {
    t = await openTestApp(driver);
    owner = await staffSession(t.database.db, 'owner');
    assistant = await staffSession(t.database.db, 'staff');
  });
  afterAll(() => t?.close());

  const publicSettings = async () => settingsSchema.parse((await get(t, '/api/utilities/settings')).json());
  const auditOf = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));
  const seededRates = async () => shippingRatesSchema.parse((await get(t, RATES, assistant.headers)).json());

  describe('money settings', () => {
    it('staff read them; an owner changes them, audited, and the public settings and a new basket follow', async () => {
      expect(moneySettingsSchema.parse((await get(t, MONEY, assistant.headers)).json())).toEqual({ franco_port: 90, fidelite_from: 10, point_value: 0.1 });
      const product = await makeProduct(t, { priceCents: 6000, stock: 10 });
      const before = await readyBasket(t, [{ id: product, qty: 1 }]);
      expect(before.amount_shipping).toBeGreaterThan(0);
      const saved = await post(t, MONEY, { franco_port: 55.5, fidelite_from: 20, point_value: 0.25 }, owner.headers);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ franco_port: 55.5, fidelite_from: 20, point_value: 0.25 });
      expect(await publicSettings()).toMatchObject({ franco_port: 55.5, fidelite_from: 20, point_value: 0.25 });
      const [row] = await t.database.db.select().from(settings);
      expect(row).toMatchObject({ francoPortCents: 5550, fideliteFromCents: 2000, pointValueCents: 25 });
      // 60 € of products is now past the free-shipping threshold: the next basket answer says so.
      const after = basketOf(await post(t, '/api/basket/get', { basketId: before.id }));
      expect(after).toMatchObject({ amount_shipping: 0, amount_shipping_offered: true });
      // The same again is no change: one audit line only.
      await post(t, MONEY, { franco_port: 55.5, fidelite_from: 20, point_value: 0.25 }, owner.headers);
      expect((await auditOf('settings.money')).map((line) => [line.staffId, line.before, line.after])).toEqual([
        [owner.id, { franco_port: 90, fidelite_from: 10, point_value: 0.1 }, { franco_port: 55.5, fidelite_from: 20, point_value: 0.25 }],
      ]);
      await post(t, MONEY, { franco_port: 90, fidelite_from: 10, point_value: 0.1 }, owner.headers);
    });

    it('refuses visitors (401), customers (403), staff writing (403)', async () => {
      const customer = await registerCustomer(t.app, 'money-settings@example.fr');
      const form = { franco_port: 1, fidelite_from: 1, point_value: 1 };
      expectApiError(await get(t, MONEY), 401, 'STAFF_AUTH_REQUIRED');
      expectApiError(await get(t, MONEY, bearer(customer.access_token)), 403, 'STAFF_ONLY');
      expectApiError(await post(t, MONEY, form), 401, 'STAFF_AUTH_REQUIRED');
      expectApiError(await post(t, MONEY, form, bearer(customer.access_token)), 403, 'STAFF_ONLY');
      expectApiError(await post(t, MONEY, form, assistant.headers), 403, 'OWNER_ONLY');
      expect(await publicSettings()).toMatchObject({ franco_port: 90 });
    });

    it.each([
      [{ franco_port: 0, fidelite_from: 10, point_value: 0.1 }, 422, 'La livraison offerte dès'],
      [{ franco_port: 90, fidelite_from: 0, point_value: 0.1 }, 422, 'pour 1 point de fidélité'],
      [{ franco_port: 90, fidelite_from: 10, point_value: -1 }, 422, 'La valeur d’un point'],
      [{ franco_port: 90.555, fidelite_from: 10, point_value: 0.1 }, 422, 'au centime près'],
      [{ franco_port: '90', fidelite_from: 10, point_value: 0.1 }, 400, 'franco_port'],
      [{ franco_port: 90 }, 400, 'fidelite_from'],
      [[], 400, ''],
    ])('refuses %j with a French sentence and saves nothing', async (body, status, words) => {
      const refused = expectApiError(await post(t, MONEY, body, owner.headers), status, status === 422 ? 'SETTINGS_INVALID' : 'VALIDATION');
      expect(refused.message).toContain(words);
      expect(await publicSettings()).toMatchObject({ franco_port: 90, fidelite_from: 10, point_value: 0.1 });
    });

    it('says what is wrong in English to an English-speaking owner', async () => {
      const refused = expectApiError(
        await post(t, MONEY, { franco_port: 90, fidelite_from: 10, point_value: 0 }, { ...owner.headers, 'accept-language': 'en' }),
        422,
        'SETTINGS_INVALID',
      );
      expect(refused.message).toBe('The value of a point is above €0 and at most €100, to the cent.');
    });
  });

  describe('shipping prices', () => {
    it('lists the methods and the seeded tables by zone, lightest band first', async () => {
      const rates = await seededRates();
      expect(rates.methods.map((m) => m.kind)).toEqual(['home', 'relay', 'shop']);
      expect(rates.zones).toEqual(['metro', 'corsica', 'overseas', 'eu']);
      expect(rates.tables.map((table) => `${table.method_id}/${table.zone}`)).toEqual(['1/metro', '1/corsica', '1/overseas', '1/eu', '2/metro']);
      expect(rates.tables[0].bands.slice(0, 2)).toEqual([
        { max_weight_g: 250, price: 4.95 },
        { max_weight_g: 500, price: 6.9 },
      ]);
    });

    it('a new price applies to a new basket; an order placed before keeps the shipping it was charged', async () => {
      const seeded = await seededRates();
      const product = await makeProduct(t, { priceCents: 1000, stock: 20, weightG: 200 });
      const basket = await readyBasket(t, [{ id: product, qty: 1 }]);
      // 200 g at home in metropolitan France: the 250 g band.
      expect(basket.amount_shipping).toBe(4.95);
      const ordered = basketOf(await post(t, '/api/basket/valid', { basketId: basket.id, method: 'transfer' }));
      expect(ordered.order).toMatchObject({ amount_total: 14.95 });

      const form = formOf(seeded);
      form.tables[0].bands[0] = { max_weight_g: 250, price: 5.5 };
      const saved = await post(t, RATES, form, owner.headers);
      expect(saved.statusCode).toBe(200);
      expect(shippingRatesSchema.parse(saved.json()).tables[0].bands[0]).toEqual({ max_weight_g: 250, price: 5.5 });

      const fresh = await readyBasket(t, [{ id: product, qty: 1 }]);
      expect(fresh.amount_shipping).toBe(5.5);
      const final = basketOf(await get(t, `/api/basket/get-final/${basket.id}`));
      expect(final).toMatchObject({ amount_shipping: 4.95, order: { reference: ordered.order!.reference, amount_total: 14.95 } });
      // The methods' list the checkout shows prices a parcel with the new table too.
      const methods = (await post(t, '/api/utilities/getShippingMethodsWithRelais/', { basketId: fresh.id })).json() as {
        methods: { kind: string; price: number }[];
      };
      expect(methods.methods.find((m) => m.kind === 'home')?.price).toBe(5.5);

      const [line] = await auditOf('settings.shipping-rates');
      expect(line.staffId).toBe(owner.id);
      expect(JSON.stringify(line.before)).toContain('"price":4.95');
      expect(JSON.stringify(line.after)).toContain('"price":5.5');
      expect((await post(t, RATES, formOf(seeded), owner.headers)).statusCode).toBe(200);
    });

    it('a table left empty takes the method off that zone', async () => {
      const seeded = await seededRates();
      const form = formOf(seeded);
      const eu = form.tables.find((table) => table.method_id === 1 && table.zone === 'eu')!;
      eu.bands = [];
      const saved = shippingRatesSchema.parse((await post(t, RATES, form, owner.headers)).json());
      expect(saved.tables.map((table) => `${table.method_id}/${table.zone}`)).toEqual(['1/metro', '1/corsica', '1/overseas', '2/metro']);
      expect(await t.database.db.select().from(shippingRates).where(like(shippingRates.zone, 'eu'))).toEqual([]);
      expect((await post(t, RATES, formOf(seeded), owner.headers)).statusCode).toBe(200);
    });

    it('refuses visitors, customers and staff writing; staff read', async () => {
      const seeded = await seededRates();
      const customer = await registerCustomer(t.app, 'rates@example.fr');
      expectApiError(await get(t, RATES), 401, 'STAFF_AUTH_REQUIRED');
      expectApiError(await get(t, RATES, bearer(customer.access_token)), 403, 'STAFF_ONLY');
      expectApiError(await post(t, RATES, formOf(seeded)), 401, 'STAFF_AUTH_REQUIRED');
      expectApiError(await post(t, RATES, formOf(seeded), bearer(customer.access_token)), 403, 'STAFF_ONLY');
      expectApiError(await post(t, RATES, formOf(seeded), assistant.headers), 403, 'OWNER_ONLY');
      expect(await seededRates()).toEqual(seeded);
    });

    it('refuses bands that do not go up, a negative price, the pick-up priced, in the owner’s language, and saves nothing', async () => {
      const seeded = await seededRates();
      const bad = formOf(seeded);
      bad.tables[1].bands[1] = { max_weight_g: 400, price: 11.9 };
      bad.tables[4].bands[0] = { max_weight_g: 500, price: -1 };
      const fr = expectApiError(await post(t, RATES, bad, owner.headers), 422, 'SETTINGS_INVALID');
      expect(fr.message).toBe(
        'Livraison à domicile, Corse, tranche 2 : Chaque tranche va jusqu’à un poids plus lourd que la précédente. ' +
          'Point relais, France métropolitaine, tranche 1 : Un prix est de 0 € ou plus (au plus 1 000 €), au centime près.',
      );
      const pickup = { tables: [...formOf(seeded).tables, { method_id: 3, zone: 'metro', bands: [{ max_weight_g: 1000, price: 2 }] }] };
      const en = expectApiError(await post(t, RATES, pickup, { ...owner.headers, 'accept-language': 'en' }), 422, 'SETTINGS_INVALID');
      expect(en.message).toBe('Pick-up at the Saint-Didier shop, Metropolitan France: The shop pick-up is free: it has no prices.');
      for (const body of [{}, { tables: 'all' }, { tables: [{ method_id: 1, zone: 'metro', bands: [{ max_weight_g: '250', price: 1 }] }] }]) {
        expectApiError(await post(t, RATES, body, owner.headers), 400, 'VALIDATION');
      }
      expectApiError(await post(t, RATES, { tables: [{ method_id: 99, zone: 'mars', bands: [] }] }, owner.headers), 422, 'SETTINGS_INVALID');
      expect(await seededRates()).toEqual(seeded);
    });

    it('two owners saving at once leave one of their sets whole, never a mix', async () => {
      const seeded = await seededRates();
      const second = await staffSession(t.database.db, 'owner');
      const cheap = formOf(seeded);
      const dear = formOf(seeded);
      for (const table of cheap.tables) table.bands = table.bands.map((band) => ({ ...band, price: 1 }));
      for (const table of dear.tables) table.bands = table.bands.slice(0, 2).map((band) => ({ ...band, price: 99 }));
      const answers = await Promise.all([post(t, RATES, cheap, owner.headers), post(t, RATES, dear, second.headers)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const now = formOf(await seededRates());
      expect([JSON.stringify(cheap), JSON.stringify(dear)]).toContain(JSON.stringify(now));
      expect((await post(t, RATES, formOf(seeded), owner.headers)).statusCode).toBe(200);
    });
  });
});
