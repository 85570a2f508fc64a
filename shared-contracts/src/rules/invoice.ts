/**
 * Invoices and credit notes (issue #23). Numbers run in one continuous sequence per kind and
 * calendar year of the document's date in Paris (CGI art. 242 nonies A, I-7°: a unique number
 * from a chronological and continuous sequence): F-2026-000001, A-2026-000001.
 */

import { vatIncludedCents, shareCents, type VatPart } from './vat.js';

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

const PREFIX: Record<InvoiceKind, string> = { invoice: 'F', credit_note: 'A' };

export const INVOICE_NUMBER_PATTERN = /^[FA]-\d{4}-\d{6,}$/;

export function invoiceNumber(kind: InvoiceKind, year: number, sequence: number): string {
  return `${PREFIX[kind]}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** A rate's part of an invoice and of the credit notes already issued against it. */
export interface CreditableRate {
  /** Basis points. */
  rate: number;
  /** The invoice's total of the rate, VAT included, and its VAT. */
  invoicedCents: number;
  invoicedVatCents: number;
  /** What earlier credit notes took of it, VAT included. */
  creditedCents: number;
}

/**
 * A credit note of `amountCents` (VAT included, at most what is left to credit) split between
 * the invoice's rates pro rata of what is left of each (contracts' shareCents: largest
 * remainders), so that crediting the whole invoice in one or several notes gives back exactly
 * each rate's total. A rate's VAT is that of everything credited on it so far less what the
 * earlier notes took: the notes' VAT adds up to the invoice's VAT to the cent once all is credited.
 */
export function creditVat(rates: readonly CreditableRate[], amountCents: number): VatPart[] {
  const left = rates.map((r) => r.invoicedCents - r.creditedCents);
  const creditable = left.reduce((sum, cents) => sum + cents, 0);
  if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > creditable) {
    throw new RangeError(`Cannot credit ${amountCents} of ${creditable}`);
  }
  const shares = shareCents(amountCents, left);
  return rates
    .map((r, index) => {
      const after = r.creditedCents + shares[index];
      const vatOf = (cents: number) => (cents === r.invoicedCents ? r.invoicedVatCents : vatIncludedCents(cents, r.rate));
      const vatCents = vatOf(after) - vatOf(r.creditedCents);
      return { rate: r.rate, totalCents: shares[index], vatCents, netCents: shares[index] - vatCents };
    })
    .filter((part) => part.totalCents > 0);
}
