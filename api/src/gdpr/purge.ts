import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { contactMessages } from '../db/schema.js';

/** The privacy policy keeps a contact message one year: long enough for the answer and its follow-up. */
export const CONTACT_MESSAGE_RETENTION = '1 year';

/** Deletes the contact messages older than the retention; run at start and daily (see jobs/daily.ts). */
export async function purgeOldContactMessages(db: Db): Promise<number> {
  const rows = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, sql`now() - ${CONTACT_MESSAGE_RETENTION}::interval`))
    .returning({ id: contactMessages.id });
  return rows.length;
}
