import type { Basket, PaymentResponse } from '@nougaterie/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { basketLines, orderLines, orders, payments } from '../db/schema.js';
import { drivers } from '../test/databases.js';
import { openTestApp, type TestApp } from '../test/app.js';
import { basketOf, makeProduct, post, readyBasket } from '../test/shop.js';
import { CHARGE_TIMEOUT_MS } from './attempts.js';
import { createSandboxCardProvider, type CardCharge, type CardProvider } from './card-provider.js';

const CARD = { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

/**
 * The sandbox, counting the charges it takes and able to hold one (the bank thinking) until the
 * test lets it go.
 */
function observedCards() {
  const sandbox = createSandboxCardProvider();
  const charges: CardCharge[] = [];
  let hold: Promise<void> | undefined;
  let release = () => undefined as void;
  const provider: CardProvider = {
    async charge(charge) {
      charges.push(charge);
      if (hold) await hold;
      return sandbox.charge(charge);
    },
    confirmChallenge: (confirm) => sandbox.confirmChallenge(confirm),
    lookup: (key) => sandbox.lookup(key),
    refund: (refund) => sandbox.refund(refund),
  };
  return {
    provider,
    charges,
    holdNext() {
      hold = new Promise<void>((resolve) => (release = () => resolve()));
    },
    release() {
      hold = undefined;
      release();
    },
  };
}

describe.each(drivers)('payments and baskets under concurrency on %s', (driver) => {
  let t: TestApp;
  let cards: ReturnType<typeof observedCards>;
  let productId: number;

  beforeAll(async () => {
    cards = observedCards();
    t = await openTestApp(driver, { cards: cards.provider });
    productId = await makeProduct(t, { priceCents: 1200, stock: 10_000 });
  });
  afterAll(() => t?.close());

  it('a repeated valid beside the card payment of the same basket: every pair ends in one paid order, no 5xx', async () => {
    const baskets: Basket[] = [];
    for (let i = 0; i < 30; i++) {
      const basket = await readyBasket(t, [{ id: productId, qty: 1 }]);
      basketOf(await post(t, '/api/basket/valid', { basketId: basket.id, method: 'card' }));
      baskets.push(basket);
    }
    // The second valid starts a little after the payment, by a different delay for each pair: it
    // then often asks for the basket while the payment holds the order (a deadlock before).
    const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const answers = await Promise.all(
      baskets.flatMap((basket, i) => [
        post(t, '/api/payment/card', { basketId: basket.id, ...CARD }),
        later(i % 6).then(() => post(t, '/api/basket/valid', { basketId: basket.id, method: 'card' })),
      ]),
    );
    expect(answers.filter((a) => a.statusCode >= 500).map((a) => a.body)).toEqual([]);
    const payAnswers = answers.filter((_, i) => i % 2 === 0);
    expect(payAnswers.map((a) => [a.statusCode, (a.json() as PaymentResponse).status])).toEqual(baskets.map(() => [200, 'paid']));

    const ids = baskets.map((b) => b.id);
    const rows = await t.database.db.select().from(orders).where(inArray(orders.basketId, ids));
    expect(rows).toHaveLength(baskets.length);
    expect(rows.every((o) => o.status === 'paid' && o.paymentMethod === 'card')).toBe(true);
    const paid = await t.database.db
      .select({ orderId: payments.orderId, n: sql<number>`count(*)::int` })
      .from(payments)
      .where(
        inArray(
          payments.orderId,
          rows.map((o) => o.id),
        ),
      )
      .groupBy(payments.orderId);
    expect(paid.map((p) => p.n)).toEqual(rows.map(() => 1));
  });

  it('writes the attempt before the processor is asked, holds no lock meanwhile, and charges once', async () => {
    const basket = await readyBasket(t, [{ id: productId, qty: 2 }]);
    basketOf(await post(t, '/api/basket/valid', { basketId: basket.id, method: 'card' }));
    const [order] = await t.database.db.select().from(orders).where(eq(orders.basketId, basket.id));
    const before = cards.charges.length;

    cards.holdNext();
    const paying = post(t, '/api/payment/card', { basketId: basket.id, ...CARD });
    while (cards.charges.length === before) await new Promise((resolve) => setTimeout(resolve, 10));
    // The bank is thinking: the attempt is already committed, with the key sent to the bank...
    const [pending] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(pending).toMatchObject({ status: 'pending', amountCents: order.amountTotalCents });
    expect(pending.idempotencyKey).toBe(cards.charges.at(-1)!.idempotencyKey);
    // ...the basket and its order are not locked (another call on them answers at once)...
    const recap = await t.app.inject({ method: 'GET', url: `/api/basket/get-final/${basket.id}` });
    expect(recap.statusCode).toBe(200);
    // ...and a second click is told a payment is under way, without a second charge.
    const second = await post(t, '/api/payment/card', { basketId: basket.id, ...CARD });
    expect(second.statusCode).toBe(409);
    expect((second.json() as { code: string }).code).toBe('PAYMENT_IN_PROGRESS');
    expect(cards.charges.length).toBe(before + 1);

    cards.release();
    expect(((await paying).json() as PaymentResponse).status).toBe('paid');
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.map((p) => p.status)).toEqual(['paid']);
  });

  it('settles an attempt abandoned mid-charge from what the processor says, without charging again', async () => {
    const basket = await readyBasket(t, [{ id: productId, qty: 1 }]);
    basketOf(await post(t, '/api/basket/valid', { basketId: basket.id, method: 'card' }));
    const [order] = await t.database.db.select().from(orders).where(eq(orders.basketId, basket.id));
    // What a crash between the charge and its settlement leaves: the processor took the money
    // (it knows the key), our attempt is still pending, older than any charge may take.
    const key = crypto.randomUUID();
    await cards.provider.charge({ number: '4242424242424242', amountCents: order.amountTotalCents, idempotencyKey: key });
    await t.database.db.insert(payments).values({
      orderId: order.id,
      method: 'card',
      status: 'pending',
      amountCents: order.amountTotalCents,
      idempotencyKey: key,
      cardBrand: 'visa',
      cardLast4: '4242',
      updatedAt: new Date(Date.now() - CHARGE_TIMEOUT_MS - 5_000),
    });
    const charged = cards.charges.length;

    const answer = await post(t, '/api/payment/card', { basketId: basket.id, ...CARD });
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as PaymentResponse).status).toBe('paid');
    expect(cards.charges.length).toBe(charged);
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.map((p) => [p.status, p.idempotencyKey])).toEqual([['paid', key]]);
  });

  it('a pending attempt the processor never received is marked failed, and the shopper can pay', async () => {
    const basket = await readyBasket(t, [{ id: productId, qty: 1 }]);
    basketOf(await post(t, '/api/basket/valid', { basketId: basket.id, method: 'card' }));
    const [order] = await t.database.db.select().from(orders).where(eq(orders.basketId, basket.id));
    await t.database.db.insert(payments).values({
      orderId: order.id,
      method: 'card',
      status: 'pending',
      amountCents: order.amountTotalCents,
      idempotencyKey: crypto.randomUUID(),
      updatedAt: new Date(Date.now() - CHARGE_TIMEOUT_MS - 5_000),
    });
    const answer = await post(t, '/api/payment/card', { basketId: basket.id, ...CARD });
    expect((answer.json() as PaymentResponse).status).toBe('paid');
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(payments.id);
    expect(rows.map((p) => p.status)).toEqual(['failed', 'paid']);
  });

  it('a product added while its basket is validated is in the order, or refused: never answered added and lost', async () => {
    const outcomes = { added: 0, refused: 0 };
    for (let round = 0; round < 15; round++) {
      const other = await makeProduct(t, { priceCents: 500, stock: 100 });
      const basket = await readyBasket(t, [{ id: productId, qty: 1 }]);
      const [valid, add] = await Promise.all([
        post(t, '/api/basket/valid', { basketId: basket.id, method: 'transfer' }),
        post(t, '/api/basket/product-add', { basketId: basket.id, item_id: other, qty: 1 }),
      ]);
      expect(valid.statusCode).toBe(200);
      const [order] = await t.database.db.select().from(orders).where(eq(orders.basketId, basket.id));
      const inOrder = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      const inBasket = await t.database.db.select().from(basketLines).where(eq(basketLines.basketId, basket.id));
      if (add.statusCode === 200) {
        outcomes.added += 1;
        const answered = basketOf(add);
        if (answered.id === basket.id) {
          // The line answered "added" to this basket is in the order that was made...
          expect(inOrder.find((l) => l.productId === other)?.quantity).toBe(1);
        } else {
          // ...or the basket was already ordered and the line went to a new open basket.
          expect(answered.status).toBe('open');
          expect(answered.baskets.map((line) => [line.item.id, line.quantity])).toEqual([[other, 1]]);
          expect(inOrder.find((l) => l.productId === other)).toBeUndefined();
        }
      } else {
        outcomes.refused += 1;
        expect(add.statusCode).toBe(409);
        expect((add.json() as { code: string; message: string }).code).toBe('BASKET_ORDERED');
        expect(inOrder.find((l) => l.productId === other)).toBeUndefined();
      }
      // The ordered basket holds exactly what its order holds.
      expect(inBasket.map((l) => [l.productId, l.quantity]).sort()).toEqual(inOrder.map((l) => [l.productId, l.quantity]).sort());
    }
    expect(outcomes.added + outcomes.refused).toBe(15);
  });
});
