import { addressBookSchema, SAVED_ADDRESSES_MAX, userExportSchema, type AddressBook } from '@nougaterie/contracts';
import { eq } from 'drizzle-orm';
import { savedAddresses } from '../db/schema.js';
import { bearer, expectApiError, openTestApp, registerCustomer, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { address, get, post } from '../test/shop.js';
import { strict } from '../test/strict.js';
import { omit } from '../omit.js';

const parents = { ...address, firstname: 'Odette', lastname: 'Arnaud', address1: '5 rue des Tilleuls', zipcode: '26110', city: 'Nyons' };
const office = { ...address, company: 'Miellerie Arnaud', address1: '3 route de Pernes', zipcode: '84200', city: 'Carpentras' };

describe.each(drivers)('the address book’s other addresses on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(driver);
  });
  afterAll(() => t.close());

  const send = (method: 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const bookOf = (response: { statusCode: number; body: string; json: () => unknown }): AddressBook => {
    if (response.statusCode >= 300) throw new Error(`${response.statusCode}: ${response.body}`);
    return strict(addressBookSchema).parse(response.json());
  };
  const customer = async (email: string) => bearer((await registerCustomer(t.app, email)).access_token);

  it('adds, names, changes and removes addresses, each answer the whole book', async () => {
    const headers = await customer('carnet.plein@example.fr');
    const added = await post(t, '/api/user/addresses/saved', { ...parents, label: ' Chez mes parents ' }, headers);
    expect(added.statusCode).toBe(201);
    const first = bookOf(added);
    expect(first.saved).toEqual([{ ...parents, id: expect.any(Number), label: 'Chez mes parents' }]);
    const second = bookOf(await post(t, '/api/user/addresses/saved', office, headers));
    expect(second.saved.map((a) => [a.city, a.label])).toEqual([
      ['Nyons', 'Chez mes parents'],
      ['Carpentras', ''],
    ]);

    const id = second.saved[1].id;
    const changed = bookOf(await send('PUT', `/api/user/addresses/saved/${id}`, headers, { ...office, address2: 'Bureau 2', label: 'Bureau' }));
    expect(changed.saved[1]).toEqual({ ...office, address2: 'Bureau 2', id, label: 'Bureau' });

    const removed = bookOf(await send('DELETE', `/api/user/addresses/saved/${second.saved[0].id}`, headers));
    expect(removed.saved.map((a) => a.id)).toEqual([id]);
    expect(bookOf(await get(t, '/api/user/addresses', headers))).toEqual(removed);
    // The defaults were never touched by the book.
    expect(removed).toMatchObject({ shipping: null, billing: null });
  });

  it('refuses an incomplete or ill-formed address with a message in the shopper’s language, and saves nothing', async () => {
    const headers = await customer('carnet.faux@example.fr');
    const missing = expectApiError(await post(t, '/api/user/addresses/saved', { ...parents, city: ' ', phone: '' }, headers), 422, 'ADDRESS_INCOMPLETE');
    expect(missing.message).toBe("L'adresse est incomplète : il manque téléphone, ville.");
    const english = expectApiError(
      await post(t, '/api/user/addresses/saved', { ...parents, zipcode: 'ABCDE' }, { ...headers, 'accept-language': 'en' }),
      422,
      'ADDRESS_INVALID',
    );
    expect(english.message).toMatch(/^Address: .*postcode/i);
    for (const payload of [{ ...parents, label: 'x'.repeat(61) }, { ...parents, email: 'a@b.fr, c@d.fr' }, ['rue'], { city: 'Apt' }]) {
      expectApiError(await post(t, '/api/user/addresses/saved', payload, headers), 400, 'VALIDATION');
    }
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expectApiError(await send('DELETE', `/api/user/addresses/saved/${id}`, headers), 400, 'VALIDATION');
    }
    expect(bookOf(await get(t, '/api/user/addresses', headers)).saved).toEqual([]);
  });

  it('makes a saved address the default, keeping the default it replaces in the book', async () => {
    const headers = await customer('carnet.defaut@example.fr');
    await post(t, '/api/user/addresses', { shipping: address, same_as_shipping: true }, headers);
    const book = bookOf(await post(t, '/api/user/addresses/saved', parents, headers));
    const used = bookOf(await post(t, `/api/user/addresses/saved/${book.saved[0].id}/use`, { kind: 'shipping' }, headers));
    expect(used.shipping).toEqual(parents);
    expect(used.billing).toEqual(address);
    // The old delivery address (also the billing one) is now in the book, once.
    expect(used.saved.map((saved) => omit(saved, 'id', 'label'))).toEqual([parents, address]);
    // Choosing it back does not add the parents' address a second time: it is in the book already.
    const back = bookOf(await post(t, `/api/user/addresses/saved/${used.saved[1].id}/use`, { kind: 'shipping' }, headers));
    expect(back.shipping).toEqual(address);
    expect(back.saved).toHaveLength(2);
    const billing = bookOf(await post(t, `/api/user/addresses/saved/${used.saved[0].id}/use`, { kind: 'billing' }, headers));
    expect(billing).toMatchObject({ shipping: address, billing: parents, same_as_shipping: false });
    expectApiError(await post(t, `/api/user/addresses/saved/${used.saved[0].id}/use`, { kind: 'gift' }, headers), 400, 'VALIDATION');
    // The checkout pre-fills from the profile's prefixed fields: they follow.
    const profile = (await get(t, '/api/auth/user-profile', headers)).json() as Record<string, string>;
    expect(profile.address_billing_city).toBe('Nyons');
  });

  it(`holds at most ${SAVED_ADDRESSES_MAX} addresses, also when many adds race`, async () => {
    const headers = await customer('carnet.course@example.fr');
    const adds = await Promise.all(
      Array.from({ length: SAVED_ADDRESSES_MAX + 4 }, (_, i) => post(t, '/api/user/addresses/saved', { ...parents, address2: `Porte ${i}` }, headers)),
    );
    expect(adds.filter((r) => r.statusCode === 201)).toHaveLength(SAVED_ADDRESSES_MAX);
    const full = adds.filter((r) => r.statusCode !== 201);
    expect(full).toHaveLength(4);
    for (const response of full) expect(expectApiError(response, 422, 'ADDRESS_BOOK_FULL').message).toMatch(/déjà 10 adresses/);
    expect(bookOf(await get(t, '/api/user/addresses', headers)).saved).toHaveLength(SAVED_ADDRESSES_MAX);
  });

  it('never shows, changes, removes or uses another customer’s address, and answers as for a missing one', async () => {
    const alice = await customer('carnet.alice@example.fr');
    const bob = await customer('carnet.bob@example.fr');
    const [secret] = bookOf(await post(t, '/api/user/addresses/saved', { ...parents, address1: 'Mas secret' }, alice)).saved;
    expect(JSON.stringify(bookOf(await get(t, '/api/user/addresses', bob)))).not.toContain('Mas secret');
    const attempts = [
      await send('PUT', `/api/user/addresses/saved/${secret.id}`, bob, office),
      await send('DELETE', `/api/user/addresses/saved/${secret.id}`, bob),
      await post(t, `/api/user/addresses/saved/${secret.id}/use`, { kind: 'shipping' }, bob),
      await send('DELETE', '/api/user/addresses/saved/2000000000', bob),
    ];
    for (const response of attempts) expectApiError(response, 404, 'ADDRESS_NOT_FOUND');
    expect(bookOf(await get(t, '/api/user/addresses', bob))).toMatchObject({ shipping: null, saved: [] });
    expect(bookOf(await get(t, '/api/user/addresses', alice)).saved).toEqual([secret]);
    for (const response of [await post(t, '/api/user/addresses/saved', parents), await send('DELETE', `/api/user/addresses/saved/${secret.id}`, {})]) {
      expect(response.statusCode).toBe(401);
    }
  });

  it('gives the book in the data export, and deletes it with the account', async () => {
    const { access_token, user } = await registerCustomer(t.app, 'carnet.rgpd@example.fr', 'miel-de-lavande-84');
    const headers = bearer(access_token);
    await post(t, '/api/user/addresses/saved', { ...parents, label: 'Parents' }, headers);
    const exported = userExportSchema.parse((await get(t, '/api/user/export', headers)).json());
    expect(exported.addresses.saved).toEqual([{ ...parents, id: expect.any(Number), label: 'Parents' }]);
    expect((await post(t, '/api/user/delete', { password: 'miel-de-lavande-84' }, headers)).statusCode).toBe(200);
    expect(await t.database.db.select().from(savedAddresses).where(eq(savedAddresses.userId, user.id))).toEqual([]);
  });
});
