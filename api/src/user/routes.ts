import {
  ADDRESS_PREFIXES,
  addressBookUpdateRequestSchema,
  changePasswordRequestSchema,
  userUpdateRequestSchema,
  type AddressBook,
  type AddressKind,
  type MessageResponse,
  type User,
} from '@nougaterie/contracts';
import { fromPrefixed } from '@nougaterie/contracts/rules';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { passwordChangedMail } from '../auth/password-changed-mail.js';
import { checkPassword, hashPassword } from '../auth/passwords.js';
import { requireUser, userOnly } from '../auth/request-user.js';
import { hashToken } from '../auth/tokens.js';
import { toUser } from '../auth/user.js';
import type { Db } from '../db/client.js';
import { accessTokens, resetTokens, users, type UserRow } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';
import { orEmpty } from '../http/validate.js';
import type { Limiter } from '../ratelimit/limiter.js';
import { addressColumns, columnsOf, requireCompleteOrEmpty, type AddressColumns } from './addresses.js';
import { loadAddressBook, savedAddressRoutes } from './saved-addresses.js';
import { queueMail } from '../mail/outbox.js';
import { confirmPassword } from './password.js';

export interface UserRoutesOptions {
  db: Db;
  limiter: Limiter;
  /** Where the password-changed mail's reset link points. */
  siteUrl: string;
}

const KINDS = Object.keys(ADDRESS_PREFIXES) as AddressKind[];

export async function userRoutes(app: FastifyInstance, { db, limiter, siteUrl }: UserRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  async function save(user: UserRow, changes: Partial<UserRow>): Promise<UserRow> {
    if (Object.keys(changes).length === 0) return user;
    const [row] = await db.update(users).set(changes).where(eq(users.id, user.id)).returning();
    return row;
  }

  api.post('/api/user/update', { preValidation: userOnly, schema: { body: orEmpty(userUpdateRequestSchema) } }, async (request): Promise<User> => {
    const user = requireUser(request);
    const { firstname, lastname, phone, lang, ...fields } = request.body;
    const changes: Partial<UserRow> = {};
    if (firstname !== undefined) changes.firstname = firstname;
    if (lastname !== undefined) changes.lastname = lastname;
    if (phone !== undefined) changes.phone = phone || null;
    if (lang !== undefined) changes.lang = lang;
    for (const kind of KINDS) {
      const given = columnsOf(kind).filter((column) => fields[column] !== undefined);
      if (given.length === 0) continue;
      // The fields not sent keep their stored value: the address is checked as it will be stored.
      const merged = fromPrefixed({ ...user, ...Object.fromEntries(given.map((c) => [c, fields[c]])) }, kind);
      requireCompleteOrEmpty(kind, merged, request.lang);
      Object.assign(changes, addressColumns(kind, merged));
    }
    return toUser(await save(user, changes));
  });

  await app.register(savedAddressRoutes, { db });

  api.get('/api/user/addresses', async (request): Promise<AddressBook> => loadAddressBook(db, requireUser(request)));

  api.post(
    '/api/user/addresses',
    { preValidation: userOnly, schema: { body: orEmpty(addressBookUpdateRequestSchema) } },
    async (request): Promise<AddressBook> => {
      const user = requireUser(request);
      const form = request.body;
      const changes: AddressColumns = {};
      const billing = form.same_as_shipping ? (form.shipping === undefined ? (await loadAddressBook(db, user)).shipping : form.shipping) : form.billing;
      for (const [kind, address] of [
        ['shipping', form.shipping],
        ['billing', billing],
      ] as const) {
        if (address === undefined) continue;
        if (address !== null) requireCompleteOrEmpty(kind, address, request.lang);
        Object.assign(changes, addressColumns(kind, address));
      }
      return loadAddressBook(db, await save(user, changes));
    },
  );

  api.post(
    '/api/user/change-password',
    { preValidation: userOnly, schema: { body: orEmpty(changePasswordRequestSchema) } },
    async (request, reply): Promise<MessageResponse> => {
      const user = requireUser(request);
      const form = request.body;
      await confirmPassword(request, reply, limiter, user, form.old_password);
      if (await checkPassword(user.passwordHash, form.password)) {
        throw new HttpError(400, t(request.lang, 'samePassword'), 'SAME_PASSWORD');
      }
      const passwordHash = await hashPassword(form.password);
      // The session that changed the password stays open; any other (maybe a thief's) closes, and pending reset links die.
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await tx
          .update(accessTokens)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(accessTokens.userId, user.id), isNull(accessTokens.revokedAt), ne(accessTokens.tokenHash, hashToken(request.accessToken!))));
        await tx
          .update(resetTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(resetTokens.userId, user.id), isNull(resetTokens.usedAt)));
        await queueMail(tx, passwordChangedMail(user, siteUrl));
      });
      return { message: t(request.lang, 'passwordChanged') };
    },
  );
}
