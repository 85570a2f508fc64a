import type { Lang } from '@nougaterie/contracts';
import { INTL_LOCALES, PARIS_TIME_ZONE } from '@nougaterie/contracts/rules';
import { and, asc, inArray } from 'drizzle-orm';
import { localized } from '../../catalog/mapping.js';
import type { Db } from '../../db/client.js';
import { orderLines, orders } from '../../db/schema.js';
import { orderVatParts } from '../../orders/vat.js';
import { parisDaysRange } from './list.js';
import { PAYMENT_NAMES, STATUS_NAMES } from './labels.js';
import { toOrderSummary } from './details.js';

const HEADERS: Record<Lang, string[]> = {
  fr: [
    'Date',
    'Référence',
    'Client',
    'E-mail',
    'État',
    'Paiement',
    'Livraison',
    'Produits TTC',
    'Remise',
    'Points',
    'Frais de port',
    'Total TTC',
    'Taux TVA',
    'Total HT',
    'TVA',
  ],
  en: [
    'Date',
    'Reference',
    'Customer',
    'E-mail',
    'Status',
    'Payment',
    'Delivery',
    'Products (VAT incl.)',
    'Discount',
    'Points',
    'Shipping',
    'Total (VAT incl.)',
    'VAT rate',
    'Total (excl. VAT)',
    'VAT',
  ],
};

/**
 * One cell as RFC 4180 writes it (quoted when it holds the separator, a quote or a line break), and
 * never a formula: a text starting with = + - @ (or a tab, a carriage return) is prefixed with a
 * quote, so that a name typed by a shopper cannot run in the accountant's spreadsheet.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Cents as French spreadsheets read euros: 1234 → 12,34. */
export function csvEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** Basis points as a rate: 550 → 5,5 %, 2000 → 20 %. */
export function csvRate(basisPoints: number): string {
  const decimals = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${Math.trunc(basisPoints / 100)}${decimals ? `,${decimals}` : ''} %`;
}

/** The accountant's dates are French, on the shop's clock; one formatter for every line. */
const parisDateTime = new Intl.DateTimeFormat(INTL_LOCALES.fr, {
  timeZone: PARIS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The accountant's CSV of the orders made on the Paris days from..to (inclusive), oldest first,
 * cancelled ones included with their state: one line per order and VAT rate, euros with VAT and a
 * comma, separated by semicolons, CRLF, UTF-8 with a BOM (so French Excel opens it right).
 * The rate is the one each line kept when ordered, and the rate's discount, points, shipping, VAT
 * and amount without VAT follow contracts' rules/vat.ts, as every other page of the order shows them.
 */
export async function ordersCsv(db: Db, from: string, to: string, lang: Lang): Promise<string> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(...parisDaysRange(from, to)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const lines = rows.length
    ? await db
        .select({ orderId: orderLines.orderId, vatRate: orderLines.vatRate, totalCents: orderLines.totalCents })
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            rows.map((o) => o.id),
          ),
        )
    : [];
  const out = [HEADERS[lang].map(csvCell).join(';')];
  for (const order of rows) {
    const summary = toOrderSummary(order, lang);
    const shipping = localized({ nameFr: order.shipping.nameFr, nameEn: order.shipping.nameEn }, 'name', lang);
    for (const part of orderVatParts(
      order,
      lines.filter((l) => l.orderId === order.id),
    )) {
      out.push(
        [
          parisDateTime.format(order.createdAt),
          order.reference,
          summary.customer_name,
          summary.email,
          STATUS_NAMES[lang][order.status],
          PAYMENT_NAMES[lang][order.paymentMethod],
          shipping,
          csvEuros(part.goodsCents),
          csvEuros(part.discountCents),
          csvEuros(part.pointsCents),
          csvEuros(part.shippingCents),
          csvEuros(part.totalCents),
          csvRate(part.rate),
          csvEuros(part.netCents),
          csvEuros(part.vatCents),
        ]
          .map(csvCell)
          .join(';'),
      );
    }
  }
  return `\uFEFF${out.join('\r\n')}\r\n`;
}
