import { FIRM, type Firm, type FirmField, type ShopHours, type ShopInfo } from '@nougaterie/contracts';
import { SHOP_OPENING_SEASONS, type OpeningSeason, type ShopClosure } from '@nougaterie/contracts/rules';
import { firmPlaceholders } from '@nougaterie/contracts/admin';
import { asc, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../admin/audit.js';
import type { Db } from '../db/client.js';
import { fromJson, jsonRow } from '../db/json.js';
import { inTransaction } from '../db/transaction.js';
import { shopClosures, shopHours, shopIdentity } from './schema.js';

/**
 * The shop's identity and hours as the database holds them (#22, #23). Every reader (mails,
 * invoices, PDFs, calendar files, GET /api/shop/info) calls these in its own request or
 * transaction: a change made on one replica is what the next document of any replica prints.
 */

/** The stored identity; the demonstration firm when none is stored (prepareShopIdentity stores one at start). */
export async function loadFirm(db: Db): Promise<Firm> {
  const [row] = await db.select({ firm: shopIdentity.firm }).from(shopIdentity).where(eq(shopIdentity.id, 1));
  return firmOf(row?.firm);
}

const firmOf = (stored: Firm | null | undefined): Firm =>
  stored ? { ...FIRM, ...stored, bank: { ...FIRM.bank, ...stored.bank }, geo: { ...FIRM.geo, ...stored.geo } } : FIRM;

const toClosure = (row: typeof shopClosures.$inferSelect): ShopClosure => ({
  from: row.startsOn,
  to: row.endsOn,
  reason: { fr: row.reasonFr, en: row.reasonEn },
});

/** The stored seasons (contracts' demonstration ones when none are stored) and every closing day, in date order. */
export async function loadHours(db: Db): Promise<ShopHours> {
  const [row] = await db.select({ seasons: shopHours.seasons }).from(shopHours).where(eq(shopHours.id, 1));
  const closures = await db.select().from(shopClosures).orderBy(asc(shopClosures.startsOn), asc(shopClosures.id));
  return { seasons: row?.seasons ?? SHOP_OPENING_SEASONS, closures: closures.map(toClosure) };
}

/**
 * loadFirm and loadHours in one round trip: it is read in the transaction of every order mail
 * (orders/mails.ts), and a transaction's statements wait for one another.
 */
export async function loadShopInfo(db: Db): Promise<ShopInfo> {
  const { rows } = await db.execute<{ firm: unknown; seasons: unknown; closures: unknown }>(sql`
    SELECT (SELECT firm FROM ${shopIdentity} WHERE id = 1) AS firm,
      (SELECT seasons FROM ${shopHours} WHERE id = 1) AS seasons,
      (SELECT coalesce(json_agg(${jsonRow(shopClosures, 'c')} ORDER BY c.starts_on, c.id), '[]') FROM ${shopClosures} c) AS closures`);
  const [row] = rows;
  return {
    firm: firmOf(fromJson<Firm | null>(row.firm)),
    hours: {
      seasons: fromJson<OpeningSeason[] | null>(row.seasons) ?? SHOP_OPENING_SEASONS,
      closures: fromJson<(typeof shopClosures.$inferSelect)[]>(row.closures).map(toClosure),
    },
  };
}

/** Writes the identity (the caller checked it and audits it in the same transaction). */
export async function storeFirm(tx: Db, firm: Firm): Promise<void> {
  await tx
    .insert(shopIdentity)
    .values({ id: 1, firm })
    .onConflictDoUpdate({ target: shopIdentity.id, set: { firm, updatedAt: new Date() } });
}

/** Writes the seasons and replaces every closing day (the caller checked them and audits them). */
export async function storeHours(tx: Db, hours: ShopHours): Promise<void> {
  await tx
    .insert(shopHours)
    .values({ id: 1, seasons: hours.seasons })
    .onConflictDoUpdate({ target: shopHours.id, set: { seasons: hours.seasons, updatedAt: new Date() } });
  await tx.delete(shopClosures);
  if (hours.closures.length) {
    await tx.insert(shopClosures).values(
      hours.closures.map((closure) => ({
        startsOn: closure.from,
        endsOn: closure.to,
        reasonFr: closure.reason.fr.trim(),
        reasonEn: closure.reason.en.trim(),
      })),
    );
  }
}

/** The configured identity over the demonstration firm: fields the configuration leaves out keep FIRM's. */
export function withConfigured(base: Firm, configured: Partial<Firm> | undefined, only?: ReadonlySet<string>): Firm {
  if (!configured) return base;
  const pick = <T extends object>(into: T, from: Partial<T> | undefined, prefix = ''): T => {
    const next = { ...into };
    for (const [key, value] of Object.entries(from ?? {})) {
      if (value === undefined || typeof value === 'object') continue;
      if (only && !only.has(`${prefix}${key}`)) continue;
      (next as Record<string, unknown>)[key] = value;
    }
    return next;
  };
  return {
    ...pick(base, configured),
    bank: pick(base.bank, configured.bank, 'bank.'),
    geo: pick(base.geo, configured.geo, 'geo.'),
  };
}

/**
 * At start: stores the identity the first time (the configuration's over the demonstration
 * firm), and later fills from the configuration the fields still holding a placeholder, so that
 * a shop configured after a first start is not stuck with the demonstration numbers. Fields an
 * owner already changed in the back office are never overwritten. Audited (no staff: the shop's
 * own start). Answers the identity now stored.
 */
export async function prepareShopIdentity(db: Db, configured: Partial<Firm> | undefined): Promise<Firm> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(shopIdentity).where(eq(shopIdentity.id, 1)).for('update');
    if (!row) {
      const firm = withConfigured(FIRM, configured);
      await storeFirm(tx, firm);
      await recordAudit(tx, {
        staffId: null,
        action: 'shop.identity',
        target: 'shop:identity',
        before: null,
        after: { firm, from: configured ? 'configuration' : 'demonstration' },
      });
      return firm;
    }
    const before = await loadFirm(tx);
    const placeholders = new Set<string>(firmPlaceholders(before));
    const after = withConfigured(before, configured, placeholders);
    if (JSON.stringify(after) !== JSON.stringify(before)) {
      await storeFirm(tx, after);
      await recordAudit(tx, {
        staffId: null,
        action: 'shop.identity',
        target: 'shop:identity',
        before: { firm: before },
        after: { firm: after, from: 'configuration' },
      });
    }
    return after;
  });
}

/** The environment variable naming the JSON file of the shop's identity. */
export const SHOP_IDENTITY_FILE_ENV = 'SHOP_IDENTITY_FILE';

/** Thrown at start in production while the identity still holds placeholders. */
export class ShopIdentityPlaceholderError extends Error {
  constructor(readonly fields: FirmField[]) {
    super(
      `The shop's identity still holds the demonstration firm's invented values: ${fields.join(', ')}. ` +
        `In production (NODE_ENV=production) the api refuses to start with them, as they would be printed on invoices, ` +
        `legal notices and bank transfer details. Give the real values in the JSON file named by ${SHOP_IDENTITY_FILE_ENV} ` +
        `(fields as in contracts' Firm, e.g. {"siret": "...", "vat": "...", "bank": {"iban": "...", "bic": "..."}}) and restart, ` +
        `or set them in the back office (/gestion/reglages, "Identité de la boutique") on a non-production start.`,
    );
    this.name = 'ShopIdentityPlaceholderError';
  }
}

/** In production, refuses an identity with a placeholder left (#23); elsewhere lets it be. */
export function checkShopIdentityForStart(firm: Firm, nodeEnv: string | undefined): void {
  if (nodeEnv !== 'production') return;
  const left = firmPlaceholders(firm);
  if (left.length) throw new ShopIdentityPlaceholderError(left);
}
