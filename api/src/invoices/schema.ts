import type { Lang, PaymentMethod } from '@nougaterie/contracts';
import { INVOICE_KINDS, type InvoiceKind } from '@nougaterie/contracts/rules';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { orders } from '../orders/schema.js';

/**
 * The last number given per kind and year. Taken with an upsert (`… DO UPDATE SET last = last + 1
 * RETURNING last`) inside the transaction that issues the document: the row stays locked until it
 * commits, so numbers follow each other with no duplicate across replicas, and a rollback gives its
 * number back (a SEQUENCE would leave a gap). The last lock a transaction takes (db/transaction.ts).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] }), check('invoice_counters_kind_known', sql`${t.kind} IN ('invoice', 'credit_note')`)],
);

/** Money in integer cents, VAT included unless named net. */
export interface IssuedVatPart {
  rate: number;
  totalCents: number;
  vatCents: number;
  netCents: number;
}

export interface IssuedLine {
  name: string;
  quantity: number;
  /** Without VAT: the line's net total shared by its quantity, to the cent. */
  unitNetCents: number;
  vatRate: number;
  totalNetCents: number;
  totalCents: number;
}

/**
 * An invoice or credit note as issued: everything its PDF shows, frozen, so that a later change of
 * the firm, the customer, a product or the order never changes a document already given.
 */
export interface IssuedDocument {
  kind: InvoiceKind;
  number: string;
  issuedAt: string;
  lang: Lang;
  /** A credit note: the invoice it corrects, and why (a refund's reason as the staff gave it). */
  corrects: { number: string; issuedAt: string; cause: 'refund' | 'cancellation'; reason: string | null } | null;
  seller: { legalName: string; legalForm: string; capital: string; address: string[]; siret: string; vat: string; rcs: string };
  buyer: { name: string; address: string[]; email: string | null };
  order: { reference: string; createdAt: string };
  payment: { method: PaymentMethod; paidAt: string | null };
  /** An invoice's products; a credit note has none (it gives back an amount per rate). */
  lines: IssuedLine[];
  /** What the basket took off or added as a whole, VAT included (their VAT is in the rates'). */
  adjustments: { discountCents: number; discountCode: string | null; pointsCents: number; shippingCents: number };
  vat: IssuedVatPart[];
  totals: { netCents: number; vatCents: number; totalCents: number };
}

/**
 * Invoices and credit notes. Never updated nor deleted (a trigger of migration 0017 refuses it):
 * a correction is a credit note. Kept as issued even when the customer's account is erased, for
 * the ten years of the Code de commerce (art. L123-22; GDPR art. 17 (3) b).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** A credit note's invoice. */
    invoiceId: integer('invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    totalCents: integer('total_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    /** SHA-256 of the link's token given in the customer's mail (a guest's key to the PDF). */
    tokenHash: text('token_hash').notNull(),
    document: jsonb('document').$type<IssuedDocument>().notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_kind_year_sequence_unique').on(t.kind, t.year, t.sequence),
    uniqueIndex('invoices_token_hash_unique').on(t.tokenHash),
    uniqueIndex('invoices_one_invoice_per_order')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    index('invoices_order_id_idx').on(t.orderId),
    check('invoices_kind_known', sql`${t.kind} IN ('invoice', 'credit_note')`),
    check('invoices_credit_note_corrects_an_invoice', sql`(${t.kind} = 'credit_note') = (${t.invoiceId} IS NOT NULL)`),
    check('invoices_amounts_add_up', sql`${t.netCents} + ${t.vatCents} = ${t.totalCents} AND ${t.totalCents} >= 0`),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;
