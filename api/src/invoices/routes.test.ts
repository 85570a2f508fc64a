import { ordersResponseSchema } from '@nougaterie/contracts';
import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { auditLog } from '../admin/schema.js';
import { maskUrlSecrets } from '../app.js';
import { bearer, expectApiError, openTestApp, PUBLIC_URL, registerCustomer, type TestApp } from '../test/app.js';
import { adminOrder, flushMails, move, placeOrder } from '../test/backoffice.js';
import { drivers } from '../test/databases.js';
import { get, makeProduct, paidOrder, post } from '../test/shop.js';
import { staffSession } from '../test/staff-session.js';

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/[\u00a0\u202f]/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe.each(drivers)('invoice downloads on %s', (driver) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof staffSession>>;
  let product: number;

  beforeAll(async () => {
    t = await openTestApp(driver);
    staff = await staffSession(t.database.db, 'staff', 'Nina');
    product = await makeProduct(t, { priceCents: 1850, stock: 1_000, name: 'Calissons d’Aix' });
  });
  afterAll(() => t?.close());

  const download = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const expectPdf = async (response: Awaited<ReturnType<typeof download>>) => {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    return pdfText(response.rawPayload);
  };

  it("gives a customer their own invoice, listed with their order, and no one else's", async () => {
    const alice = await registerCustomer(t.app, 'alice-invoice@example.fr');
    const bob = await registerCustomer(t.app, 'bob-invoice@example.fr');
    const basket = await paidOrder(t, [{ id: product, qty: 2 }], bearer(alice.access_token));
    const [order] = ordersResponseSchema.parse((await get(t, '/api/user/orders', bearer(alice.access_token))).json()).orders;
    expect(order.reference).toBe(basket.order!.reference);
    expect(order.documents).toEqual([
      { number: expect.stringMatching(/^F-\d{4}-\d{6}$/), kind: 'invoice', issued_at: expect.any(String), amount_total: order.amount_total },
    ]);
    const number = order.documents![0].number;

    const text = await expectPdf(await download(`/api/user/invoices/${number}`, bearer(alice.access_token)));
    expect(text).toContain(number);
    expect(text).toContain('Calissons d’Aix 2');
    expect(text).toContain(`Total TTC ${order.amount_total.toFixed(2).replace('.', ',')} €`);

    expectApiError(await download(`/api/user/invoices/${number}`, bearer(bob.access_token)), 404, 'INVOICE_NOT_FOUND');
    expectApiError(await download(`/api/user/invoices/F-2099-000001`, bearer(alice.access_token)), 404, 'INVOICE_NOT_FOUND');
    expectApiError(await download(`/api/user/invoices/${encodeURIComponent("' OR 1=1 --")}`, bearer(alice.access_token)), 404, 'INVOICE_NOT_FOUND');
    expect((await download(`/api/user/invoices/${number}`)).statusCode).toBe(401);
    // A customer is no staff member.
    expect((await download(`/api/admin/invoices/${number}`, bearer(alice.access_token))).statusCode).toBe(403);
  });

  it("links a guest's payment mail to the invoice through its token, and nothing else opens it", async () => {
    t.mails.length = 0;
    const order = await placeOrder(t, [{ id: product, qty: 1 }], { lang: 'en' });
    await move(t, order.reference, { to: 'paid' }, staff.headers);
    const mail = (await flushMails(t)).find((m) => m.subject.includes(order.reference) && m.text.includes('Invoice (PDF)'));
    expect(mail).toBeDefined();
    const link = new RegExp(`Invoice \\(PDF\\) : (${PUBLIC_URL}/api/invoices/(F-\\d{4}-\\d{6})\\?token=([\\w-]+))`).exec(mail!.text);
    expect(link).not.toBeNull();
    const [, url, number, token] = link!;
    expect(mail!.html).toContain(url);

    // The link's token never reaches the request log.
    expect(maskUrlSecrets(url.slice(PUBLIC_URL.length))).toBe(`/api/invoices/${number}?token=[redacted]`);
    const text = await expectPdf(await download(url.slice(PUBLIC_URL.length)));
    expect(text).toContain(`No. ${number}`);
    expect(text).toContain('Paid on');

    expectApiError(await download(`/api/invoices/${number}`), 404, 'INVOICE_NOT_FOUND');
    expectApiError(await download(`/api/invoices/${number}?token=${token.slice(1)}x`), 404, 'INVOICE_NOT_FOUND');
    expectApiError(await download(`/api/invoices/${number}?token=${'a'.repeat(500)}`), 404, 'INVOICE_NOT_FOUND');
    // The token opens its own document only.
    const other = await placeOrder(t, [{ id: product, qty: 1 }]);
    await move(t, other.reference, { to: 'paid' }, staff.headers);
    const [otherNumber] = (await adminOrder(t, other.reference, staff.headers)).documents!.map((d) => d.number);
    expectApiError(await download(`/api/invoices/${otherNumber}?token=${token}`), 404, 'INVOICE_NOT_FOUND');
  });

  it('gives the staff any invoice and credit note, and the journal says who', async () => {
    const order = await placeOrder(t, [{ id: product, qty: 3 }]);
    await move(t, order.reference, { to: 'paid' }, staff.headers);
    await post(t, `/api/admin/orders/${order.reference}/refund`, { amount: 5.5, reason: 'Un calisson cassé' }, staff.headers);
    const detail = await adminOrder(t, order.reference, staff.headers);
    // The refund's mail brings the credit note, through its own token.
    const refunded = (await flushMails(t)).find((m) => m.subject.includes(order.reference) && m.text.includes('Avoir (PDF)'));
    const noteUrl = /Avoir \(PDF\) : (\S+)/.exec(refunded?.text ?? '')?.[1] ?? '';
    expect(noteUrl).toMatch(new RegExp(`^${PUBLIC_URL}/api/invoices/${detail.documents![1].number}\\?token=`));
    expect(await expectPdf(await download(noteUrl.slice(PUBLIC_URL.length)))).toContain('AVOIR');
    expect(detail.documents!.map((d) => [d.kind, d.amount_total])).toEqual([
      ['invoice', detail.amount_total],
      ['credit_note', 5.5],
    ]);
    const [invoice, note] = detail.documents!;

    expect(await expectPdf(await download(`/api/admin/invoices/${invoice.number}`, staff.headers))).toContain(invoice.number);
    const noteText = await expectPdf(await download(`/api/admin/invoices/${note.number}`, staff.headers));
    expect(noteText).toContain(`Avoir sur la facture ${invoice.number}`);
    expect(noteText).toContain('Total de l’avoir TTC 5,50 €');
    const journal = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoice.download'), eq(auditLog.target, `order:${order.reference}`)));
    expect(journal.map((row) => [row.staffId, row.after])).toEqual([
      [staff.id, { number: invoice.number }],
      [staff.id, { number: note.number }],
    ]);

    expect((await download(`/api/admin/invoices/${invoice.number}`)).statusCode).toBe(401);
    expectApiError(await download(`/api/admin/invoices/F-2099-000001`, staff.headers), 404, 'INVOICE_NOT_FOUND');
  });
});
