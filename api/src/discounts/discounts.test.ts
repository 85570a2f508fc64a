import { discountResponseSchema } from '@nougaterie/contracts';
import { discountCodes } from '../db/schema.js';
import { bearer, expectApiError, openTestApp, registerCustomer, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { basketOf, makeProduct, post, readyBasket } from '../test/shop.js';

const DAY = 86_400_000;

describe.each(drivers)('discount codes on %s', (driver) => {
  let t: TestApp;
  let nougat: number;

  beforeAll(async () => {
    t = await openTestApp(driver);
    nougat = await makeProduct(t, { priceCents: 1250, stock: 500, weightG: 200 });
    await t.database.db.insert(discountCodes).values([
      { code: 'BIENTOT', kind: 'percent', value: 10, startsAt: new Date(Date.now() + 10 * DAY) },
      { code: 'EPUISE', kind: 'amount', value: 300, maxUses: 2, uses: 2 },
    ]);
  });
  afterAll(() => t.close());

  async function basketWith(qty: number, headers: Record<string, string> = {}) {
    return basketOf(await post(t, '/api/basket/product-add', { item_id: nougat, qty }, headers));
  }
  async function apply(basketId: string | undefined, code: string, headers: Record<string, string> = {}) {
    const response = await post(t, '/api/basket/discount-add', { basketId, code }, headers);
    expect(response.statusCode).toBe(200);
    return discountResponseSchema.parse(response.json());
  }

  it('applies a percentage, case-insensitively, rounded to the cent', async () => {
    const carol = await registerCustomer(t.app, 'carol.codes@example.fr');
    const headers = bearer(carol.access_token);
    await basketWith(3, headers);
    const answer = await apply(undefined, ' bienvenue10 ', headers);
    expect(answer.result).toBe(true);
    expect(answer.msg.replace(/\u202f|\u00a0/g, ' ')).toBe('Le code BIENVENUE10 est appliqué : 3,75 € de réduction.');
    expect(answer.basket).toMatchObject({
      amount_products: 37.5,
      amount_discount: 3.75,
      amount_total: 33.75,
      discount: { code: 'BIENVENUE10', kind: 'percent', value: 10, amount: 3.75 },
    });
  });

  it('applies a fixed amount from its minimum, and one code per basket (the new one replaces the old)', async () => {
    const basket = await basketWith(4);
    const nougat5 = await apply(basket.id, 'NOUGAT5');
    expect(nougat5.basket).toMatchObject({ amount_products: 50, amount_discount: 5, amount_total: 45 });
    const replaced = await apply(basket.id, 'LIVRAISON');
    expect(replaced).toMatchObject({ result: true, msg: 'Le code LIVRAISON est appliqué : la livraison est offerte.' });
    expect(replaced.basket).toMatchObject({ amount_discount: 0, amount_shipping_offered: true, discount: { code: 'LIVRAISON' } });
    const removed = basketOf(await post(t, '/api/basket/discount-del', { basketId: basket.id }));
    expect(removed).toMatchObject({ discount: null, amount_shipping_offered: false });
  });

  it('makes a free-shipping code cancel the delivery price', async () => {
    const basket = await readyBasket(t, [{ id: nougat, qty: 1 }], { code: 'LIVRAISON' });
    expect(basket).toMatchObject({ amount_products: 12.5, amount_shipping: 0, amount_total: 12.5, amount_shipping_offered: true });
    const without = basketOf(await post(t, '/api/basket/discount-del', { basketId: basket.id }));
    expect(without).toMatchObject({ amount_shipping: 4.95, amount_total: 17.45 });
  });

  it.each([
    ['an unknown code', 'MIEL2099', 1, "« MIEL2099 » n'est pas un code de réduction valide.", '"MIEL2099" is not a valid discount code.'],
    ['an expired code', 'EXPIRE', 1, 'Le code EXPIRE a expiré le 31 décembre 2025.', 'The code EXPIRE expired on 31 December 2025.'],
    [
      'a code used up',
      'EPUISE',
      1,
      'Le code EPUISE a déjà été utilisé autant de fois que prévu.',
      'The code EPUISE has already been used as many times as it allows.',
    ],
    [
      'a minimum not reached',
      'NOUGAT5',
      3,
      "Le code NOUGAT5 demande au moins 40,00 € d'achats : il vous manque 2,50 €.",
      'The code NOUGAT5 needs at least €40.00 of products: €2.50 to go.',
    ],
    [
      'a per-customer code for a visitor',
      'BIENVENUE10',
      3,
      'Le code BIENVENUE10 est réservé aux clients inscrits : connectez-vous ou créez un compte.',
      'The code BIENVENUE10 is for registered customers: log in or create an account.',
    ],
  ])('refuses %s and says why in both languages', async (_label, code, qty, fr, en) => {
    const basket = await basketWith(qty);
    const refused = await apply(basket.id, code);
    expect(refused.result).toBe(false);
    expect(refused.msg.replace(/\u202f|\u00a0/g, ' ')).toBe(fr);
    expect(refused.basket).toMatchObject({ id: basket.id, discount: null, amount_discount: 0 });
    const english = await apply(basket.id, code, { 'accept-language': 'en' });
    expect(english.msg).toBe(en);
  });

  it('refuses a code not valid yet, with its first day', async () => {
    const basket = await basketWith(1);
    const refused = await apply(basket.id, 'BIENTOT');
    expect(refused).toMatchObject({ result: false });
    expect(refused.msg).toMatch(/^Le code BIENTOT ne sera valable qu'à partir du \d{1,2} \S+ \d{4}\.$/);
  });

  it('refuses a code the customer already used on an order', async () => {
    const dora = await registerCustomer(t.app, 'dora.codes@example.fr');
    const headers = bearer(dora.access_token);
    const basket = await readyBasket(t, [{ id: nougat, qty: 3 }], { headers, code: 'BIENVENUE10' });
    basketOf(await post(t, '/api/basket/valid', { basketId: basket.id, method: 'transfer' }, headers));
    await basketWith(3, headers);
    const again = await apply(undefined, 'BIENVENUE10', headers);
    expect(again).toMatchObject({ result: false, msg: 'Vous avez déjà utilisé le code BIENVENUE10.' });
  });

  it('keeps a code whose minimum is no longer reached at 0, and valid refuses it with the reason', async () => {
    const basket = await readyBasket(t, [{ id: nougat, qty: 4 }], { code: 'NOUGAT5' });
    expect(basket.amount_discount).toBe(5);
    const lowered = basketOf(await post(t, '/api/basket/product-qty', { basketId: basket.id, item_id: nougat, qty: 2 }));
    expect(lowered).toMatchObject({ amount_discount: 0, discount: { code: 'NOUGAT5', amount: 0 } });
    expect(lowered.discount_refusal?.replace(/\u202f|\u00a0/g, ' ')).toBe("Le code NOUGAT5 demande au moins 40,00 € d'achats : il vous manque 15,00 €.");
    const refused = expectApiError(await post(t, '/api/basket/valid', { basketId: basket.id, method: 'transfer' }), 409, 'CODE_REFUSED');
    expect(refused.message.replace(/\u202f|\u00a0/g, ' ')).toBe("Le code NOUGAT5 demande au moins 40,00 € d'achats : il vous manque 15,00 €.");
  });

  it('says in the basket why its code no longer applies, in the basket’s language, until it applies again', async () => {
    const basket = await readyBasket(t, [{ id: nougat, qty: 4 }], { code: 'NOUGAT5' });
    expect(basket).not.toHaveProperty('discount_refusal');
    const english = basketOf(await post(t, '/api/basket/product-qty', { basketId: basket.id, item_id: nougat, qty: 3 }, { 'accept-language': 'en' }));
    expect(english).toMatchObject({ amount_discount: 0, discount: { code: 'NOUGAT5', amount: 0 } });
    expect(english.discount_refusal).toBe('The code NOUGAT5 needs at least €40.00 of products: €2.50 to go.');
    const read = basketOf(await post(t, '/api/basket/get', { basketId: basket.id }));
    expect(read.discount_refusal?.replace(/\u202f|\u00a0/g, ' ')).toBe("Le code NOUGAT5 demande au moins 40,00 € d'achats : il vous manque 2,50 €.");
    const back = basketOf(await post(t, '/api/basket/product-qty', { basketId: basket.id, item_id: nougat, qty: 4 }));
    expect(back).toMatchObject({ amount_discount: 5, discount: { code: 'NOUGAT5', amount: 5 } });
    expect(back).not.toHaveProperty('discount_refusal');
  });

  it('says nothing of a refusal when the basket has no code', async () => {
    expect(await basketWith(1)).not.toHaveProperty('discount_refusal');
  });

  it.each([[{ code: '' }], [{ code: 'x'.repeat(33) }], [{ code: 5 }], [{}]])('refuses the malformed payload %p with 400', async (payload) => {
    expectApiError(await post(t, '/api/basket/discount-add', payload), 400, 'VALIDATION');
  });

  it('answers 404 for a basket that does not exist', async () => {
    expectApiError(await post(t, '/api/basket/discount-add', { basketId: '5f0c3a52-6a0e-4a3f-9a43-1c1d7c1a0b11', code: 'NOUGAT5' }), 404, 'BASKET_NOT_FOUND');
  });
});
