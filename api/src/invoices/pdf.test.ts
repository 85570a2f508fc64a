import { vatPart } from '@nougaterie/contracts/rules';
import { PDFParse } from 'pdf-parse';
import { invoicePdf } from './pdf.js';
import type { IssuedDocument } from './schema.js';

const food = vatPart(550, 3245);
const sweets = vatPart(2000, 1366);

const invoice: IssuedDocument = {
  kind: 'invoice',
  number: 'F-2026-000123',
  issuedAt: '2026-11-26T09:30:00Z',
  lang: 'fr',
  corrects: null,
  seller: {
    legalName: 'SARL Nougaterie de Saint-Didier',
    legalForm: 'SARL',
    capital: '50 000 €',
    address: ["place de l'Église", '84210 Saint-Didier', 'France'],
    siret: '812 345 678 00019',
    vat: 'FR 47 812345678',
    rcs: 'RCS Avignon 812 345 678',
  },
  buyer: { name: 'Élodie Ménard', address: ['12 rue des Écoles', '84000 Avignon', 'France'], email: 'elodie@example.fr' },
  order: { reference: 'NSD-2026-000042', createdAt: '2026-11-25T18:00:00Z' },
  payment: { method: 'card', paidAt: '2026-11-25T18:02:00Z' },
  lines: [
    { name: 'Miel de lavande 500 g', quantity: 3, unitNetCents: 948, vatRate: 550, totalNetCents: 2843, totalCents: 3000 },
    { name: 'Nougat blanc tendre', quantity: 1, unitNetCents: 1028, vatRate: 2000, totalNetCents: 1028, totalCents: 1234 },
  ],
  adjustments: { discountCents: 300, discountCode: 'NOUGAT5', pointsCents: 0, shippingCents: 677 },
  vat: [food, sweets],
  totals: { netCents: food.netCents + sweets.netCents, vatCents: food.vatCents + sweets.vatCents, totalCents: 4611 },
};

/** The text of the PDF, its spaces made plain (Intl's French amounts hold no-break spaces). */
async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/[\u00a0\u202f]/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe('invoice PDF', () => {
  it('holds what art. 242 nonies A of the CGI lists, in French, with its totals', async () => {
    const text = await textOf(await invoicePdf(invoice));
    for (const expected of [
      'SARL Nougaterie de Saint-Didier',
      "place de l'Église",
      '84210 Saint-Didier',
      'SARL au capital de 50 000 €',
      'SIRET 812 345 678 00019',
      'N° TVA intracommunautaire FR 47 812345678',
      'FACTURE',
      'N° F-2026-000123',
      'Date : 26 novembre 2026',
      'Facturé à',
      'Élodie Ménard',
      '12 rue des Écoles',
      'Miel de lavande 500 g 3 9,48 € 5,5 % 28,43 € 30,00 €',
      'Nougat blanc tendre 1 10,28 € 20 % 10,28 € 12,34 €',
      'Remise (code NOUGAT5) −3,00 €',
      'Livraison 6,77 €',
      `5,5 % 30,76 € 1,69 € 32,45 €`,
      `20 % 11,38 € 2,28 € 13,66 €`,
      'Total HT 42,14 €',
      'Total TVA 3,97 €',
      'Total TTC 46,11 €',
      'Payée le 25 novembre 2026 par carte bancaire.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('embeds its fonts, none of the standard fonts a reader would substitute', async () => {
    const raw = (await invoicePdf(invoice)).toString('latin1');
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).toMatch(/DejaVuSans-Bold/);
    expect(raw).not.toMatch(/\/BaseFont\s*\/Helvetica/);
  });

  it('speaks English to an English customer', async () => {
    const text = await textOf(await invoicePdf({ ...invoice, lang: 'en' }));
    for (const expected of [
      'INVOICE',
      'No. F-2026-000123',
      'Date: 26 November 2026',
      'Billed to',
      'EU VAT number FR 47 812345678',
      'Total VAT €3.97',
      'Paid on 25 November 2026 by card.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('names the invoice a credit note corrects, and why', async () => {
    const text = await textOf(
      await invoicePdf({
        ...invoice,
        kind: 'credit_note',
        number: 'A-2026-000007',
        corrects: { number: 'F-2026-000120', issuedAt: '2026-11-20T10:00:00Z', cause: 'refund', reason: 'Une boîte abîmée' },
        lines: [],
      }),
    );
    expect(text).toContain('AVOIR');
    expect(text).toContain('N° A-2026-000007');
    expect(text).toContain('Avoir sur la facture F-2026-000120 du 20 novembre 2026');
    expect(text).toContain('Remboursement : Une boîte abîmée');
    expect(text).toContain('Total de l’avoir TTC 46,11 €');
    expect(text).not.toContain('Désignation');
  });

  it('goes on to more pages when the lines do not fit, each with its foot', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({ ...invoice.lines[0], name: `Calisson ${index + 1}` }));
    const text = await textOf(await invoicePdf({ ...invoice, lines }));
    expect(text).toContain('Calisson 60');
    expect(text).toContain('Page 1 / 2');
    expect(text).toContain('Page 2 / 2');
  });
});
