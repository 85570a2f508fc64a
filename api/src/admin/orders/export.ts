import type { Lang } from '@nougaterie/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { localized } from '../../catalog/mapping.js';
import type { Db } from '../../db/client.js';
import { orderLines, orders, products, type OrderRow } from '../../db/schema.js';
import { parisDaysRange } from './list.js';
import { PAYMENT_NAMES, STATUS_NAMES } from './labels.js';
import { toOrderSummary } from './details.js';

const HEADERS: Record<Lang, string[]> = {
  fr: ['Date', 'Référence', 'Client', 'E-mail', 'État', 'Paiement', 'Livraison', 'Produits TTC', 'Remise', 'Points', 'Frais de port', 'Total TTC', 'Taux TVA'],
  en: ['Date', 'Reference', 'Customer', 'E-mail', 'Status', 'Payment', 'Delivery', 'Products (VAT incl.)', 'Discount', 'Points', 'Shipping', 'Total (VAT incl.)', 'VAT rate'],
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
  const decimals = String(basisPoints % 100).padStart(2, '0').replace(/0+$/, '');
  return `${Math.trunc(basisPoints / 100)}${decimals ? `,${decimals}` : ''} %`;
}

/**
 * Shares `total` between parts in proportion to `weights`, in whole cents that add up to it exactly
 * (the largest remainders get the cents left).
 */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((value, i) => [value - Math.floor(value), i]).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of byRemainder) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

const parisDateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The order's amounts per VAT rate: one part when all its products share a rate. */
function perRate(order: OrderRow, lines: { vatRate: number; totalCents: number }[]) {
  const products = new Map<number, number>();
  for (const line of lines) products.set(line.vatRate, (products.get(line.vatRate) ?? 0) + line.totalCents);
  const rates = [...products.keys()].sort((a, b) => a - b);
  const weights = rates.map((rate) => products.get(rate)!);
  // Discount, points and shipping follow the goods they go with: shared in proportion to each rate's products.
  const discount = allocate(order.amountDiscountCents, weights);
  const points = allocate(order.amountPointsCents, weights);
  const shipping = allocate(order.amountShippingCents, weights);
  return rates.map((rate, i) => ({
    rate,
    products: weights[i],
    discount: discount[i],
    points: points[i],
    shipping: shipping[i],
    total: weights[i] - discount[i] - points[i] + shipping[i],
  }));
}

/**
 * The accountant's CSV of the orders made on the Paris days from..to (inclusive), oldest first,
 * cancelled ones included with their state: one line per order and VAT rate, euros with VAT and a
 * comma, separated by semicolons, CRLF, UTF-8 with a BOM (so French Excel opens it right).
 * The rate is the product's current one: order lines do not keep their rate yet (issue 23 freezes
 * it), so a rate changed since the sale shows the new one.
 */
export async function ordersCsv(db: Db, from: string, to: string, lang: Lang): Promise<string> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(...parisDaysRange(from, to)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const lines = rows.length
    ? await db
        .select({ orderId: orderLines.orderId, vatRate: products.vatRate, totalCents: orderLines.totalCents })
        .from(orderLines)
        .innerJoin(products, eq(products.id, orderLines.productId))
        .where(inArray(orderLines.orderId, rows.map((o) => o.id)))
    : [];
  const out = [HEADERS[lang].map(csvCell).join(';')];
  for (const order of rows) {
    const summary = toOrderSummary(order, lang);
    const shipping = localized({ nameFr: order.shipping.nameFr, nameEn: order.shipping.nameEn }, 'name', lang);
    for (const part of perRate(order, lines.filter((l) => l.orderId === order.id))) {
      out.push(
        [
          parisDateTime.format(order.createdAt),
          order.reference,
          summary.customer_name,
          summary.email,
          STATUS_NAMES[lang][order.status],
          PAYMENT_NAMES[lang][order.paymentMethod],
          shipping,
          csvEuros(part.products),
          csvEuros(part.discount),
          csvEuros(part.points),
          csvEuros(part.shipping),
          csvEuros(part.total),
          csvRate(part.rate),
        ]
          .map(csvCell)
          .join(';'),
      );
    }
  }
  return `\uFEFF${out.join('\r\n')}\r\n`;
}
