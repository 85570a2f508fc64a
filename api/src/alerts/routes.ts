import { stockAlertRequestSchema, type MessageResponse } from '@nougaterie/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.js';
import { products, stockAlerts } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';

export async function alertsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/api/shop/alert', { schema: { body: stockAlertRequestSchema } }, async (request, reply): Promise<MessageResponse> => {
    const { item_id, email } = request.body;
    const [product] = await db.select({ id: products.id, stock: products.stock }).from(products).where(eq(products.id, item_id));
    if (!product) throw new HttpError(404, t(request.lang, 'productIdNotFound', { id: item_id }), 'PRODUCT_NOT_FOUND');
    if (product.stock > 0) throw new HttpError(409, t(request.lang, 'productAvailable'), 'PRODUCT_AVAILABLE');

    // The unique (product, lower(email)) index keeps one alert per address, a double click
    // included. An address already on the list gets the very answer of a first request: anyone
    // can type an e-mail here, and a different answer would tell them who is subscribed. An
    // alert already told (the product came back, then ran out again) waits anew.
    await db.execute(sql`
      INSERT INTO ${stockAlerts} (product_id, email, lang) VALUES (${product.id}, ${email}, ${request.lang})
      ON CONFLICT (product_id, lower(email)) DO UPDATE SET notified_at = NULL, lang = EXCLUDED.lang, created_at = now()
      WHERE ${stockAlerts}.notified_at IS NOT NULL`);
    reply.status(201);
    return { message: t(request.lang, 'alertCreated', { email }) };
  });
}
