import {
  ADDRESS_FIELDS,
  SAVED_ADDRESSES_MAX,
  savedAddressRequestSchema,
  useSavedAddressRequestSchema,
  type Address,
  type AddressBook,
  type SavedAddress,
} from '@nougaterie/contracts';
import { addressesEqual } from '@nougaterie/contracts/rules';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { requireUser, userOnly } from '../auth/request-user.js';
import type { Db } from '../db/client.js';
import { savedAddresses, users, type SavedAddressRow, type UserRow } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';
import { orEmpty } from '../http/validate.js';
import { addressColumns, requireComplete, toAddressBook } from './addresses.js';

type Reader = Pick<Db, 'select'>;

const idParamsSchema = z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)) });

const addressOf = (row: SavedAddressRow): Address => Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, row[field]])) as Address;

export const toSavedAddress = (row: SavedAddressRow): SavedAddress => ({ ...addressOf(row), id: row.id, label: row.label });

/** The customer's address book: the two defaults on their row, and the others, oldest first. */
export async function loadAddressBook(db: Reader, user: UserRow): Promise<AddressBook> {
  const rows = await db.select().from(savedAddresses).where(eq(savedAddresses.userId, user.id)).orderBy(asc(savedAddresses.id));
  return toAddressBook(user, rows.map(toSavedAddress));
}

/** The ten fields trimmed, as stored. */
function fieldsOf(address: Address): Address {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, (address[field] ?? '').trim()])) as Address;
}

/**
 * The customer's row, locked until the transaction ends: two requests of one customer on the book
 * (two adds at the limit, an add beside a "use") take their turn, so the limit holds.
 */
async function lockedUser(tx: Db, id: number, lang: FastifyRequest['lang']): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  // The account was deleted while this request ran.
  if (!row) throw new HttpError(401, t(lang, 'authRequired'), 'AUTH_REQUIRED');
  return row;
}

async function ownRow(tx: Db, userId: number, id: number, lang: FastifyRequest['lang']): Promise<SavedAddressRow> {
  const [row] = await tx
    .select()
    .from(savedAddresses)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)));
  // Another customer's address answers exactly as a missing one: ids tell nothing.
  if (!row) throw new HttpError(404, t(lang, 'savedAddressNotFound'), 'ADDRESS_NOT_FOUND');
  return row;
}

/**
 * The address book's other addresses (issue 20: "several saved addresses"). Each call answers the
 * whole book, as GET /api/user/addresses does, so a page shows what the database holds.
 */
export async function savedAddressRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/user/addresses/saved',
    { preValidation: userOnly, schema: { body: orEmpty(savedAddressRequestSchema) } },
    async (request, reply): Promise<AddressBook> => {
      const user = requireUser(request);
      const { label, ...address } = request.body;
      requireComplete('saved', address, request.lang);
      const book = await db.transaction(async (tx) => {
        const locked = await lockedUser(tx, user.id, request.lang);
        const [{ total }] = await tx.select({ total: count() }).from(savedAddresses).where(eq(savedAddresses.userId, user.id));
        if (total >= SAVED_ADDRESSES_MAX) {
          throw new HttpError(422, t(request.lang, 'savedAddressesFull', { max: SAVED_ADDRESSES_MAX }), 'ADDRESS_BOOK_FULL');
        }
        await tx.insert(savedAddresses).values({ userId: user.id, label, ...fieldsOf(address) });
        return loadAddressBook(tx, locked);
      });
      reply.code(201);
      return book;
    },
  );

  api.put(
    '/api/user/addresses/saved/:id',
    { preValidation: userOnly, schema: { params: idParamsSchema, body: orEmpty(savedAddressRequestSchema) } },
    async (request): Promise<AddressBook> => {
      const user = requireUser(request);
      const { id } = request.params;
      const { label, ...address } = request.body;
      requireComplete('saved', address, request.lang);
      return db.transaction(async (tx) => {
        const locked = await lockedUser(tx, user.id, request.lang);
        await ownRow(tx, user.id, id, request.lang);
        await tx
          .update(savedAddresses)
          .set({ label, ...fieldsOf(address), updatedAt: sql`now()` })
          .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, user.id)));
        return loadAddressBook(tx, locked);
      });
    },
  );

  api.delete('/api/user/addresses/saved/:id', { preValidation: userOnly, schema: { params: idParamsSchema } }, async (request): Promise<AddressBook> => {
    const user = requireUser(request);
    const { id } = request.params;
    return db.transaction(async (tx) => {
      const locked = await lockedUser(tx, user.id, request.lang);
      await ownRow(tx, user.id, id, request.lang);
      await tx.delete(savedAddresses).where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, user.id)));
      return loadAddressBook(tx, locked);
    });
  });

  /**
   * The address becomes the default delivery or billing address. The default it replaces goes
   * into the book unless the book holds it already: choosing never loses an address (even at the
   * book's limit, which bounds what a customer adds, not what the shop keeps for them).
   */
  api.post(
    '/api/user/addresses/saved/:id/use',
    { preValidation: userOnly, schema: { params: idParamsSchema, body: orEmpty(useSavedAddressRequestSchema) } },
    async (request): Promise<AddressBook> => {
      const user = requireUser(request);
      const { id } = request.params;
      const { kind } = request.body;
      return db.transaction(async (tx) => {
        const locked = await lockedUser(tx, user.id, request.lang);
        const chosen = addressOf(await ownRow(tx, user.id, id, request.lang));
        const current = toAddressBook(locked, [])[kind];
        if (current && !addressesEqual(current, chosen)) {
          const book = await tx.select().from(savedAddresses).where(eq(savedAddresses.userId, user.id));
          if (!book.some((row) => addressesEqual(addressOf(row), current))) {
            await tx.insert(savedAddresses).values({ userId: user.id, label: '', ...fieldsOf(current) });
          }
        }
        const [updated] = await tx.update(users).set(addressColumns(kind, chosen)).where(eq(users.id, user.id)).returning();
        return loadAddressBook(tx, updated);
      });
    },
  );
}
