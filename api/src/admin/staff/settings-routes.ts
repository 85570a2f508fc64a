import { maintenanceSettingSchema, orderExpirySettingsSchema, type MaintenanceSetting, type OrderExpirySettings } from '@nougaterie/contracts/admin';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../http/errors.js';
import { orEmpty } from '../../http/validate.js';
import { loadSettings, type SettingsRow } from '../../settings.js';
import { recordAudit } from '../audit.js';
import { requireStaff, staffOnly } from '../guard.js';
import { at } from '../messages.js';

export interface ExpirySettingsOptions {
  db: Db;
}

function toExpirySettings(row: SettingsRow): OrderExpirySettings {
  return {
    card_payment_expiry_minutes: row.cardPaymentExpiryMinutes,
    transfer_reminder_days: row.transferReminderDays,
    transfer_expiry_days: row.transferExpiryDays,
  };
}

export async function expirySettingsRoutes(app: FastifyInstance, { db }: ExpirySettingsOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Staff read them (the order screens say when an unpaid order will be cancelled); owners set them.
  api.get('/api/admin/settings/order-expiry', { preValidation: staffOnly() }, async (): Promise<OrderExpirySettings> =>
    toExpirySettings(await loadSettings(db)),
  );

  api.post(
    '/api/admin/settings/order-expiry',
    { preValidation: staffOnly('owner'), schema: { body: orEmpty(orderExpirySettingsSchema) } },
    async (request): Promise<OrderExpirySettings> => {
      const owner = requireStaff(request, 'owner');
      const form = request.body;
      // A transfer is reminded of before it is cancelled (the database's check says so too).
      if (form.transfer_expiry_days <= form.transfer_reminder_days) {
        throw new HttpError(400, at(request.lang, 'transferExpiryBeforeReminder'), 'VALIDATION');
      }
      return inTransaction(db, async (tx) => {
        const [before] = await tx.select().from(settings).where(eq(settings.id, 1)).for('update');
        const [after] = await tx
          .update(settings)
          .set({
            cardPaymentExpiryMinutes: form.card_payment_expiry_minutes,
            transferReminderDays: form.transfer_reminder_days,
            transferExpiryDays: form.transfer_expiry_days,
          })
          .where(eq(settings.id, 1))
          .returning();
        await recordAudit(tx, {
          staffId: owner.id,
          action: 'settings.order-expiry',
          target: 'settings:order-expiry',
          before: toExpirySettings(before),
          after: toExpirySettings(after),
        });
        return toExpirySettings(after);
      });
    },
  );

  api.get('/api/admin/settings/maintenance', { preValidation: staffOnly() }, async (): Promise<MaintenanceSetting> => ({
    on: (await loadSettings(db)).maintenance,
  }));

  /**
   * The maintenance switch, owners only. Every api replica reads the settings row on each public
   * settings call (no cache), so the shop's next page load on any replica follows it.
   */
  api.post(
    '/api/admin/settings/maintenance',
    { preValidation: staffOnly('owner'), schema: { body: orEmpty(maintenanceSettingSchema) } },
    async (request): Promise<MaintenanceSetting> => {
      const owner = requireStaff(request, 'owner');
      const { on } = request.body;
      return inTransaction(db, async (tx) => {
        const [before] = await tx.select().from(settings).where(eq(settings.id, 1)).for('update');
        if (before.maintenance !== on) {
          await tx.update(settings).set({ maintenance: on }).where(eq(settings.id, 1));
          await recordAudit(tx, {
            staffId: owner.id,
            action: 'settings.maintenance',
            target: 'settings:maintenance',
            before: { on: before.maintenance },
            after: { on },
          });
        }
        return { on };
      });
    },
  );
}
