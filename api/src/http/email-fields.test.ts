import { addressBookSchema, userSchema } from '@nougaterie/contracts';
import { eq } from 'drizzle-orm';
import { contactMessages } from '../contact/schema.js';
import { baskets, stockAlerts, users } from '../db/schema.js';
import { proRequests } from '../pro/schema.js';
import { bearer, expectApiError, openTestApp, registerCustomer, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { address, addresses, basketOf, makeProduct, post, type Injected } from '../test/shop.js';
import { bookingRequest, LOOSE_VISITS_RATE_LIMITS, makeSlot, visitor } from '../test/tours.js';
import { tourBookings } from '../tours/schema.js';

/** What one e-mail field must never carry to a mail's To:, a list above all. */
const NOT_ONE_ADDRESS = ['buyer@example.fr, third@example.org', 'not an e-mail', 'buyer@example.fr\r\nBcc: third@example.org'];
const FR = 'une seule adresse e-mail est attendue, de la forme nom@exemple.fr';
const EN = 'a single e-mail address is expected, such as name@example.com';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe.each(drivers)('one e-mail address per field, on every call, on %s', (driver) => {
  let t: TestApp;
  let product: number;
  beforeAll(async () => {
    t = await openTestApp(driver, {
      siteRateLimits: { contactIp: { max: 10_000, windowSeconds: 60 }, proIp: { max: 10_000, windowSeconds: 60 } },
      visitsRateLimits: LOOSE_VISITS_RATE_LIMITS,
    });
    product = await makeProduct(t, { priceCents: 1200, stock: 50 });
  });
  afterAll(() => t.close());

  /** A 400 naming the field, in French and in English. */
  async function expectRefused(send: (lang: string) => Promise<Injected>, field: string) {
    const fr = expectApiError(await send('fr'), 400, 'VALIDATION');
    expect(fr.message).toContain(`${field} : ${FR}`);
    const en = expectApiError(await send('en'), 400, 'VALIDATION');
    expect(en.message).toContain(`${field} : ${EN}`);
  }

  it('basket update: an address e-mail is one address or the update is refused, the basket untouched', async () => {
    const basket = basketOf(await post(t, '/api/basket/product-add', { item_id: product, qty: 1 }));
    const update = (changes: object, lang = 'fr') =>
      post(t, '/api/basket/update', { basketId: basket.id, ...addresses(), ...changes }, { 'accept-language': lang });
    for (const value of NOT_ONE_ADDRESS) {
      await expectRefused((lang) => update({ address_billing_email: value }, lang), 'address_billing_email');
      await expectRefused((lang) => update({ address_shipping_email: value }, lang), 'address_shipping_email');
    }
    const [row] = await t.database.db.select().from(baskets).where(eq(baskets.id, basket.id));
    expect([row.address_shipping_email, row.address_billing_email]).toEqual([null, null]);

    const saved = basketOf(await update({ address_billing_email: ' Buyer@Example.FR ' }));
    expect([saved.address_shipping_email, saved.address_billing_email]).toEqual([address.email, 'buyer@example.fr']);
  });

  it("profile and address book: the account's address e-mails are one address, nothing written otherwise", async () => {
    const customer = await registerCustomer(t.app, 'profil@example.fr');
    const headers = (lang: string) => ({ ...bearer(customer.access_token), 'accept-language': lang });
    const before = await t.database.db.select().from(users).where(eq(users.id, customer.user.id));
    for (const value of NOT_ONE_ADDRESS) {
      await expectRefused(
        (lang) => post(t, '/api/user/update', { firstname: 'Autre', ...addresses(), address_shipping_email: value }, headers(lang)),
        'address_shipping_email',
      );
      await expectRefused(
        (lang) => post(t, '/api/user/addresses', { shipping: address, billing: { ...address, email: value } }, headers(lang)),
        'billing.email',
      );
    }
    expect(await t.database.db.select().from(users).where(eq(users.id, customer.user.id))).toEqual(before);

    const updated = await post(t, '/api/user/update', addresses({ email: 'Marie@Example.fr' }), headers('fr'));
    expect(userSchema.parse(updated.json()).address_billing_email).toBe('marie@example.fr');
    const book = addressBookSchema.parse((await post(t, '/api/user/addresses', { shipping: address, billing: null }, headers('fr'))).json());
    expect(book.shipping?.email).toBe(address.email);
  });

  it('register, reset, contact, trade request, stock alert and booking refuse anything but one address, write and mail nothing', async () => {
    const slot = await makeSlot(t, 'le-parcours-gourmand');
    const soldOut = await makeProduct(t, { priceCents: 900, stock: 0 });
    const phone = '04 90 12 34 56';
    const calls: [string, (email: string) => object][] = [
      ['/api/auth/register', (email) => ({ email, password: 'miel-de-lavande-84', firstname: 'Léa', lastname: 'Roux' })],
      ['/api/utilities/getResetPasswordToken', (email) => ({ email })],
      ['/api/contact', (email) => ({ firstname: 'Rose', lastname: 'Aubanel', email, subject: 'Coffret', message: 'Quarante coffrets ?' })],
      ['/api/pro-request', (email) => ({ company: 'Olivades', siret: '81234567800019', contactName: 'Paul', email, phone, activity: 'Épicerie' })],
      ['/api/shop/alert', (email) => ({ item_id: soldOut, email })],
      ['/api/visits/bookings', (email) => bookingRequest(slot, { contact: { ...visitor, email } })],
    ];
    const mailsBefore = t.mails.length;
    const tables = [users, contactMessages, proRequests, stockAlerts, tourBookings];
    const counts = () => Promise.all(tables.map(async (table) => (await t.database.db.select().from(table)).length));
    const before = await counts();
    for (const [url, payload] of calls) {
      for (const value of NOT_ONE_ADDRESS) {
        const field = url === '/api/visits/bookings' ? 'contact.email' : 'email';
        await expectRefused((lang) => post(t, url, payload(value), { 'accept-language': lang }), field);
      }
    }
    await settle();
    expect(await counts()).toEqual(before);
    expect(t.mails.length).toBe(mailsBefore);
  });
});
