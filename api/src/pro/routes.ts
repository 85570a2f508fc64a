import { HONEYPOT_FIELD, proRequestSchema, type MessageResponse } from '@nougaterie/contracts';
import type { FastifyInstance } from 'fastify';
import type { SiteFormOptions } from '../contact/routes.js';
import { t } from '../http/messages.js';
import { parseInput } from '../http/validate.js';
import { queueMail } from '../mail/outbox.js';
import { loadFirm } from '../shop-identity/store.js';
import { proRequestShopMail } from './mails.js';
import { proRequests } from './schema.js';

export async function proRoutes(app: FastifyInstance, { db, limiter, shopEmail }: SiteFormOptions): Promise<void> {
  app.post('/api/pro-request', async (request, reply): Promise<MessageResponse> => {
    await limiter.take(request, reply, 'proIp', request.ip);
    const form = parseInput(proRequestSchema, request.body, request.lang);
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
