import { contactRequestSchema, HONEYPOT_FIELD, type MessageResponse } from '@nougaterie/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.js';
import { t } from '../http/messages.js';
import { queueMail } from '../mail/outbox.js';
import type { Limiter } from '../ratelimit/limiter.js';
import type { SiteRateLimits } from './limits.js';
import { loadFirm } from '../shop-identity/store.js';
import { contactAcknowledgement, contactShopMail } from './mails.js';
import { contactMessages } from './schema.js';

export interface SiteFormOptions {
  db: Db;
  limiter: Limiter<SiteRateLimits>;
  /**
   * The shop's mailbox, where messages and requests arrive; unset: the e-mail of the identity
   * stored in Réglages, read when each message is sent.
   */
  shopEmail?: string;
}

export async function contactRoutes(app: FastifyInstance, { db, limiter, shopEmail }: SiteFormOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Counted before the form is checked: a refused form counts too.
  const counted = async (request: FastifyRequest, reply: FastifyReply) => {
    await limiter.take(request, reply, 'contactIp', request.ip);
  };
  api.post('/api/contact', { preValidation: counted, schema: { body: contactRequestSchema } }, async (request): Promise<MessageResponse> => {
    const form = request.body;
    const answer = { message: t(request.lang, 'contactSent') };
    // A robot gets the answer a person would, so it has no reason to try another way.
    if (form[HONEYPOT_FIELD]) {
      request.log.info('contact honeypot filled: nothing stored or sent');
      return answer;
    }
    // The message and its two mails (to the shop, to the sender) are kept together or not at all.
    await db.transaction(async (tx) => {
      await tx.insert(contactMessages).values({
        firstname: form.firstname,
        lastname: form.lastname,
        email: form.email,
        phone: form.phone || null,
        subject: form.subject,
        message: form.message,
        lang: request.lang,
      });
      await queueMail(tx, contactShopMail(form, request.lang, shopEmail ?? (await loadFirm(tx)).email));
      await queueMail(tx, contactAcknowledgement(form, request.lang));
    });
    return answer;
  });
}
