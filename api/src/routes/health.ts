import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';

export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  // A failing query reaches the error handler, which answers 503 when the database is down.
  app.get('/api/health', async () => {
    await db.execute(sql`select 1`);
    return { status: 'ok', db: 'ok' };
  });
}
