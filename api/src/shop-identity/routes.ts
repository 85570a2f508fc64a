import type { Firm, ShopHours, ShopInfo } from '@nougaterie/contracts';
import {
  firmPlaceholders,
  firmSchema,
  shopHoursProblems,
  shopHoursSchema,
  shopIdentityProblems,
  tidyFirm,
  type ShopIdentityAnswer,
} from '@nougaterie/contracts/admin';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '../admin/audit.js';
import { requireStaff, staffOnly } from '../admin/guard.js';
import { sendPublicAnswer } from '../cache/public-answers.js';
import type { Db } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { HttpError } from '../http/errors.js';
import { orEmpty } from '../http/validate.js';
import { hoursProblemSentence, identityProblemSentence, problemsSentence } from './messages.js';
import { loadFirm, loadHours, loadShopInfo, storeFirm, storeHours } from './store.js';

export interface ShopIdentityRoutesOptions {
  db: Db;
}

const identityAnswer = (firm: Firm): ShopIdentityAnswer => ({ firm, placeholders: firmPlaceholders(firm) });

/**
 * The shop's identity and hours (#22): GET /api/shop/info for every page, and GET
 * /api/visits/organiser for the booking widget (a public answer, so
 * at most 2 s old on any replica, and emptied here at once on a change), and the back office's
 * GET (staff) and POST (owners) /api/admin/shop/identity and /api/admin/shop/hours, each write
 * checked by contracts' rules (nothing saved on a problem) and audited in its transaction.
 */
export async function shopIdentityRoutes(app: FastifyInstance, { db }: ShopIdentityRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const shopInfo: RouteHandlerMethod = async (request, reply) =>
    sendPublicAnswer(request, reply, await app.publicAnswers.get('shop-info', (): Promise<ShopInfo> => loadShopInfo(db)));
  api.get('/api/shop/info', shopInfo);
  // The same answer among the tour calls, the only ones a partner's page embedding the booking
  // widget may make (CORS): who organises the tour, its address and bank details for a transfer.
  api.get('/api/visits/organiser', shopInfo);

  api.get('/api/admin/shop/identity', { preValidation: staffOnly() }, async (): Promise<ShopIdentityAnswer> => identityAnswer(await loadFirm(db)));

  api.post(
    '/api/admin/shop/identity',
    { preValidation: staffOnly('owner'), schema: { body: orEmpty(firmSchema) } },
    async (request): Promise<ShopIdentityAnswer> => {
      const owner = requireStaff(request, 'owner');
      const firm = tidyFirm(request.body);
      const problems = shopIdentityProblems(firm);
      if (problems.length) {
        const sentences = problems.map(({ field, problem }) => identityProblemSentence(request.lang, field, problem));
        throw new HttpError(400, problemsSentence(request.lang, sentences), 'VALIDATION');
      }
      const answer = await inTransaction(db, async (tx) => {
        const before = await loadFirm(tx);
        await storeFirm(tx, firm);
        const changed = (Object.keys(firm) as (keyof Firm)[]).filter((key) => JSON.stringify(firm[key]) !== JSON.stringify(before[key]));
        await recordAudit(tx, {
          staffId: owner.id,
          action: 'shop.identity',
          target: 'shop:identity',
          before: Object.fromEntries(changed.map((key) => [key, before[key]])),
          after: Object.fromEntries(changed.map((key) => [key, firm[key]])),
        });
        return identityAnswer(firm);
      });
      app.publicAnswers.invalidate();
      return answer;
    },
  );

  api.get('/api/admin/shop/hours', { preValidation: staffOnly() }, async (): Promise<ShopHours> => loadHours(db));

  api.post('/api/admin/shop/hours', { preValidation: staffOnly('owner'), schema: { body: orEmpty(shopHoursSchema) } }, async (request): Promise<ShopHours> => {
    const owner = requireStaff(request, 'owner');
    const hours = request.body as ShopHours;
    const problems = shopHoursProblems(hours);
    if (problems.length) {
      const sentences = problems.map(({ where, problem }) => hoursProblemSentence(request.lang, where, problem));
      throw new HttpError(400, problemsSentence(request.lang, sentences), 'VALIDATION');
    }
    const answer = await inTransaction(db, async (tx) => {
      const before = await loadHours(tx);
      await storeHours(tx, hours);
      const after = await loadHours(tx);
      await recordAudit(tx, { staffId: owner.id, action: 'shop.hours', target: 'shop:hours', before, after });
      return after;
    });
    app.publicAnswers.invalidate();
    return answer;
  });
}
