import { discountResponseSchema } from '@nougaterie/contracts';
import { discountCodeDetailSchema, discountCodeListSchema, type DiscountCodeDetail, type DiscountCodeForm } from '@nougaterie/contracts/admin';
import { and, count, eq, like } from 'drizzle-orm';
import { discountCodes } from '../../db/schema.js';
import { bearer, expectApiError, openTestApp, registerCustomer, type TestApp } from '../../test/app.js';
import { adminOrder, move, placeOrder } from '../../test/backoffice.js';
import { drivers } from '../../test/databases.js';
import { basketOf, get, makeProduct, post, readyBasket, type Injected } from '../../test/shop.js';
import { staffSession } from '../../test/staff-session.js';
import { strict } from '../../test/strict.js';
import { auditLog, staff } from '../schema.js';

const form = (overrides: Partial<DiscountCodeForm> = {}): DiscountCodeForm => ({
  code: 'AMANDES20',
  kind: 'percent',
  value: 20,
  min_amount: 0,
  starts_at: null,
  ends_at: null,
  once_per_customer: false,
  max_uses: null,
  ...overrides,
});
const spaces = (text: string) => text.replace(/\u202f|\u00a0/g, ' ');

describe.each(drivers)('back office: discount codes on %s', (driver) => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof staffSession>>;
  let nougat: number;

  beforeAll(async () => {
    t = await openTestApp(driver);
    // A shop assistant (role staff), not an owner: codes are part of running the shop.
    member = await staffSession(t.database.db, 'staff', 'Lucas');
    nougat = await makeProduct(t, { priceCents: 1250, stock: 1_000, weightG: 200 });
  });
  afterAll(() => t?.close());

  const detailOf = (response: Injected, status = 200): DiscountCodeDetail => {
    if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
    return strict(discountCodeDetailSchema).parse(response.json());
  };
  const create = async (overrides: Partial<DiscountCodeForm>) => detailOf(await post(t, '/api/admin/discount-codes', form(overrides), member.headers), 201);
  const edit = (id: number, overrides: Partial<DiscountCodeForm>) => post(t, `/api/admin/discount-codes/${id}`, form(overrides), member.headers);
  const codesLike = async (prefix: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(discountCodes)
        .where(like(discountCodes.code, `${prefix}%`))
    )[0].n;
  const auditOf = (id: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `discount:${id}`))
      .orderBy(auditLog.id);
  const apply = async (basketId: string, code: string, headers: Record<string, string> = {}) =>
    discountResponseSchema.parse((await post(t, '/api/basket/discount-add', { basketId, code }, headers)).json());

  it('refuses every call without a staff session, to a customer, and to a disabled member', async () => {
    const customer = await registerCustomer(t.app, 'pas-du-personnel@example.fr');
    const {
      code: { id },
    } = await create({ code: 'MURS1' });
    const calls: [string, string, object?][] = [
      ['GET', '/api/admin/discount-codes'],
      ['GET', `/api/admin/discount-codes/${id}`],
      ['POST', '/api/admin/discount-codes', form({ code: 'MURS2' })],
      ['POST', `/api/admin/discount-codes/${id}`, form({ code: 'MURS1', value: 90 })],
      ['POST', `/api/admin/discount-codes/${id}/disable`, {}],
      ['POST', `/api/admin/discount-codes/${id}/enable`, {}],
    ];
    const gone = await staffSession(t.database.db, 'staff', 'Parti');
    await t.database.db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, gone.id));
    for (const [method, url, payload] of calls) {
      const send = (headers: Record<string, string>) => t.app.inject({ method: method as 'GET' | 'POST', url, headers, ...(payload ? { payload } : {}) });
      expectApiError(await send({}), 401, 'STAFF_AUTH_REQUIRED');
      expectApiError(await send(bearer(customer.access_token)), 403, 'STAFF_ONLY');
      expectApiError(await send(gone.headers), 401, 'STAFF_SESSION_EXPIRED');
    }
    const [row] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, id));
    expect(row).toMatchObject({ value: 20, disabledAt: null });
    expect(await codesLike('MURS2')).toBe(0);
  });

  it('creates a code, upper-cased, with its dates read in Paris time, and writes the audit line', async () => {
    const made = await create({
      code: ' noel-cadeau ',
      kind: 'amount',
      value: 5.5,
      min_amount: 30,
      starts_at: '2026-12-01T00:00',
      ends_at: '2027-07-01T10:00',
      once_per_customer: true,
      max_uses: 50,
    });
    expect(made).toEqual({
      code: {
        id: expect.any(Number),
        code: 'NOEL-CADEAU',
        kind: 'amount',
        value: 5.5,
        min_amount: 30,
        // Winter: Paris is UTC+1; summer: UTC+2.
        starts_at: '2026-11-30T23:00:00.000Z',
        ends_at: '2027-07-01T08:00:00.000Z',
        once_per_customer: true,
        max_uses: 50,
        uses: 0,
        state: Date.now() < Date.parse('2026-11-30T23:00:00Z') ? 'not_yet_valid' : 'active',
        disabled_at: null,
        created_at: expect.any(String),
      },
      orders: [],
    });
    const [row] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, made.code.id));
    expect(row).toMatchObject({ code: 'NOEL-CADEAU', value: 550, minAmountCents: 3000, maxUsesPerCustomer: 1, maxUses: 50 });
    expect((await auditOf(made.code.id)).map((a) => [a.staffId, a.action, a.before, a.after])).toEqual([
      [
        member.id,
        'discount.create',
        null,
        {
          code: 'NOEL-CADEAU',
          kind: 'amount',
          value: 5.5,
          min_amount: 30,
          starts_at: '2026-11-30T23:00:00.000Z',
          ends_at: '2027-07-01T08:00:00.000Z',
          once_per_customer: true,
          max_uses: 50,
          disabled: false,
        },
      ],
    ]);
    const list = strict(discountCodeListSchema).parse((await get(t, '/api/admin/discount-codes', member.headers)).json());
    expect(list.codes[0]).toMatchObject({ code: 'NOEL-CADEAU' });
    // The seed's codes are there too, in their states.
    expect(list.codes.find((c) => c.code === 'EXPIRE')).toMatchObject({ state: 'expired', kind: 'amount', value: 10 });
    expect(list.codes.find((c) => c.code === 'LIVRAISON')).toMatchObject({ state: 'active', kind: 'free_shipping', value: 0 });
  });

  it.each([
    ['a percent of 0', { value: 0 }, 'Le pourcentage de réduction est un nombre entier de 1 à 100.', 'The percentage off is a whole number from 1 to 100.'],
    ['a percent of 101', { value: 101 }, 'Le pourcentage de réduction est un nombre entier de 1 à 100.', 'The percentage off is a whole number from 1 to 100.'],
    [
      'an amount of 0',
      { kind: 'amount', value: 0 },
      'Le montant de la réduction est supérieur à 0 € et d’au plus 10 000 €, au centime près.',
      'The amount off is more than €0 and at most €10,000, to the cent.',
    ],
    [
      'a negative amount',
      { kind: 'amount', value: -5 },
      'Le montant de la réduction est supérieur à 0 € et d’au plus 10 000 €, au centime près.',
      'The amount off is more than €0 and at most €10,000, to the cent.',
    ],
    [
      'an end before the start',
      { starts_at: '2026-12-24T00:00', ends_at: '2026-12-01T00:00' },
      'La fin de validité doit venir après le début.',
      'The end of validity must come after its start.',
    ],
    [
      'a code with a space',
      { code: 'BAD CODE' },
      'Le code s’écrit en 3 à 32 caractères, sans espace : lettres sans accent, chiffres, « - » ou « _ ».',
      'The code has 3 to 32 characters and no spaces: letters without accents, digits, "-" or "_".',
    ],
    [
      'a code with an accent',
      { code: 'BADNOËL' },
      'Le code s’écrit en 3 à 32 caractères, sans espace : lettres sans accent, chiffres, « - » ou « _ ».',
      'The code has 3 to 32 characters and no spaces: letters without accents, digits, "-" or "_".',
    ],
    [
      'a code with odd characters',
      { code: 'BAD<b>' },
      'Le code s’écrit en 3 à 32 caractères, sans espace : lettres sans accent, chiffres, « - » ou « _ ».',
      'The code has 3 to 32 characters and no spaces: letters without accents, digits, "-" or "_".',
    ],
    [
      'a day not in the calendar',
      { ends_at: '2027-02-29T00:00' },
      'Une date de validité n’existe pas au calendrier (attendu : jour et heure, heure de Paris).',
      'A validity date is not in the calendar (expected: a day and a time, Paris time).',
    ],
  ] as [string, Partial<DiscountCodeForm>, string, string][])('refuses %s in both languages and saves nothing', async (_label, overrides, fr, en) => {
    const body = form({ code: 'BADINPUT', ...overrides });
    const french = expectApiError(await post(t, '/api/admin/discount-codes', body, member.headers), 400, 'VALIDATION');
    expect(spaces(french.message)).toBe(fr);
    const english = expectApiError(await post(t, '/api/admin/discount-codes', body, { ...member.headers, 'accept-language': 'en' }), 400, 'VALIDATION');
    expect(english.message).toBe(en);
    expect(await codesLike('BAD')).toBe(0);
    // The same on an edit: the code is left as it was.
    const { code } = await create({ code: `GOOD${Math.floor(Math.random() * 1e6)}` });
    const refused = expectApiError(await edit(code.id, { ...overrides, code: overrides.code ?? code.code }), 400, 'VALIDATION');
    expect(spaces(refused.message)).toBe(fr);
    const [row] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(row).toMatchObject({ code: code.code, kind: 'percent', value: 20, startsAt: null, endsAt: null });
    expect(await auditOf(code.id)).toHaveLength(1);
  });

  it('refuses a code that exists whatever its case, on a creation and on a rename, and a malformed form', async () => {
    const taken = expectApiError(await post(t, '/api/admin/discount-codes', form({ code: 'bienvenue10' }), member.headers), 409, 'DISCOUNT_CODE_TAKEN');
    expect(taken.message).toBe('Le code BIENVENUE10 existe déjà (les majuscules et minuscules ne comptent pas) : choisissez-en un autre ou modifiez celui-là.');
    const { code } = await create({ code: 'RENOMME' });
    expectApiError(await edit(code.id, { code: 'Nougat5' }), 409, 'DISCOUNT_CODE_TAKEN');
    // Its own name in another case is not a duplicate.
    expect(detailOf(await edit(code.id, { code: 'renomme', value: 25 })).code).toMatchObject({ code: 'RENOMME', value: 25 });
    expectApiError(await post(t, '/api/admin/discount-codes', { ...form({ code: 'MALFORME' }), kind: 'half' }, member.headers), 400, 'VALIDATION');
    expectApiError(await post(t, '/api/admin/discount-codes', { code: 'MALFORME' }, member.headers), 400, 'VALIDATION');
    expectApiError(await post(t, '/api/admin/discount-codes', { ...form({ code: 'MALFORME' }), value: '20' }, member.headers), 400, 'VALIDATION');
    expect(await codesLike('MALFORME')).toBe(0);
    for (const id of ['999999', 'abc', '99999999999', '0']) {
      expectApiError(await get(t, `/api/admin/discount-codes/${id}`, member.headers), 404, 'DISCOUNT_CODE_NOT_FOUND');
      expectApiError(await edit(id as unknown as number, {}), 404, 'DISCOUNT_CODE_NOT_FOUND');
      expectApiError(await post(t, `/api/admin/discount-codes/${id}/disable`, {}, member.headers), 404, 'DISCOUNT_CODE_NOT_FOUND');
    }
  });

  it('two staff saving the same new code at once: one is made, the other told it exists', async () => {
    const answers = await Promise.all([0, 1, 2].map(() => post(t, '/api/admin/discount-codes', form({ code: 'ENMEMETEMPS' }), member.headers)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await codesLike('ENMEMETEMPS')).toBe(1);
  });

  it('a code created in the back office works in a basket, once per customer, and lists the orders that used it', async () => {
    const made = await create({ code: 'Miel-15', kind: 'percent', value: 15, min_amount: 20, once_per_customer: true });
    const rose = await registerCustomer(t.app, 'rose.codes@example.fr');
    const headers = bearer(rose.access_token);
    const basket = await readyBasket(t, [{ id: nougat, qty: 2 }], { headers });
    const answer = await apply(basket.id, ' miel-15 ', headers);
    expect(answer.result).toBe(true);
    expect(spaces(answer.msg)).toBe('Le code MIEL-15 est appliqué : 3,75 € de réduction.');
    expect(answer.basket).toMatchObject({ amount_products: 25, amount_discount: 3.75, discount: { code: 'MIEL-15', kind: 'percent', value: 15 } });
    basketOf(await post(t, '/api/basket/valid', { basketId: basket.id, method: 'transfer' }, headers));

    // The basket's own rules: a visitor needs an account, the customer cannot use it twice.
    const visitor = await readyBasket(t, [{ id: nougat, qty: 2 }]);
    expect(await apply(visitor.id, 'MIEL-15')).toMatchObject({
      result: false,
      msg: 'Le code MIEL-15 est réservé aux clients inscrits : connectez-vous ou créez un compte.',
    });
    const again = await readyBasket(t, [{ id: nougat, qty: 2 }], { headers });
    expect(await apply(again.id, 'MIEL-15', headers)).toMatchObject({ result: false, msg: 'Vous avez déjà utilisé le code MIEL-15.' });

    const detail = detailOf(await get(t, `/api/admin/discount-codes/${made.code.id}`, member.headers));
    expect(detail.code).toMatchObject({ uses: 1, state: 'active' });
    expect(detail.orders).toEqual([
      expect.objectContaining({ status: 'awaiting_payment', amount_discount: 3.75, amount_total: 28.15, customer_name: 'Marie Silvestre' }),
    ]);
    expect(detail.orders[0].reference).toMatch(/^NSD-/);
  });

  it('a code edited or disabled while a basket holds it: the basket re-checks it, orders that used it keep it', async () => {
    const made = await create({ code: 'AMANDINE', kind: 'amount', value: 4, min_amount: 0, max_uses: 10 });
    const order = await placeOrder(t, [{ id: nougat, qty: 2 }], { code: 'amandine' });
    expect(order.amountDiscountCents).toBe(400);
    const basket = await readyBasket(t, [{ id: nougat, qty: 2 }], { code: 'AMANDINE' });
    expect(basket.amount_discount).toBe(4);

    // A new amount: the held basket shows it at its next answer.
    expect(detailOf(await edit(made.code.id, { code: 'AMANDINE', kind: 'amount', value: 6, max_uses: 10 })).code).toMatchObject({ value: 6, uses: 1 });
    const read = basketOf(await post(t, '/api/basket/get', { basketId: basket.id }));
    expect(read).toMatchObject({ amount_discount: 6, discount: { code: 'AMANDINE', amount: 6 } });

    // The limit cannot go below the uses already made (nothing saved).
    const below = expectApiError(await edit(made.code.id, { code: 'AMANDINE', kind: 'amount', value: 6, max_uses: 0 }), 400, 'VALIDATION');
    expect(below.message).toMatch(/^Le nombre total d’utilisations/);
    await placeOrder(t, [{ id: nougat, qty: 1 }], { code: 'AMANDINE' });
    expect(
      expectApiError(await edit(made.code.id, { code: 'AMANDINE', kind: 'amount', value: 6, max_uses: 1 }), 409, 'DISCOUNT_CODE_MAX_BELOW_USES').message,
    ).toBe("Ce code a déjà servi 2 fois : le nombre total d'utilisations ne peut pas être plus petit.");

    // Disabled: the basket holding it says why, and cannot be validated with it.
    const disabled = detailOf(await post(t, `/api/admin/discount-codes/${made.code.id}/disable`, {}, member.headers));
    expect(disabled.code).toMatchObject({ state: 'disabled', disabled_at: expect.any(String), uses: 2 });
    expect(disabled.orders.map((o) => o.reference)).toContain(order.reference);
    const held = basketOf(await post(t, '/api/basket/get', { basketId: basket.id }));
    expect(held).toMatchObject({
      amount_discount: 0,
      discount: { code: 'AMANDINE', amount: 0 },
      discount_refusal: "Le code AMANDINE n'est plus proposé par la boutique.",
    });
    const english = basketOf(await post(t, '/api/basket/get', { basketId: basket.id }, { 'accept-language': 'en' }));
    expect(english.discount_refusal).toBe('The code AMANDINE is no longer offered by the shop.');
    expect(await apply(basket.id, 'AMANDINE')).toMatchObject({ result: false, msg: "Le code AMANDINE n'est plus proposé par la boutique." });
    expectApiError(await post(t, '/api/basket/valid', { basketId: basket.id, method: 'transfer' }), 409, 'CODE_REFUSED');

    // The order made with it is as it was: its discount, its copy of the code.
    const kept = await adminOrder(t, order.reference, member.headers);
    expect(kept).toMatchObject({ amount_discount: 4, discount_code: 'AMANDINE', status: 'awaiting_payment' });
    // Cancelling that order still gives the use back.
    expect((await move(t, order.reference, { to: 'cancelled' }, member.headers)).statusCode).toBe(200);

    // Disabling twice writes nothing more; enabling brings it back for the held basket.
    detailOf(await post(t, `/api/admin/discount-codes/${made.code.id}/disable`, {}, member.headers));
    const enabled = detailOf(await post(t, `/api/admin/discount-codes/${made.code.id}/enable`, {}, member.headers));
    expect(enabled.code).toMatchObject({ state: 'active', disabled_at: null, uses: 1 });
    expect(basketOf(await post(t, '/api/basket/get', { basketId: basket.id }))).toMatchObject({ amount_discount: 6 });
    expect((await auditOf(made.code.id)).map((a) => a.action)).toEqual(['discount.create', 'discount.update', 'discount.disable', 'discount.enable']);
    const [update] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `discount:${made.code.id}`), eq(auditLog.action, 'discount.update')));
    expect([update.before, update.after]).toEqual([expect.objectContaining({ value: 4 }), expect.objectContaining({ value: 6 })]);
  });

  it('a free-shipping code made in the back office cancels the delivery price; one out of its dates is refused as today', async () => {
    await create({ code: 'PORTOFFERT', kind: 'free_shipping', value: 0 });
    const basket = await readyBasket(t, [{ id: nougat, qty: 1 }], { code: 'portoffert' });
    expect(basket).toMatchObject({ amount_shipping: 0, amount_shipping_offered: true, discount: { code: 'PORTOFFERT' } });
    await create({ code: 'PASSE', starts_at: '2025-01-01T00:00', ends_at: '2025-02-01T00:00' });
    const other = await readyBasket(t, [{ id: nougat, qty: 1 }]);
    expect(await apply(other.id, 'passe')).toMatchObject({ result: false, msg: 'Le code PASSE a expiré le 31 janvier 2025.' });
  });
});
