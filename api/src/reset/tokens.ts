import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { passwordChangedMail } from '../auth/password-changed-mail.js';
import { queueMail } from '../mail/outbox.js';
import { hashToken } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { accessTokens, resetTokens, users } from '../db/schema.js';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** A new reset link for the user; earlier ones stay valid until used or expired. Only the hash is stored. */
export async function issueResetToken(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(resetTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(secs => ${RESET_TOKEN_TTL_SECONDS})`,
  });
  return token;
}

export type ResetOutcome = 'done' | 'unknown' | 'expired' | 'used';

/**
 * Sets the new password with the token, in one transaction: the token is spent by the same update
 * that checks it (two clicks cannot both succeed), every session of the user and every other pending
 * link are closed, since whoever knew the old password may still hold a session.
 */
export async function resetPassword(db: Db, token: string, passwordHash: string, siteUrl: string): Promise<ResetOutcome> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(resetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(resetTokens.tokenHash, tokenHash), isNull(resetTokens.usedAt), gt(resetTokens.expiresAt, sql`now()`)))
      .returning({ userId: resetTokens.userId });
    if (!spent) {
      const [found] = await tx.select({ usedAt: resetTokens.usedAt }).from(resetTokens).where(eq(resetTokens.tokenHash, tokenHash));
      return !found ? 'unknown' : found.usedAt ? 'used' : 'expired';
    }
    const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId)).returning();
    await tx
      .update(accessTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(accessTokens.userId, spent.userId), isNull(accessTokens.revokedAt)));
    await tx
      .update(resetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(resetTokens.userId, spent.userId), isNull(resetTokens.usedAt)));
    await queueMail(tx, passwordChangedMail(user, siteUrl));
    return 'done';
  });
}
