import { createHash, randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accessTokens, users, type UserRow } from '../db/schema.js';

const TOKEN_BYTES = 32;
/** base64url of 32 bytes: anything else cannot be one of our tokens and skips the database. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session: the raw token goes to the client once and only its hash is kept. */
export async function issueAccessToken(db: Db, userId: number, ttlSeconds: number): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  // Expiry from the database clock, so every api replica agrees on it.
  await db.insert(accessTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
  });
  return token;
}

/** The user a live (not expired, not revoked) token belongs to. */
export async function findTokenUser(db: Db, token: string): Promise<UserRow | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const [row] = await db
    .select(getTableColumns(users))
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, hashToken(token)), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, sql`now()`)));
  return row;
}

export async function revokeAccessToken(db: Db, token: string): Promise<void> {
  if (!TOKEN_SHAPE.test(token)) return;
  await db
    .update(accessTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(accessTokens.tokenHash, hashToken(token)), isNull(accessTokens.revokedAt)));
}
