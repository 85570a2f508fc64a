import { formatVatRate, vatRatePercent } from '@nougaterie/contracts/rules';
import { formatDate, formatEuros } from '../http/format.js';
import { footEveryPage, PAGE, startPdf } from '../pdf/document.js';
import { INVOICE_TEXTS } from './messages.js';
import type { IssuedDocument } from './schema.js';

const { left: LEFT, width: WIDTH, brown: BROWN, grey: GREY } = PAGE;
/** The lines' table: x and width of each column, from the left margin. */
const COLUMNS = {
  name: [0, 205],
  quantity: [205, 35],
  unit: [240, 70],
  rate: [310, 45],
  net: [355, 70],
  total: [425, 70],
} as const;

/**
 * The PDF of an invoice or credit note as issued, in the customer's language. It holds what French
 * law lists for an invoice (CGI art. 242 nonies A, annex II; Code de commerce art. L441-9): the
 * seller's name, legal form and capital, address, SIRET and VAT number; the buyer's name and
 * address; the date and the number from a continuous sequence; each line's quantity, unit price
 * without VAT and VAT rate; the totals without VAT, the VAT per rate, the total with VAT; the
 * payment's date and way. A credit note also names the invoice it corrects (art. 242 nonies A, I-9°).
 */
export function invoicePdf(document: IssuedDocument): Promise<Buffer> {
  const lang = document.lang;
  const text = INVOICE_TEXTS[lang];
  const euros = (cents: number) => formatEuros(lang, cents);
  const date = (iso: string) => formatDate(lang, new Date(iso));
  const rate = (basisPoints: number) => formatVatRate(vatRatePercent(basisPoints), lang);
  const credit = document.kind === 'credit_note';
  const title = credit ? text.creditNote : text.invoice;

  const { pdf, done } = startPdf(lang, { Title: `${title} ${document.number}`, Author: document.seller.legalName });

  const { seller, buyer } = document;
  // The seller, top left; the document's title, number and date, top right.
  pdf.font('bold').fontSize(14).fillColor(BROWN).text(seller.legalName, LEFT, 50, { width: 280 });
  pdf.font('regular').fontSize(9).fillColor('black');
  for (const line of [
    ...seller.address,
    text.seller(seller.legalForm, seller.capital),
    `${text.siret} ${seller.siret} · ${seller.rcs}`,
    `${text.vatNumber} ${seller.vat}`,
  ]) {
    pdf.text(line, { width: 280 });
  }
  const sellerBottom = pdf.y;
  pdf.font('bold').fontSize(20).fillColor(BROWN).text(title.toUpperCase(), 295, 50, { width: 250, align: 'right' });
  pdf.font('regular').fontSize(10).fillColor('black');
  pdf.text(`${text.number} ${document.number}`, 295, pdf.y + 4, { width: 250, align: 'right' });
  pdf.text(text.date(date(document.issuedAt)), { width: 250, align: 'right' });
  pdf
    .fontSize(9)
    .fillColor(GREY)
    .text(text.order(document.order.reference, date(document.order.createdAt)), { width: 250, align: 'right' });

  // The buyer.
  let y = Math.max(sellerBottom, pdf.y) + 24;
  pdf
    .font('bold')
    .fontSize(10)
    .fillColor(BROWN)
    .text(credit ? text.creditedTo : text.billedTo, 345, y, { width: 200 });
  pdf.font('regular').fontSize(10).fillColor('black');
  for (const line of [buyer.name, ...buyer.address, buyer.email ?? '']) if (line) pdf.text(line, { width: 200 });
  y = pdf.y + 20;

  if (document.corrects) {
    pdf
      .font('bold')
      .fontSize(10)
      .text(text.corrects(document.corrects.number, date(document.corrects.issuedAt)), LEFT, y, { width: WIDTH });
    pdf.font('regular').text(text.why(text.cause[document.corrects.cause], document.corrects.reason), { width: WIDTH });
    y = pdf.y + 14;
  }

  const row = (cells: Partial<Record<keyof typeof COLUMNS, string>>, options: { bold?: boolean; color?: string } = {}) => {
    if (y > 740) {
      pdf.addPage();
      y = 50;
    }
    pdf
      .font(options.bold ? 'bold' : 'regular')
      .fontSize(9)
      .fillColor(options.color ?? 'black');
    let height = 0;
    for (const [column, value] of Object.entries(cells) as [keyof typeof COLUMNS, string][]) {
      const [x, width] = COLUMNS[column];
      const options = { width: width - 4, align: column === 'name' ? ('left' as const) : ('right' as const) };
      pdf.text(value, LEFT + x + 2, y, options);
      height = Math.max(height, pdf.heightOfString(value, options));
    }
    y += height + 5;
  };
  const rule = () => {
    pdf
      .moveTo(LEFT, y - 2)
      .lineTo(LEFT + WIDTH, y - 2)
      .lineWidth(0.5)
      .strokeColor('#c9b79c')
      .stroke();
    y += 3;
  };

  if (!credit) {
    const c = text.columns;
    row({ name: c.name, quantity: c.quantity, unit: c.unit, rate: c.rate, net: c.net, total: c.total }, { bold: true, color: BROWN });
    rule();
    for (const line of document.lines) {
      row({
        name: line.name,
        quantity: String(line.quantity),
        unit: euros(line.unitNetCents),
        rate: rate(line.vatRate),
        net: euros(line.totalNetCents),
        total: euros(line.totalCents),
      });
    }
    const { discountCents, discountCode, pointsCents, shippingCents } = document.adjustments;
    if (discountCents > 0) row({ name: text.discount(discountCode), total: `−${euros(discountCents)}` });
    if (pointsCents > 0) row({ name: text.points, total: `−${euros(pointsCents)}` });
    row({ name: text.shipping, total: euros(shippingCents) });
    rule();
    pdf.font('regular').fontSize(8).fillColor(GREY).text(text.adjustmentsNote, LEFT, y, { width: WIDTH });
    y = pdf.y + 14;
  }

  // VAT per rate, then the totals.
  const v = text.vatTable;
  row({ name: v.rate, unit: v.base, net: v.vat, total: v.total }, { bold: true, color: BROWN });
  rule();
  for (const part of document.vat) row({ name: rate(part.rate), unit: euros(part.netCents), net: euros(part.vatCents), total: euros(part.totalCents) });
  rule();
  y += 6;
  const total = (label: string, cents: number, bold = false) => {
    pdf
      .font(bold ? 'bold' : 'regular')
      .fontSize(bold ? 11 : 10)
      .fillColor(bold ? BROWN : 'black');
    pdf.text(label, LEFT + 245, y, { width: 160, align: 'right' });
    pdf.text(euros(cents), LEFT + 405, y, { width: 90, align: 'right' });
    y += bold ? 18 : 15;
  };
  total(text.totalNet, document.totals.netCents);
  total(text.totalVat, document.totals.vatCents);
  total(credit ? text.creditTotal : text.total, document.totals.totalCents, true);

  y += 12;
  const { method, paidAt } = document.payment;
  const settlement = credit ? text.creditPaid : paidAt ? text.paid(date(paidAt), text.methods[method]) : '';
  pdf.font('regular').fontSize(10).fillColor('black').text(settlement, LEFT, y, { width: WIDTH });

  // Every page: the seller's identity and the page, at the foot.
  footEveryPage(pdf, (page, count) => {
    pdf.font('regular').fontSize(7.5).fillColor(GREY);
    const foot = `${seller.legalName} · ${seller.address.join(', ')} · ${text.siret} ${seller.siret} · ${seller.rcs} · ${text.vatNumber} ${seller.vat}`;
    pdf.text(foot, LEFT, 790, { width: WIDTH - 70, lineBreak: true, height: 30 });
    pdf.text(text.page(page, count), LEFT + WIDTH - 70, 790, { width: 70, align: 'right', lineBreak: false });
  });
  pdf.end();
  return done;
}
