import { HONEYPOT_FIELD, proRequestSchema, type MessageResponse } from '@nougaterie/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SiteFormOptions } from '../contact/routes.js';
import { t } from '../http/messages.js';
import { queueMail } from '../mail/outbox.js';
import { loadFirm } from '../shop-identity/store.js';
import { proRequestShopMail } from './mails.js';
import { proRequests } from './schema.js';

export async function proRoutes(app: FastifyInstance, { db, limiter, shopEmail }: SiteFormOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Counted before the form is checked: a refused form counts too.
  const counted = async (request: FastifyRequest, reply: FastifyReply) => {
    await limiter.take(request, reply, 'proIp', request.ip);
  };
  api.post('/api/pro-request', { preValidation: counted, schema: { body: proRequestSchema } }, async (request): Promise<MessageResponse> => {
    const form = request.body;
    const answer = { message: t(request.lang, 'proRequestSent') };
    if (form[HONEYPOT_FIELD]) {
      request.log.info('pro request honeypot filled: nothing stored or sent');
      return answer;
    }
    await db.transaction(async (tx) => {
      await tx.insert(proRequests).values({
        company: form.company,
        siret: form.siret,
        contactName: form.contactName,
        email: form.email,
        phone: form.phone,
        activity: form.activity,
        message: form.message || null,
        lang: request.lang,
      });
      await queueMail(tx, proRequestShopMail(form, request.lang, shopEmail ?? (await loadFirm(tx)).email));
    });
    return answer;
  });
}
