import { apiErrorSchema } from '@nougaterie/contracts';
import fc from 'fast-check';
import { products, users } from '../db/schema.js';
import { openTestApp, registerCustomer, type TestApp } from '../test/app.js';
import { placeOrder } from '../test/backoffice.js';
import { drivers } from '../test/databases.js';
import { FUZZ_RUNS, FUZZ_SEED } from '../test/hardening/figures.js';
import { installWriteJournal, takeWrites, watchedTables } from '../test/hardening/write-journal.js';
import { FUZZ_SPECS } from '../test/hardening/fuzz-specs.js';
import { hostileLanguage, hostileQuery, hostileSegment } from '../test/hardening/hostile.js';
import type { RouteKey } from '../test/hardening/routes.js';
import { bodyArbitrary, queryArbitrary } from '../test/hardening/schema-arbitrary.js';
import { makeProduct } from '../test/shop.js';
import { staffSession } from '../test/staff-session.js';

/**
 * The api's fuzz suite (test/hardening) meets these calls without a staff session only (401): here
 * a staff member sends the generated input, so it reaches the orders, stock, catalogue, customers and codes' code.
 * The same promises: never a 5xx, a refusal is a clear sentence and writes nothing.
 */
const CALLS: RouteKey[] = [
  'GET /api/admin/dashboard',
  'GET /api/admin/orders',
  'GET /api/admin/orders/:reference',
  'POST /api/admin/orders/:reference/status',
  'POST /api/admin/orders/:reference/refund',
  'GET /api/admin/packing-list',
  'GET /api/admin/orders-export',
  'GET /api/admin/stock',
  'POST /api/admin/stock/:id',
  'GET /api/admin/customers',
  'GET /api/admin/customers/:id',
  'POST /api/admin/customers/:id/points',
  'GET /api/admin/discount-codes',
  'GET /api/admin/discount-codes/:id',
  'POST /api/admin/discount-codes',
  'POST /api/admin/discount-codes/:id',
  'POST /api/admin/discount-codes/:id/disable',
  'POST /api/admin/discount-codes/:id/enable',
  'GET /api/admin/products',
  'GET /api/admin/products/:id',
  'POST /api/admin/products',
  'POST /api/admin/products/:id',
  'POST /api/admin/products/:id/hide',
  'POST /api/admin/products/:id/show',
  'DELETE /api/admin/products/:id',
  'GET /api/admin/products/:id/photos',
  'POST /api/admin/products/:id/photos',
  'POST /api/admin/products/:id/photos/order',
  'POST /api/admin/products/:id/photos/:photoId',
  'DELETE /api/admin/products/:id/photos/:photoId',
  'GET /api/admin/products/:id/food-info',
  'POST /api/admin/products/:id/food-info',
  'DELETE /api/admin/products/:id/food-info',
  'GET /api/admin/tours',
  'POST /api/admin/tours/:id',
  'GET /api/admin/tours/:id/slots',
  'GET /api/admin/tours/days/:day',
  'POST /api/admin/tours/slots/:id/close',
  'POST /api/admin/tours/slots/:id/reopen',
  'POST /api/admin/tours/days/:day/close',
  'POST /api/admin/tours/days/:day/reopen',
  'POST /api/admin/tours/bookings/:id/payment',
  'POST /api/admin/tours/bookings/:id/cancel',
  'GET /api/admin/inbox',
  'GET /api/admin/inbox/open',
  'GET /api/admin/inbox/:kind/:id',
  'POST /api/admin/inbox/:kind/:id/answer',
  'POST /api/admin/inbox/:kind/:id/handled',
];

describe.each(drivers)('back-office calls fuzzed with a staff session on %s', (driver) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let pools: Record<string, string[]>;

  beforeAll(async () => {
    t = await openTestApp(driver);
    headers = (await staffSession(t.database.db)).headers;
    await registerCustomer(t.app, 'fuzz-customer@example.fr');
    const product = await makeProduct(t, { priceCents: 1500, stock: 10_000 });
    const references: string[] = [];
    for (const method of ['transfer', 'card', 'shop'] as const) references.push((await placeOrder(t, [{ id: product, qty: 1 }], { method })).reference);
    const ids = [
      ...(await t.database.db.select({ id: products.id }).from(products)).slice(0, 3),
      ...(await t.database.db.select({ id: users.id }).from(users)),
    ];
    pools = { references, ids: ids.map((row) => String(row.id)) };
    await installWriteJournal(t.database.db, await watchedTables(t.database.db));
  });
  afterAll(() => t?.close());

  it.each(CALLS)('%s: 2xx or a clear 4xx that writes nothing, never 5xx', async (key) => {
    expect(FUZZ_SPECS[key]).toBeDefined();
    const spec = FUZZ_SPECS[key]!;
    const [method, pattern] = key.split(' ') as ['GET' | 'POST' | 'DELETE', string];
    const segment = (pool: string[]) => fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...pool) }, { weight: 2, arbitrary: hostileSegment });
    const request = fc.record({
      segment: segment(pattern.includes(':reference') ? pools.references : pools.ids),
      query: spec.query ? fc.oneof({ weight: 3, arbitrary: queryArbitrary(spec.query, pools) }, { weight: 1, arbitrary: hostileQuery }) : hostileQuery,
      body: bodyArbitrary(spec.body, pools),
      lang: hostileLanguage,
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ segment: value, query, body, lang }) => {
        const url = pattern.replace(/:\w+/, value) + query;
        await takeWrites(t.database.db);
        const response = await t.app.inject({
          method,
          url,
          headers: { ...headers, 'accept-language': lang },
          ...(method === 'POST'
            ? { payload: JSON.stringify(body) ?? 'null', headers: { ...headers, 'accept-language': lang, 'content-type': 'application/json' } }
            : {}),
        });
        const where = `${method} ${url.slice(0, 200)} ${JSON.stringify(body)?.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
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
