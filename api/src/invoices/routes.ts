import { INVOICE_NUMBER_PATTERN } from '@nougaterie/contracts/rules';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { requireUser } from '../auth/request-user.js';
import type { Db } from '../db/client.js';
import { orders } from '../db/schema.js';
import { recordAudit } from '../admin/audit.js';
import { requireStaff } from '../admin/guard.js';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';
import { hashDocumentToken } from './issue.js';
import { invoicePdf } from './pdf.js';
import { invoices, type InvoiceRow } from './schema.js';

export interface InvoicesRoutesOptions {
  db: Db;
}

/** The same 404 for a document that does not exist and one that is not the caller's: numbers tell nothing. */
const notFound = (request: FastifyRequest) => new HttpError(404, t(request.lang, 'invoiceNotFound'), 'INVOICE_NOT_FOUND');

function numberOf(request: FastifyRequest): string {
  const number = (request.params as { number?: string }).number ?? '';
  if (!INVOICE_NUMBER_PATTERN.test(number)) throw notFound(request);
  return number;
}

async function findDocument(db: Db, number: string, owner?: SQL): Promise<InvoiceRow | undefined> {
  const [found] = await db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.number, number), owner));
  return found?.invoice;
}

async function sendPdf(reply: FastifyReply, document: InvoiceRow): Promise<Buffer> {
  const pdf = await invoicePdf(document.document);
  // Personal data: kept by no cache on the way.
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${document.number}.pdf"`)
    .header('cache-control', 'private, no-store');
  return pdf;
}

/**
 * Invoices and credit notes as PDFs: to the customer whose order it is (their session), to whoever
 * holds the token of the mail's link (a guest), and to the staff (audited). Anyone else gets the
 * 404 of a document that does not exist.
 */
export async function invoicesRoutes(app: FastifyInstance, { db }: InvoicesRoutesOptions): Promise<void> {
  app.get('/api/user/invoices/:number', async (request, reply) => {
    const user = requireUser(request);
    const document = await findDocument(db, numberOf(request), eq(orders.userId, user.id));
    if (!document) throw notFound(request);
    return sendPdf(reply, document);
  });

  app.get('/api/invoices/:number', async (request, reply) => {
    const number = numberOf(request);
    const token = (request.query as { token?: unknown }).token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) throw notFound(request);
    const document = await findDocument(db, number);
    const given = Buffer.from(hashDocumentToken(token), 'hex');
    if (!document || !timingSafeEqual(given, Buffer.from(document.tokenHash, 'hex'))) throw notFound(request);
    return sendPdf(reply, document);
  });

  app.get('/api/admin/invoices/:number', async (request, reply) => {
    const member = requireStaff(request);
    const document = await findDocument(db, numberOf(request));
    if (!document) throw notFound(request);
    const [order] = await db.select({ reference: orders.reference }).from(orders).where(eq(orders.id, document.orderId));
    // Reading a customer's invoice is personal data leaving the database: the journal says who.
    await recordAudit(db, { staffId: member.id, action: 'invoice.download', target: `order:${order.reference}`, after: { number: document.number } });
    return sendPdf(reply, document);
  });
}
