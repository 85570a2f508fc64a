import { addressBookSchema, authResponseSchema, messageResponseSchema, userSchema } from '@nougaterie/contracts';
import { toPrefixed } from '@nougaterie/contracts/rules';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { bearer, expectApiError, openTestApp, registerCustomer, SITE_URL, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { address, get, post } from '../test/shop.js';
import { strict } from '../test/strict.js';

const PASSWORD = 'miel-de-lavande-84';
const NEW_PASSWORD = 'romarin-et-thym-2026';

describe.each(drivers)('customer profile, addresses and password on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(driver);
  });
  afterAll(() => t.close());

  const update = (payload: unknown, headers: Record<string, string>) => post(t, '/api/user/update', payload, headers);

  it('updates the profile and the prefixed addresses, and answers the user', async () => {
    const { access_token, user } = await registerCustomer(t.app, 'profil@example.fr');
    const headers = bearer(access_token);
    const response = await update(
      { firstname: ' Mireille ', lastname: 'Arnaud', phone: '0490123456', lang: 'en', ...toPrefixed({ ...address, company: ' ' }, 'shipping') },
      headers,
    );
    expect(response.statusCode).toBe(200);
    const updated = strict(userSchema).parse(response.json());
    expect(updated).toMatchObject({
      id: user.id,
      firstname: 'Mireille',
      lastname: 'Arnaud',
      phone: '0490123456',
      lang: 'en',
      address_shipping_address1: '12 place de la Fontaine',
      address_shipping_city: 'Saint-Didier',
      address_shipping_company: null,
      address_billing_city: null,
    });
    expect(userSchema.parse((await get(t, '/api/auth/user-profile', headers)).json())).toEqual(updated);

    // One field of a stored address can change alone: the address stays complete.
    const moved = userSchema.parse((await update({ address_shipping_city: 'Carpentras', phone: '' }, headers)).json());
    expect(moved).toMatchObject({ address_shipping_city: 'Carpentras', address_shipping_zipcode: '84210', phone: null, firstname: 'Mireille' });
    // An empty body changes nothing.
    expect(userSchema.parse((await update({}, headers)).json())).toEqual(moved);
  });

  it('refuses an incomplete address with 422 naming the missing fields, in fr and en, and stores nothing', async () => {
    const { access_token, user } = await registerCustomer(t.app, 'incomplet@example.fr');
    const headers = bearer(access_token);
    const partial = { ...toPrefixed(address, 'billing'), address_billing_zipcode: '', address_billing_phone: null };
    const fr = expectApiError(await update({ firstname: 'Zoé', ...partial }, headers), 422, 'ADDRESS_INCOMPLETE');
    expect(fr.message).toBe("L'adresse de facturation est incomplète : il manque code postal, téléphone.");
    const en = expectApiError(await update(partial, { ...headers, 'accept-language': 'en' }), 422, 'ADDRESS_INCOMPLETE');
    expect(en.message).toBe('The billing address is incomplete: postcode, phone missing.');
    expectApiError(await update({ address_shipping_city: 'Apt' }, headers), 422, 'ADDRESS_INCOMPLETE');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstname: 'Marie', address_billing_city: null, address_shipping_city: null });
  });

  it('refuses bad input with 400 and never answers 500', async () => {
    const { access_token } = await registerCustomer(t.app, 'mauvais@example.fr');
    const headers = bearer(access_token);
    const bad = [
      { firstname: '' },
      { firstname: 'x'.repeat(101) },
      { lang: 'de' },
      { phone: 42 },
      { address_shipping_city: 'x'.repeat(256) },
      { address_billing_address1: ['rue'] },
      [],
    ];
    for (const payload of bad) expectApiError(await update(payload, headers), 400, 'VALIDATION');
    expectApiError(await update('texte', headers), 415, 'UNSUPPORTED_MEDIA_TYPE');
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/user/update',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"firstname":',
    });
    expectApiError(raw, 400, 'INVALID_JSON');
  });

  it('reads and writes the address book: complete addresses, same as shipping, null removes', async () => {
    const { access_token } = await registerCustomer(t.app, 'carnet@example.fr');
    const headers = bearer(access_token);
    const empty = addressBookSchema.parse((await get(t, '/api/user/addresses', headers)).json());
    expect(empty).toEqual({ shipping: null, billing: null, same_as_shipping: false, saved: [] });

    const same = await post(t, '/api/user/addresses', { shipping: address, same_as_shipping: true }, headers);
    expect(addressBookSchema.parse(same.json())).toEqual({ shipping: address, billing: address, same_as_shipping: true, saved: [] });
    const profile = userSchema.parse((await get(t, '/api/auth/user-profile', headers)).json());
    expect(profile).toMatchObject({ address_billing_city: 'Saint-Didier', address_shipping_phone: '0490000000' });

    const office = { ...address, company: 'Miellerie Arnaud', address1: '3 route de Pernes' };
    const split = addressBookSchema.parse((await post(t, '/api/user/addresses', { billing: office }, headers)).json());
    expect(split).toEqual({ shipping: address, billing: office, same_as_shipping: false, saved: [] });
    const removed = addressBookSchema.parse((await post(t, '/api/user/addresses', { billing: null }, headers)).json());
    expect(removed).toEqual({ shipping: address, billing: null, same_as_shipping: false, saved: [] });

    const refused = expectApiError(
      await post(t, '/api/user/addresses', { shipping: { ...address, city: ' ', lastname: '' } }, headers),
      422,
      'ADDRESS_INCOMPLETE',
    );
    expect(refused.message).toMatch(/livraison.*nom, ville/);
    for (const payload of [
      { shipping: { city: 'Apt' } },
      { shipping: 'rue' },
      { same_as_shipping: 'oui' },
      { billing: { ...address, zipcode: 'x'.repeat(300) } },
    ]) {
      expectApiError(await post(t, '/api/user/addresses', payload, headers), 400, 'VALIDATION');
    }
    expect(addressBookSchema.parse((await get(t, '/api/user/addresses', headers)).json())).toEqual(removed);
  });

  it('changes the password with the old one: other sessions closed, this one kept, the new password works', async () => {
    const { access_token: current } = await registerCustomer(t.app, 'secret@example.fr', PASSWORD);
    const login = (password: string) => post(t, '/api/auth/login', { email: 'secret@example.fr', password });
    const other = authResponseSchema.parse((await login(PASSWORD)).json()).access_token;
    const change = (payload: unknown, headers: Record<string, string> = bearer(current)) => post(t, '/api/user/change-password', payload, headers);

    const wrong = expectApiError(await change({ old_password: 'pas-le-bon-mot', password: NEW_PASSWORD }), 400, 'WRONG_PASSWORD');
    expect(wrong.message).toBe('Le mot de passe actuel est incorrect.');
    expect(expectApiError(await change({ old_password: 'x', password: NEW_PASSWORD }, { ...bearer(current), 'accept-language': 'en' }), 400).message).toBe(
      'The current password is incorrect.',
    );
    expectApiError(await change({ old_password: PASSWORD, password: 'court' }), 400, 'VALIDATION');
    expectApiError(await change({ old_password: PASSWORD }), 400, 'VALIDATION');
    expectApiError(await change({ old_password: PASSWORD, password: PASSWORD }), 400, 'SAME_PASSWORD');
    expectApiError(await change({ old_password: PASSWORD, password: NEW_PASSWORD }, {}), 401, 'AUTH_REQUIRED');

    const mailsBefore = t.mails.length;
    const done = await change({ old_password: PASSWORD, password: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    // The holder is told, so that a change made by someone else does not go unnoticed.
    const told = t.mails.slice(mailsBefore).filter((m) => m.to === 'secret@example.fr');
    expect(told.map((m) => m.subject)).toEqual(['Votre mot de passe a été modifié']);
    expect(told[0].text).toContain(`${SITE_URL}/sign/forgot-password`);
    expect(messageResponseSchema.parse(done.json()).message).toMatch(/autres sessions/);
    expect((await get(t, '/api/auth/user-profile', bearer(current))).statusCode).toBe(200);
    expectApiError(await get(t, '/api/auth/user-profile', bearer(other)), 401, 'SESSION_EXPIRED');
    expectApiError(await login(PASSWORD), 401, 'INVALID_CREDENTIALS');
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses every account call to an anonymous visitor or a dead token with 401', async () => {
    const calls: [string, string, unknown][] = [
      ['POST', '/api/user/update', { firstname: 'Intrus' }],
      ['GET', '/api/user/addresses', undefined],
      ['POST', '/api/user/addresses', { shipping: address }],
      ['POST', '/api/user/change-password', { old_password: PASSWORD, password: NEW_PASSWORD }],
    ];
    for (const [method, url, payload] of calls) {
      const inject = (headers: Record<string, string>) =>
        t.app.inject({ method: method as 'GET' | 'POST', url, headers, ...(payload ? { payload: payload } : {}) });
      expectApiError(await inject({}), 401, 'AUTH_REQUIRED');
      expectApiError(await inject(bearer('A'.repeat(43))), 401, 'SESSION_EXPIRED');
    }
  });
});
