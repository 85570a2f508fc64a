import { addressBookSchema } from '@nougaterie/contracts';
import { eq } from 'drizzle-orm';
import { contactMessages } from '../contact/schema.js';
import { baskets, users } from '../db/schema.js';
import { bearer, expectApiError, openTestApp, registerCustomer, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { address, addresses, basketOf, makeProduct, post } from '../test/shop.js';

/** Postcodes and phones that passed for France before the rule, each refused with its field named. */
const BAD: { changes: Partial<typeof address>; fr: string; en: string }[] = [
  {
    changes: { zipcode: 'ABCDE' },
    fr: "Ce code postal n'existe pas dans le pays choisi (France)",
    en: 'This postcode does not exist in the chosen country (France)',
  },
  {
    changes: { zipcode: 'zz' },
    fr: "Ce code postal n'existe pas dans le pays choisi (France)",
    en: 'This postcode does not exist in the chosen country (France)',
  },
  {
    changes: { zipcode: '99999' },
    fr: "Ce code postal n'existe pas dans le pays choisi (France)",
    en: 'This postcode does not exist in the chosen country (France)',
  },
  { changes: { zipcode: '98000' }, fr: 'Le code postal 98000 est à Monaco', en: 'The postcode 98000 is in Monaco' },
  {
    changes: { country: 'BE' },
    fr: "Ce code postal n'existe pas dans le pays choisi (Belgique)",
    en: 'This postcode does not exist in the chosen country (Belgium)',
  },
  { changes: { phone: 'abcdefghij' }, fr: "Ce numéro de téléphone n'est pas valable", en: 'This phone number cannot be called' },
  { changes: { phone: '0000000000' }, fr: "Ce numéro de téléphone n'est pas valable", en: 'This phone number cannot be called' },
];

describe.each(drivers)('postcode and phone checked for the country, on %s', (driver) => {
  let t: TestApp;
  let product: number;
  beforeAll(async () => {
    t = await openTestApp(driver, { siteRateLimits: { contactIp: { max: 10_000, windowSeconds: 60 }, proIp: { max: 10_000, windowSeconds: 60 } } });
    product = await makeProduct(t, { priceCents: 1000, stock: 100, weightG: 200 });
  });
  afterAll(() => t.close());

  const basketRow = async (id: string) => (await t.database.db.select().from(baskets).where(eq(baskets.id, id)))[0];

  it('basket update: refused 422 naming the field in fr and en, the basket untouched', async () => {
    const basket = basketOf(await post(t, '/api/basket/product-add', { item_id: product, qty: 1 }));
    basketOf(await post(t, '/api/basket/update', { basketId: basket.id, ...addresses() }));
    const before = await basketRow(basket.id);
    for (const { changes, fr, en } of BAD) {
      for (const [lang, sentence, which] of [
        ['fr', fr, 'Adresse de livraison :'],
        ['en', en, 'Delivery address:'],
      ]) {
        const response = await post(t, '/api/basket/update', { basketId: basket.id, ...addresses(changes) }, { 'accept-language': lang });
        const body = expectApiError(response, 422, 'BASKET_UPDATE_REFUSED');
        expect(body.message).toContain(which);
        expect(body.message).toContain(sentence);
      }
    }
    // One field sent alone is read with the country already on the basket.
    expectApiError(await post(t, '/api/basket/update', { basketId: basket.id, address_billing_zipcode: 'ABCDE' }), 422, 'BASKET_UPDATE_REFUSED');
    expect(await basketRow(basket.id)).toEqual(before);
  });

  it('prices the parcel for the zone of the valid postcode: mainland, Monaco, Corsica, overseas', async () => {
    const homePrice = async (changes: Partial<typeof address>) => {
      const basket = basketOf(await post(t, '/api/basket/product-add', { item_id: product, qty: 1 }));
      basketOf(await post(t, '/api/basket/update', { basketId: basket.id, ...addresses(changes) }));
      return basketOf(await post(t, '/api/basket/shipping-edit', { basketId: basket.id, shipping_method_id: 1 })).amount_shipping;
    };
    const mainland = await homePrice({});
    expect(await homePrice({ country: 'MC', zipcode: '98000', city: 'Monaco', phone: '+377 93 15 20 00' })).toBe(mainland);
    const corsica = await homePrice({ zipcode: '20000', city: 'Ajaccio' });
    expect(corsica).toBeGreaterThan(mainland);
    expect(await homePrice({ zipcode: '20200', city: 'Bastia' })).toBe(corsica);
    const overseas = await homePrice({ zipcode: '97400', city: 'Saint-Denis', phone: '0692 12 34 56' });
    expect(overseas).toBeGreaterThan(corsica);
    expect(await homePrice({ country: 'RE', zipcode: '97400', city: 'Saint-Denis', phone: '0692 12 34 56' })).toBe(overseas);
  });

  it('address book and profile: refused 422 ADDRESS_INVALID, nothing written', async () => {
    const customer = await registerCustomer(t.app, 'codes-postaux@example.fr');
    const headers = (lang: string) => ({ ...bearer(customer.access_token), 'accept-language': lang });
    const row = async () => (await t.database.db.select().from(users).where(eq(users.id, customer.user.id)))[0];
    const before = await row();
    for (const { changes, fr, en } of BAD) {
      const book = expectApiError(
        await post(t, '/api/user/addresses', { shipping: { ...address, ...changes }, same_as_shipping: true }, headers('fr')),
        422,
        'ADDRESS_INVALID',
      );
      expect(book.message).toContain(`Adresse de livraison : ${fr}`);
      const billing = expectApiError(
        await post(t, '/api/user/addresses', { shipping: address, billing: { ...address, ...changes }, same_as_shipping: false }, headers('en')),
        422,
        'ADDRESS_INVALID',
      );
      expect(billing.message).toContain(`Billing address: ${en}`);
      const profile = expectApiError(await post(t, '/api/user/update', { firstname: 'Autre', ...addresses(changes) }, headers('en')), 422, 'ADDRESS_INVALID');
      expect(profile.message).toContain(en);
    }
    expect(await row()).toEqual(before);

    const saved = await post(
      t,
      '/api/user/addresses',
      { shipping: { ...address, country: 'BE', zipcode: '1000', city: 'Bruxelles', phone: '0470 12 34 56' }, same_as_shipping: true },
      headers('fr'),
    );
    expect(saved.statusCode).toBe(200);
    expect(addressBookSchema.parse(saved.json()).shipping).toMatchObject({ country: 'BE', zipcode: '1000' });
  });

  it('contact form: the same phone rule and sentence, nothing stored', async () => {
    const form = { firstname: 'Rose', lastname: 'Martin', email: 'rose@example.fr', subject: 'Visite', message: 'Bonjour, une question.' };
    for (const phone of ['abcdefghij', '0000000000', '06 12 34 56 7a']) {
      const fr = expectApiError(await post(t, '/api/contact', { ...form, phone }, { 'accept-language': 'fr' }), 400, 'VALIDATION');
      expect(fr.message).toContain("phone : Ce numéro de téléphone n'est pas valable");
      const en = expectApiError(await post(t, '/api/contact', { ...form, phone }, { 'accept-language': 'en' }), 400, 'VALIDATION');
      expect(en.message).toContain('phone : This phone number cannot be called');
    }
    expect(await t.database.db.select().from(contactMessages)).toEqual([]);
  });
});
