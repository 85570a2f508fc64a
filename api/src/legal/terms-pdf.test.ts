import { FIRM } from '@nougaterie/contracts';
import { TERMS_OF_SALE } from '@nougaterie/contracts/legal';
import { PDFParse } from 'pdf-parse';
import type { MailMessage } from '../mail/mailer.js';
import { openTestApp, type TestApp } from '../test/app.js';
import { drivers } from '../test/databases.js';
import { makeProduct, paidOrder, post, readyBasket } from '../test/shop.js';
import { termsPdf } from './terms-pdf.js';

async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe('the terms of sale as a PDF', () => {
  it.each(['fr', 'en'] as const)('holds every section in %s, the firm filled in, and the withdrawal form', async (lang) => {
    const pdf = await termsPdf(lang, FIRM);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Small enough to go with every confirmation mail (fonts are subset).
    expect(pdf.length).toBeLessThan(150_000);
    const text = await textOf(pdf);
    const terms = TERMS_OF_SALE[lang];
    expect(text).toContain(terms.title);
    for (const section of Object.values(terms.sections)) expect(text).toContain(section.title);
    expect(text).toContain(FIRM.legalName);
    expect(text).toContain(FIRM.mediator);
    expect(text).not.toMatch(/\{\{/);
    expect(text).toContain(lang === 'fr' ? 'Rayez la mention inutile' : 'Delete as appropriate');
    expect(text).toContain('L221-28');
  });

  it("prints the shop's stored identity, not the demonstration firm's", async () => {
    const firm = { ...FIRM, legalName: 'SARL Les Délices du Ventoux', street: '3 rue des Amandiers', rcs: 'RCS Carpentras 812 345 676' };
    const text = await textOf(await termsPdf('fr', firm));
    expect(text).toContain("À l'attention de SARL Les Délices du Ventoux");
    expect(text).toContain('3 rue des Amandiers');
    expect(text).toContain('RCS Carpentras 812 345 676');
    expect(text).not.toContain(FIRM.legalName);
  });
});

describe.each(drivers)('the order confirmation on a durable medium on %s', (driver) => {
  let t: TestApp;
  let product: number;
  beforeAll(async () => {
    t = await openTestApp(driver);
    product = await makeProduct(t, { priceCents: 1250, stock: 100 });
  });
  afterAll(() => t.close());

  const pdfOf = (mail: MailMessage) => Buffer.from(mail.attachments?.[0]?.content ?? '', 'base64');

  it('attaches the terms in force and the withdrawal form to the payment mail, in the order language', async () => {
    for (const [lang, file, sentence, withdrawal] of [
      ['fr', 'conditions-generales-de-vente.pdf', 'Ce message confirme votre commande.', 'Formulaire de rétractation'],
      ['en', 'terms-of-sale.pdf', 'This message confirms your order.', 'Withdrawal form'],
    ] as const) {
      const before = t.mails.length;
      const order = await paidOrder(t, [{ id: product, qty: 1 }], { 'accept-language': lang });
      const [mail] = t.mails.slice(before).filter((m) => m.subject.includes(order.order!.reference));
      expect(mail.attachments).toEqual([expect.objectContaining({ filename: file, contentType: 'application/pdf', encoding: 'base64' })]);
      expect(mail.text).toContain(sentence);
      expect(mail.text).toContain('L221-28');
      const text = await textOf(pdfOf(mail));
      expect(text).toContain(withdrawal);
      expect(text).toContain(TERMS_OF_SALE[lang].sections.retractation.title);
    }
  });

  it('attaches nothing to the mail of an order still awaiting its transfer', async () => {
    const basket = await readyBasket(t, [{ id: product, qty: 1 }]);
    const before = t.mails.length;
    expect((await post(t, '/api/basket/valid', { basketId: basket.id, method: 'transfer' })).statusCode).toBe(200);
    const mails = t.mails.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].attachments).toBeUndefined();
  });
});
