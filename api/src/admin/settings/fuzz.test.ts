import { apiErrorSchema } from '@nougaterie/contracts';
import { categoriesFormSchema, moneySettingsSchema, shippingRatesFormSchema } from '@nougaterie/contracts/admin';
import fc from 'fast-check';
import { openTestApp, type TestApp } from '../../test/app.js';
import { drivers } from '../../test/databases.js';
import { FUZZ_RUNS, FUZZ_SEED } from '../../test/hardening/figures.js';
import { installWriteJournal, takeWrites, watchedTables } from '../../test/hardening/write-journal.js';
import { hostileLanguage } from '../../test/hardening/hostile.js';
import { bodyArbitrary } from '../../test/hardening/schema-arbitrary.js';
import { staffSession } from '../../test/staff-session.js';

/**
 * The owners' settings and categories calls, fuzzed with an owner's session (the back office's
 * fuzz suite sends a staff member's, which these refuse 403 before reading the body): never a 5xx,
 * a refusal is a clear sentence and writes nothing.
 */
const CALLS = [
  ['/api/admin/settings/money', moneySettingsSchema],
  ['/api/admin/shipping-rates', shippingRatesFormSchema],
  ['/api/admin/categories', categoriesFormSchema],
] as const;

describe.each(drivers)('owners’ settings and categories calls fuzzed on %s', (driver) => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await openTestApp(driver);
    headers = (await staffSession(t.database.db, 'owner')).headers;
    await installWriteJournal(t.database.db, await watchedTables(t.database.db));
  });
  afterAll(() => t?.close());

  it.each(CALLS)('POST %s: 2xx or a clear 4xx that writes nothing, never 5xx', async (url, schema) => {
    const request = fc.record({ body: bodyArbitrary(schema, { references: [], ids: ['1', '2', '3'] }), lang: hostileLanguage });
    await fc.assert(
      fc.asyncProperty(request, async ({ body, lang }) => {
        await takeWrites(t.database.db);
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload: JSON.stringify(body) ?? 'null',
          headers: { ...headers, 'accept-language': lang, 'content-type': 'application/json' },
        });
        const where = `POST ${url} ${JSON.stringify(body)?.slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        if (response.statusCode >= 500) throw new Error(`server error: ${where}`);
        if (response.statusCode >= 400) {
          const error = apiErrorSchema.safeParse(response.json());
          if (!error.success || error.data.message.length < 10) throw new Error(`refusal without a clear message: ${where}`);
          const written = await takeWrites(t.database.db);
          if (written.length) throw new Error(`refused request wrote to ${written.join(', ')}: ${where}`);
        }
      }),
      { seed: FUZZ_SEED, numRuns: FUZZ_RUNS, endOnFailure: true },
    );
  });
});
