import type { Db } from '../db/client.js';
import { discountCodes } from '../db/schema.js';

type NewCode = typeof discountCodes.$inferInsert;

/** Demonstration codes, documented in api/README.md. */
export const seedCodes: NewCode[] = [
  { code: 'BIENVENUE10', kind: 'percent', value: 10, minAmountCents: 3000, maxUsesPerCustomer: 1 },
  { code: 'NOUGAT5', kind: 'amount', value: 500, minAmountCents: 4000 },
  { code: 'LIVRAISON', kind: 'free_shipping', value: 0 },
  {
    code: 'NOEL2026',
    kind: 'percent',
    value: 15,
    startsAt: new Date('2026-12-01T00:00:00+01:00'),
    endsAt: new Date('2027-01-01T00:00:00+01:00'),
  },
  { code: 'UNIQUE1', kind: 'percent', value: 20, maxUses: 1 },
  { code: 'EXPIRE', kind: 'amount', value: 1000, endsAt: new Date('2026-01-01T00:00:00+01:00') },
];

/** Adds the missing codes and leaves existing ones (and their use counters) alone. */
export async function seedDiscountCodes(db: Db): Promise<void> {
  await db.insert(discountCodes).values(seedCodes).onConflictDoNothing({ target: discountCodes.code });
}
