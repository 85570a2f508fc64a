import { DEFAULT_LANG, isLang, type Order } from '@nougaterie/contracts';
import { countryName } from '@nougaterie/contracts';
import { creditVat, invoiceNumber, parisDay, type InvoiceKind } from '@nougaterie/contracts/rules';
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orders } from '../db/schema.js';
import { toOrder } from '../orders/mapping.js';
import { loadOrder } from '../orders/queries.js';
import { orderVatParts } from '../orders/vat.js';
import { loadFirm } from '../shop-identity/store.js';
import { invoiceCounters, invoices, type InvoiceRow, type IssuedDocument, type IssuedVatPart } from './schema.js';

/** A document just issued, with the token of its link: given once (the mail), only its hash kept. */
export interface Issued {
  row: InvoiceRow;
  token: string;
}

export const hashDocumentToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The link of a mail (routes.ts answers it): the api's own address, the document's number and its token. */
export const invoiceLink = (apiUrl: string, number: string, token: string) =>
  `${apiUrl}/api/invoices/${encodeURIComponent(number)}?token=${encodeURIComponent(token)}`;

/**
 * The next number of the kind's sequence for the year, in `tx`. The upsert locks the counter row
 * until `tx` ends: a concurrent issuer (on any replica) waits and takes the next number, and a
 * rollback gives the number back with the rest, so the sequence has no gap and no duplicate.
 */
async function takeNumber(tx: Db, kind: InvoiceKind, year: number): Promise<number> {
  const [taken] = await tx
    .insert(invoiceCounters)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.kind, invoiceCounters.year], set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  return taken.last;
}

/** The seller as the shop's stored identity is today (read in the issuing transaction), frozen into each document. */
async function seller(tx: Db): Promise<IssuedDocument['seller']> {
  const FIRM = await loadFirm(tx);
  return {
    legalName: FIRM.legalName,
    legalForm: FIRM.legalForm,
    capital: FIRM.capital,
    address: [FIRM.street, `${FIRM.zipcode} ${FIRM.city}`, FIRM.country],
    siret: FIRM.siret,
    vat: FIRM.vat,
    rcs: FIRM.rcs,
  };
}

const joined = (...parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/** Who pays: the billing address, the delivery one when the order has none. */
function buyer(order: Order, lang: IssuedDocument['lang']): IssuedDocument['buyer'] {
  const billing = Boolean(order.address_billing_lastname || order.address_billing_address1);
  const field = (name: 'firstname' | 'lastname' | 'company' | 'address1' | 'address2' | 'zipcode' | 'city' | 'country' | 'email') =>
    (billing ? order[`address_billing_${name}`] : order[`address_shipping_${name}`]) ?? null;
  return {
    name: joined(field('firstname'), field('lastname')),
    address: [field('company'), field('address1'), field('address2'), joined(field('zipcode'), field('city')), countryName(field('country'), lang)]
      .map((line) => line?.trim())
      .filter((line): line is string => Boolean(line)),
    email: field('email') || order.address_billing_email || order.address_shipping_email || null,
  };
}

const sumOf = (parts: readonly IssuedVatPart[]) => ({
  netCents: parts.reduce((sum, part) => sum + part.netCents, 0),
  vatCents: parts.reduce((sum, part) => sum + part.vatCents, 0),
  totalCents: parts.reduce((sum, part) => sum + part.totalCents, 0),
});

async function insertDocument(tx: Db, orderId: number, invoiceId: number | null, document: Omit<IssuedDocument, 'number' | 'issuedAt'>): Promise<Issued> {
  const issuedAt = new Date();
  const year = Number(parisDay(issuedAt).slice(0, 4));
  const sequence = await takeNumber(tx, document.kind, year);
  const number = invoiceNumber(document.kind, year, sequence);
  const token = randomBytes(32).toString('base64url');
  const issued: IssuedDocument = { ...document, number, issuedAt: issuedAt.toISOString() };
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: document.kind,
      number,
      year,
      sequence,
      orderId,
      invoiceId,
      issuedAt,
      ...document.totals,
      tokenHash: hashDocumentToken(token),
      document: issued,
    })
    .returning();
  return { row, token };
}

/**
 * The order's invoice, issued in `tx` as it becomes paid (orders/paid.ts, the one way to "paid"):
 * its lines, totals and VAT per rate as the order kept them, the seller and buyer as they are now.
 * An order already invoiced gets nothing more (null).
 */
export async function issueInvoice(tx: Db, orderId: number): Promise<Issued | null> {
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  if (existing) return null;
  const details = await loadOrder(tx, eq(orders.id, orderId));
  if (!details) return null;
  const { order: row, lines } = details;
  const lang = isLang(row.lang) ? row.lang : DEFAULT_LANG;
  const order = toOrder(details, lang, '');
  const vat = orderVatParts(row, lines).map(({ rate, totalCents, vatCents, netCents }) => ({ rate, totalCents, vatCents, netCents }));
  return insertDocument(tx, orderId, null, {
    kind: 'invoice',
    lang,
    corrects: null,
    seller: await seller(tx),
    buyer: buyer(order, lang),
    order: { reference: row.reference, createdAt: row.createdAt.toISOString() },
    payment: { method: row.paymentMethod, paidAt: row.paidAt?.toISOString() ?? null },
    lines: lines.map((line, index) => ({
      name: order.lines[index].item.name,
      quantity: line.quantity,
      unitNetCents: Math.round(line.totalNetCents / line.quantity),
      vatRate: line.vatRate,
      totalNetCents: line.totalNetCents,
      totalCents: line.totalCents,
    })),
    adjustments: {
      discountCents: row.amountDiscountCents,
      discountCode: row.discount?.code ?? null,
      pointsCents: row.amountPointsCents,
      shippingCents: row.amountShippingCents,
    },
    vat,
    totals: sumOf(vat),
  });
}

export type CreditCause = { cause: 'refund'; amountCents: number; reason: string } | { cause: 'cancellation' };

/**
 * A credit note against the order's invoice, in `tx` (the order locked by the caller): a refund
 * credits its amount, a cancellation all that is left; never more than the invoice less the
 * earlier notes (a refund after a cancellation's note credits nothing more). Its VAT per rate is
 * contracts' creditVat. An order never invoiced, or wholly credited, gets none (null).
 */
export async function issueCreditNote(tx: Db, orderId: number, credit: CreditCause): Promise<Issued | null> {
  const documents = await tx.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id));
  const invoice = documents.find((document) => document.kind === 'invoice');
  if (!invoice) return null;
  const notes = documents.filter((document) => document.invoiceId === invoice.id);
  const creditedOf = (rate: number) => notes.reduce((sum, note) => sum + (note.document.vat.find((part) => part.rate === rate)?.totalCents ?? 0), 0);
  const left = invoice.totalCents - notes.reduce((sum, note) => sum + note.totalCents, 0);
  const amountCents = Math.min(credit.cause === 'refund' ? credit.amountCents : left, left);
  if (amountCents <= 0) return null;
  const vat = creditVat(
    invoice.document.vat.map((part) => ({
      rate: part.rate,
      invoicedCents: part.totalCents,
      invoicedVatCents: part.vatCents,
      creditedCents: creditedOf(part.rate),
    })),
    amountCents,
  );
  const issued = invoice.document;
  return insertDocument(tx, orderId, invoice.id, {
    kind: 'credit_note',
    lang: issued.lang,
    corrects: { number: invoice.number, issuedAt: issued.issuedAt, cause: credit.cause, reason: credit.cause === 'refund' ? credit.reason : null },
    seller: await seller(tx),
    buyer: issued.buyer,
    order: issued.order,
    payment: issued.payment,
    lines: [],
    adjustments: { discountCents: 0, discountCode: null, pointsCents: 0, shippingCents: 0 },
    vat,
    totals: sumOf(vat),
  });
}
