import type { Lang } from '@nougaterie/contracts';
import { fromCents, toCents } from '@nougaterie/contracts/rules';
import {
  moneySettingsProblems,
  moneySettingsSchema,
  SHIPPING_ZONES,
  shippingRatesFormSchema,
  shippingRatesProblems,
  type MoneySettings,
  type ShippingRates,
  type ShippingZoneId,
} from '@nougaterie/contracts/admin';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { settings, shippingMethods, shippingRates } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../http/errors.js';
import { orEmpty } from '../../http/validate.js';
import { loadSettings, type SettingsRow } from '../../settings.js';
import { recordAudit } from '../audit.js';
import { requireStaff, staffOnly } from '../guard.js';
import { moneyProblem, rateProblem } from './messages.js';

export interface ShopSettingsOptions {
  db: Db;
}

function toMoneySettings(row: SettingsRow): MoneySettings {
  return {
    franco_port: fromCents(row.francoPortCents),
    fidelite_from: fromCents(row.fideliteFromCents),
    point_value: fromCents(row.pointValueCents),
  };
}

/** Every method in its order and every priced (method, zone) table, lightest band first. */
async function loadRates(db: Db): Promise<ShippingRates> {
  const methods = await db.select().from(shippingMethods).orderBy(asc(shippingMethods.position), asc(shippingMethods.id));
  const rows = await db.select().from(shippingRates).orderBy(asc(shippingRates.maxWeightG));
  const tables: ShippingRates['tables'] = [];
  for (const method of methods) {
    for (const zone of SHIPPING_ZONES) {
      const bands = rows.filter((r) => r.methodId === method.id && r.zone === zone);
      if (bands.length) tables.push({ method_id: method.id, zone, bands: bands.map((b) => ({ max_weight_g: b.maxWeightG, price: fromCents(b.priceCents) })) });
    }
  }
  return {
    methods: methods.map((m) => ({ id: m.id, kind: m.kind, name_fr: m.nameFr, name_en: m.nameEn })),
    zones: [...SHIPPING_ZONES],
    tables,
  };
}

const refused = (lang: Lang, sentences: string[]) => new HttpError(422, [...new Set(sentences)].join(' '), 'SETTINGS_INVALID');

/**
 * The shop's money settings (free shipping from, loyalty step, point value) and its shipping
 * prices. Staff read them; an owner writes them, in one transaction with its audit line. The
 * basket reads the settings row and the rates at each pricing, so the next basket answer on any
 * replica uses them; an order keeps the shipping amount it was charged (its own columns). The
 * shop's shared answers are emptied all the same, should a cached answer ever carry them.
 */
export async function shopSettingsRoutes(app: FastifyInstance, { db }: ShopSettingsOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/admin/settings/money', { preValidation: staffOnly() }, async (): Promise<MoneySettings> => toMoneySettings(await loadSettings(db)));

  api.post(
    '/api/admin/settings/money',
    { preValidation: staffOnly('owner'), schema: { body: orEmpty(moneySettingsSchema) } },
    async (request): Promise<MoneySettings> => {
      const owner = requireStaff(request, 'owner');
      const form = request.body;
      const problems = moneySettingsProblems(form);
      if (problems.length)
        throw refused(
          request.lang,
          problems.map(({ problem }) => moneyProblem(request.lang, problem)),
        );
      const saved = await inTransaction(db, async (tx) => {
        const [before] = await tx.select().from(settings).where(eq(settings.id, 1)).for('update');
        const [after] = await tx
          .update(settings)
          .set({ francoPortCents: toCents(form.franco_port), fideliteFromCents: toCents(form.fidelite_from), pointValueCents: toCents(form.point_value) })
          .where(eq(settings.id, 1))
          .returning();
        const [was, is] = [toMoneySettings(before), toMoneySettings(after)];
        if (JSON.stringify(was) !== JSON.stringify(is)) {
          await recordAudit(tx, { staffId: owner.id, action: 'settings.money', target: 'settings:money', before: was, after: is });
        }
        return is;
      });
      app.publicAnswers.invalidate();
      return saved;
    },
  );

  api.get('/api/admin/shipping-rates', { preValidation: staffOnly() }, async (): Promise<ShippingRates> => loadRates(db));

  /**
   * Every table replaced at once: the methods' rows are locked first, so two owners saving at the
   * same moment queue, and the second's set replaces the first's whole (never a mix of both).
   */
  api.post(
    '/api/admin/shipping-rates',
    { preValidation: staffOnly('owner'), schema: { body: orEmpty(shippingRatesFormSchema) } },
    async (request): Promise<ShippingRates> => {
      const owner = requireStaff(request, 'owner');
      const form = request.body;
      const lang = request.lang;
      const saved = await inTransaction(db, async (tx) => {
        const methods = await tx.select().from(shippingMethods).orderBy(asc(shippingMethods.id)).for('update');
        const problems = shippingRatesProblems(form, methods);
        if (problems.length) {
          const nameOf = (id: number) => methods.find((m) => m.id === id)?.[lang === 'fr' ? 'nameFr' : 'nameEn'];
          throw refused(
            lang,
            problems.map((p) => rateProblem(lang, p.problem, { method: nameOf(p.method_id), zone: p.zone, band: p.band })),
          );
        }
        const before = await loadRates(tx);
        await tx.delete(shippingRates);
        const rows = form.tables.flatMap(({ method_id, zone, bands }) =>
          bands.map((band) => ({ methodId: method_id, zone: zone as ShippingZoneId, maxWeightG: band.max_weight_g, priceCents: toCents(band.price) })),
        );
        if (rows.length) await tx.insert(shippingRates).values(rows);
        const after = await loadRates(tx);
        if (JSON.stringify(before.tables) !== JSON.stringify(after.tables)) {
          await recordAudit(tx, {
            staffId: owner.id,
            action: 'settings.shipping-rates',
            target: 'settings:shipping-rates',
            before: before.tables,
            after: after.tables,
          });
        }
        return after;
      });
      app.publicAnswers.invalidate();
      return saved;
    },
  );
}
