import { creditVat, parisDay, vatIncludedCents } from '@nougaterie/contracts/rules';
import { and, asc, eq } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from '../db/client.js';
import { orders, products } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { isDatabaseUnavailable } from '../http/errors.js';
import { markOrderPaid } from '../orders/paid.js';
import { openTestApp, type TestApp } from '../test/app.js';
import { adminOrderOf, copyOrder, flushMails, move, placeOrder } from '../test/backoffice.js';
import { drivers, testDatabaseUrl } from '../test/databases.js';
import { makeProduct, post } from '../test/shop.js';
import { staffSession } from '../test/staff-session.js';
import { issueCreditNote, issueInvoice } from './issue.js';
import { invoiceCounters, invoices } from './schema.js';

const SITE_URL = 'http://shop.test';
const API_URL = 'http://api.test';
const year = Number(parisDay(new Date()).slice(0, 4));

describe.each(drivers)('invoices and credit notes on %s', (driver) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof staffSession>>;
  let food: number;
  let sweets: number;

  beforeAll(async () => {
    t = await openTestApp(driver);
    staff = await staffSession(t.database.db, 'owner', 'Claire');
    food = await makeProduct(t, { priceCents: 1000, stock: 1_000, name: 'Miel de lavande' });
    sweets = await makeProduct(t, { priceCents: 1234, stock: 1_000, name: 'Nougat blanc' });
    await t.database.db.update(products).set({ vatRate: 2000 }).where(eq(products.id, sweets));
  });
  afterAll(() => t?.close());

  const documentsOf = (orderId: number) => t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id));
  /** The numbers of the year's sequence of a kind, in order. */
  const sequences = async (kind: 'invoice' | 'credit_note') =>
    (
      await t.database.db
        .select({ sequence: invoices.sequence })
        .from(invoices)
        .where(and(eq(invoices.kind, kind), eq(invoices.year, year)))
        .orderBy(asc(invoices.sequence))
    ).map((row) => row.sequence);
  const mixedOrder = () =>
    placeOrder(t, [
      { id: food, qty: 3 },
      { id: sweets, qty: 1 },
    ]);

  it('issues the invoice as the order becomes paid: numbered, its lines, VAT per rate and totals as the order kept them', async () => {
    const order = await mixedOrder();
    expect(await documentsOf(order.id)).toEqual([]);
    adminOrderOf(await move(t, order.reference, { to: 'paid' }, staff.headers));
    const [invoice] = await documentsOf(order.id);
    expect(invoice).toMatchObject({ kind: 'invoice', number: `F-${year}-000001`, year, sequence: 1, invoiceId: null, totalCents: order.amountTotalCents });
    const document = invoice.document;
    expect(document.lines.map((line) => [line.name, line.quantity, line.vatRate, line.totalCents])).toEqual([
      ['Miel de lavande', 3, 550, 3000],
      ['Nougat blanc', 1, 2000, 1234],
    ]);
    // 30,00 € at 5.5 %: 1,56 € of VAT; 12,34 € at 20 %: 2,06 €; shipping shared between them.
    expect(document.lines.map((line) => line.unitNetCents)).toEqual([Math.round(document.lines[0].totalNetCents / 3), 1028]);
    expect(document.vat.map((part) => part.rate)).toEqual([550, 2000]);
    for (const part of document.vat) expect(part.vatCents).toBe(vatIncludedCents(part.totalCents, part.rate));
    expect(document.totals.totalCents).toBe(order.amountTotalCents);
    expect(document.totals.netCents + document.totals.vatCents).toBe(order.amountTotalCents);
    expect(document.vat.reduce((sum, part) => sum + part.totalCents, 0)).toBe(order.amountTotalCents);
    expect(document).toMatchObject({
      seller: { siret: '812 345 678 00019', vat: 'FR 47 812345678', legalForm: 'SARL' },
      buyer: { name: expect.stringMatching(/\S/), address: expect.arrayContaining([expect.stringMatching(/\S/)]) },
      payment: { method: 'transfer', paidAt: expect.any(String) },
      order: { reference: order.reference },
      corrects: null,
    });
    // Issued once: paying machinery run again issues nothing more.
    expect(await t.database.db.transaction((tx) => issueInvoice(tx, order.id))).toBeNull();
    expect(await documentsOf(order.id)).toHaveLength(1);
  });

  it('never changes nor deletes an issued invoice', async () => {
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.kind, 'invoice')).limit(1);
    await expect(t.database.db.update(invoices).set({ totalCents: 1 }).where(eq(invoices.id, invoice.id))).rejects.toThrow();
    await expect(t.database.db.delete(invoices).where(eq(invoices.id, invoice.id))).rejects.toThrow();
    expect((await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id)))[0].totalCents).toBe(invoice.totalCents);
  });

  it('gives a number back when the payment rolls back after taking it: no gap', async () => {
    const [first, second] = [await mixedOrder(), await mixedOrder()];
    const before = await sequences('invoice');
    await expect(
      inTransaction(t.database.db, async (tx) => {
        expect(await markOrderPaid(tx, first.id, SITE_URL, API_URL)).not.toBeNull();
        expect((await tx.select().from(invoices).where(eq(invoices.orderId, first.id)))[0].sequence).toBe(before.length + 1);
        throw new Error('the mail could not be queued');
      }),
    ).rejects.toThrow('the mail could not be queued');
    expect(await documentsOf(first.id)).toEqual([]);
    expect((await t.database.db.select().from(orders).where(eq(orders.id, first.id)))[0].status).toBe('awaiting_payment');
    await inTransaction(t.database.db, (tx) => markOrderPaid(tx, second.id, SITE_URL, API_URL));
    expect((await documentsOf(second.id))[0].number).toBe(`F-${year}-${String(before.length + 1).padStart(6, '0')}`);
    expect(await sequences('invoice')).toEqual([...before, before.length + 1]);
  });

  it('issues a credit note for a partial refund, with its VAT split pro rata, then one for the rest when the order is cancelled', async () => {
    const order = await mixedOrder();
    adminOrderOf(await move(t, order.reference, { to: 'paid' }, staff.headers));
    const [invoice] = await documentsOf(order.id);
    const creditable = invoice.document.vat.map((part) => ({
      rate: part.rate,
      invoicedCents: part.totalCents,
      invoicedVatCents: part.vatCents,
      creditedCents: 0,
    }));

    adminOrderOf(await post(t, `/api/admin/orders/${order.reference}/refund`, { amount: 10, reason: 'Une boîte abîmée' }, staff.headers));
    const [, partial] = await documentsOf(order.id);
    expect(partial).toMatchObject({ kind: 'credit_note', number: `A-${year}-000001`, invoiceId: invoice.id, totalCents: 1000 });
    expect(partial.document.corrects).toEqual({ number: invoice.number, issuedAt: invoice.document.issuedAt, cause: 'refund', reason: 'Une boîte abîmée' });
    expect(partial.document.vat).toEqual(creditVat(creditable, 1000));
    // Both rates take their share of the 10 €, each with its own VAT.
    expect(partial.document.vat.map((part) => part.rate)).toEqual([550, 2000]);
    expect(partial.vatCents).toBe(partial.document.vat.reduce((sum, part) => sum + part.vatCents, 0));

    adminOrderOf(await move(t, order.reference, { to: 'cancelled' }, staff.headers));
    const [, , rest] = await documentsOf(order.id);
    expect(rest).toMatchObject({ kind: 'credit_note', number: `A-${year}-000002`, invoiceId: invoice.id, totalCents: invoice.totalCents - 1000 });
    expect(rest.document.corrects).toMatchObject({ cause: 'cancellation', reason: null });
    const cancelled = (await flushMails(t)).filter((m) => m.subject.includes(order.reference) && m.text.includes(`/api/invoices/${rest.number}?token=`));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0].text).toContain('Avoir (PDF) : ');
    // Together the notes give back each rate's total and VAT exactly.
    for (const part of invoice.document.vat) {
      const credited = [partial, rest].flatMap((note) => note.document.vat.filter((p) => p.rate === part.rate));
      expect(credited.reduce((sum, p) => sum + p.totalCents, 0)).toBe(part.totalCents);
      expect(credited.reduce((sum, p) => sum + p.vatCents, 0)).toBe(part.vatCents);
    }
    // The money still owed goes back by hand later: nothing is left to credit.
    adminOrderOf(await post(t, `/api/admin/orders/${order.reference}/refund`, { amount: 5, reason: 'Le reste' }, staff.headers));
    expect(await documentsOf(order.id)).toHaveLength(3);
    expect(await t.database.db.transaction((tx) => issueCreditNote(tx, order.id, { cause: 'cancellation' }))).toBeNull();
  });

  it('gives no credit note to an order cancelled before it was paid', async () => {
    const order = await mixedOrder();
    adminOrderOf(await move(t, order.reference, { to: 'cancelled' }, staff.headers));
    expect(await documentsOf(order.id)).toEqual([]);
  });

  it('numbers 50 payments at once, from two replicas, with no gap and no duplicate', async () => {
    const source = await mixedOrder();
    const copies = await Promise.all(Array.from({ length: 50 }, () => copyOrder(t, source)));
    // A second pool on the same server stands for another replica of the api.
    const replica: Database | null = driver === 'postgres' ? await openDatabase({ databaseUrl: testDatabaseUrl() }) : null;
    try {
      const before = await sequences('invoice');
      // Each payment is tried until it goes through, as the payment provider repeats a notification
      // the api answered 503: fifty at once on two pools of ten make the last ones wait their turn,
      // and on a busy machine some wait past the pool's bound (POOL_WAIT_MS) and are refused.
      // A refused attempt must leave nothing behind: no number taken, so no gap below.
      let refused = 0;
      const pay = async (db: Db, orderId: number) => {
        for (;;) {
          try {
            return await inTransaction(db, (tx) => markOrderPaid(tx, orderId, SITE_URL, API_URL));
          } catch (error) {
            if (!isDatabaseUnavailable(error) || ++refused > 200) throw error;
          }
        }
      };
      const paid = await Promise.all(copies.map((copy, index) => pay(index % 2 && replica ? replica.db : t.database.db, copy.id)));
      expect(paid.every(Boolean)).toBe(true);
      const after = await sequences('invoice');
      expect(after).toEqual(Array.from({ length: before.length + 50 }, (_, index) => index + 1));
      const numbers = (await t.database.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.kind, 'invoice'))).map((row) => row.number);
      expect(new Set(numbers).size).toBe(numbers.length);
      const [counter] = await t.database.db
        .select()
        .from(invoiceCounters)
        .where(and(eq(invoiceCounters.kind, 'invoice'), eq(invoiceCounters.year, year)));
      expect(counter.last).toBe(after.length);
    } finally {
      await replica?.close();
    }
  });
});
