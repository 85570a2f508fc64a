import { FIRM, type Firm } from '@nougaterie/contracts';
import { addDays, parisDay } from '@nougaterie/contracts/rules';
import { closureLine } from '@nougaterie/contracts/legal';
import { eq } from 'drizzle-orm';
import { invoices } from '../invoices/schema.js';
import type { MailMessage } from '../mail/mailer.js';
import { orders } from '../orders/schema.js';
import { openTestApp, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { basketOf, makeProduct, post, readyBasket } from '../test/shop.js';
import { staffSession } from '../test/staff-session.js';

const CARD = { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

const stored: Firm = {
  ...FIRM,
  name: 'Les Délices du Ventoux',
  legalName: 'SARL Les Délices du Ventoux',
  street: '3 rue des Amandiers',
  capital: '20 000 €',
  phone: '+33490661234',
  phoneDisplay: '04 90 66 12 34',
  email: 'contact@delices-ventoux.fr',
  dpoEmail: 'rgpd@delices-ventoux.fr',
  rcs: 'RCS Avignon 812 345 676',
  siret: '812 345 676 00017',
  vat: 'FR 19 812345676',
  director: 'Jeanne Martin',
  bank: { holder: 'SARL Les Délices du Ventoux', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' },
};

/** The api's documents (order mails, invoices) print the stored identity and closing days (#22, #23). */
describe.each(drivers)("the shop's documents on %s", (driver) => {
  let t: TestApp;
  const closure = { from: addDays(parisDay(), 5), to: addDays(parisDay(), 5), reason: { fr: 'Inventaire', en: 'Stocktaking' } };
  beforeAll(async () => {
    t = await openTestApp(driver);
    const owner = await staffSession(t.database.db, 'owner');
    expect((await post(t, '/api/admin/shop/identity', stored, owner.headers)).statusCode).toBe(200);
    const hours = (await t.app.inject({ method: 'GET', url: '/api/admin/shop/hours', headers: owner.headers })).json();
    expect((await post(t, '/api/admin/shop/hours', { ...hours, closures: [closure] }, owner.headers)).statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  async function order(method: 'card' | 'transfer' | 'shop', methodId?: number): Promise<{ reference: string; mail: MailMessage }> {
    const product = await makeProduct(t, { priceCents: 900, stock: 50, weightG: 200 });
    const basket = await readyBasket(t, [{ id: product, qty: 1 }], { ...(methodId ? { methodId } : {}), address: { email: `${method}@example.fr` } });
    const before = t.mails.length;
    const ordered = basketOf(await post(t, '/api/basket/valid', { basketId: basket.id, method }));
    if (method === 'card') expect((await post(t, '/api/payment/card', { basketId: basket.id, ...CARD })).statusCode).toBe(200);
    const reference = ordered.order!.reference;
    const mails = t.mails.slice(before).filter((m) => m.subject.includes(reference));
    expect(mails).toHaveLength(1);
    return { reference, mail: mails[0] };
  }

  it('gives a transfer the stored bank account, and signs with the stored name', async () => {
    const { reference, mail } = await order('transfer');
    expect(mail.subject).toBe(`Votre commande ${reference} – Les Délices du Ventoux`);
    expect(mail.text).toContain('Titulaire : SARL Les Délices du Ventoux · IBAN : FR76 3000 6000 0112 3456 7890 189 · BIC : AGRIFRPP');
    expect(mail.text).toContain('04 90 66 12 34');
    expect(mail.html).toContain('3 rue des Amandiers');
    expect(`${mail.text}${mail.html}`).not.toContain(FIRM.bank.iban);
    expect(`${mail.text}${mail.html}`).not.toContain(FIRM.phoneDisplay);
  });

  it('gives a pick-up the stored address and the closing days ahead', async () => {
    const { mail } = await order('shop', 3);
    expect(mail.text).toContain(['Retrait à la boutique :', 'Les Délices du Ventoux', '3 rue des Amandiers'].join('\n'));
    expect(mail.text).toContain(closureLine(closure, 'fr'));
    expect(mail.html).toContain(closureLine(closure, 'fr'));
  });

  it('freezes the stored seller into the invoice', async () => {
    const { reference } = await order('card');
    const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.reference, reference));
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, row.id));
    expect(invoice.document.seller).toMatchObject({
      legalName: 'SARL Les Délices du Ventoux',
      siret: '812 345 676 00017',
      vat: 'FR 19 812345676',
      rcs: 'RCS Avignon 812 345 676',
    });
    expect(invoice.document.seller.address[0]).toBe('3 rue des Amandiers');
  });
});
