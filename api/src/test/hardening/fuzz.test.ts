import { apiErrorSchema } from '@nougaterie/contracts';
import fc from 'fast-check';
import { openTestApp, type TestApp } from '../app.js';
import { drivers } from '../databases.js';
import { startStripeStandIn, type StripeStandIn } from '../stripe-stand-in.js';
import { LOOSE_VISITS_RATE_LIMITS } from '../tours.js';
import { FUZZ_RUNS, FUZZ_SEED, recordFigures } from './figures.js';
import { installWriteJournal, takeWrites, watchedTables } from './write-journal.js';
import { FUZZ_SPECS, type FuzzSpec } from './fuzz-specs.js';
import { HUGE_BODIES, hostileHeader, hostileLanguage, hostileQuery, hostileSegment, rawBody, type RawBody } from './hostile.js';
import { countRouteMethods, listRoutes, type RouteKey } from './routes.js';
import { bodyArbitrary, queryArbitrary } from './schema-arbitrary.js';
import { buildWorld, PERSONAS, type Persona, type World } from './world.js';

/** Accepted answers that carry no JSON: the sitemap and the product drawings. */
const NOT_JSON = /^(application\/xml|image\/svg\+xml)/;
/** The sandbox's hosted page (issue #24) answers a person in HTML, its refusals (unknown or ended session) included. */
const HTML_PAGES = new Set(['GET /api/payment/sandbox/:sessionId', 'POST /api/payment/sandbox/:sessionId']);
/** What a refusal must never show: internals of the server or of the database. */
const INTERNALS = /node_modules|\bat \S+:\d+:\d+|DrizzleQueryError|Failed query|duplicate key|violates .* constraint|syntax error at/i;
/** Calls after which the customer's own session may be closed (their token is then replaced). */
const SESSION_CLOSERS = new Set(['POST /api/auth/logout', 'POST /api/utilities/newPassword/:token', 'POST /api/user/change-password']);

interface FuzzRequest {
  persona: Persona;
  lang: string;
  query: string;
  headers: Record<string, string>;
  params: Record<string, string>;
  body: { json: unknown } | { raw: RawBody } | null;
}

function requestArbitrary(key: RouteKey, spec: FuzzSpec, world: World): fc.Arbitrary<FuzzRequest> {
  const url = key.split(' ')[1];
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const params = Object.fromEntries(
    names.map((name) => {
      const pool = (world.pools[spec.params?.[name] ?? ''] ?? []) as string[];
      const real = pool.length ? [{ weight: 3, arbitrary: fc.constantFrom(...pool.map(encodeURIComponent)) }] : [];
      return [name, fc.oneof(...real, { weight: 2, arbitrary: hostileSegment })];
    }),
  );
  const pools: Record<string, readonly unknown[]> = { ...world.pools };
  for (const [field, poolName] of Object.entries(spec.fields ?? {})) {
    if (poolName) pools[field] = world.pools[poolName] ?? [];
    else delete pools[field];
  }
  const body = key.startsWith('POST ')
    ? fc.oneof({ weight: 8, arbitrary: bodyArbitrary(spec.body, pools).map((json) => ({ json })) }, { weight: 2, arbitrary: rawBody.map((raw) => ({ raw })) })
    : fc.constant(null);
  const headers = Object.fromEntries(
    Object.entries(spec.headers ?? {}).map(([name, poolName]) => {
      const pool = (world.pools[poolName] ?? []) as string[];
      return [name, fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...pool) }, { weight: 2, arbitrary: hostileHeader })];
    }),
  );
  return fc.record({
    // The customer most often: their baskets, orders and bookings are where the deep paths are.
    persona: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom<Persona>('customer', 'customer-cookie') },
      { weight: 4, arbitrary: fc.constantFrom(...PERSONAS) },
    ),
    lang: hostileLanguage,
    query: spec.query ? fc.oneof({ weight: 3, arbitrary: queryArbitrary(spec.query, pools) }, { weight: 1, arbitrary: hostileQuery }) : hostileQuery,
    headers: fc.record(headers),
    params: fc.record(params),
    body,
  });
}

describe.each(drivers)('every api call fuzzed on %s', (driver) => {
  let t: TestApp;
  let world: World;
  const counts = {
    requests: 0,
    refused: 0,
    accepted: 0,
    calls: 0,
    byStatus: {} as Record<string, number>,
    byCall: {} as Record<string, { sent: number; accepted: number }>,
  };

  let stripe: StripeStandIn;

  beforeAll(async () => {
    // Stripe's hosted page through its stand-in: the session calls answer as in production.
    stripe = await startStripeStandIn();
    t = await openTestApp(driver, {
      siteRateLimits: { contactIp: { max: 100_000, windowSeconds: 60 }, proIp: { max: 100_000, windowSeconds: 60 } },
      visitsRateLimits: LOOSE_VISITS_RATE_LIMITS,
      hosted: stripe.provider,
      // The older card calls stay open here (with Stripe they answer 410 to anything), so that
      // they are fuzzed too, and the world's paid orders are paid through them.
      cardNumbers: true,
    });
    world = await buildWorld(t);
    await installWriteJournal(t.database.db, await watchedTables(t.database.db));
  });
  afterAll(async () => {
    recordFigures('fuzz', driver, { ...counts, seed: FUZZ_SEED, runs_per_call: FUZZ_RUNS });
    await t.close();
    await stripe.close();
  });

  /** Sends one request and holds the api to its promises: no 5xx; a refusal is clear and writes nothing. */
  async function send(key: RouteKey, request: FuzzRequest): Promise<{ statusCode: number; body: string }> {
    const [method, pattern] = key.split(' ') as ['GET' | 'POST', string];
    const url = pattern.replace(/:(\w+)/g, (_, name: string) => request.params[name]) + request.query;
    const headers: Record<string, string> = { ...world.headersOf(request.persona), ...request.headers, 'accept-language': request.lang };
    let payload: string | Buffer | undefined;
    if (request.body && 'json' in request.body) {
      payload = JSON.stringify(request.body.json) ?? 'null';
      headers['content-type'] = 'application/json';
    } else if (request.body) {
      payload = request.body.raw.payload;
      if (request.body.raw.contentType !== undefined) headers['content-type'] = request.body.raw.contentType;
    }
    // Whatever happened before this request (the world's making, a session reopened) is not its doing.
    await takeWrites(t.database.db);
    const response = await t.app.inject({ method, url, headers, payload });
    counts.requests += 1;
    counts.byStatus[response.statusCode] = (counts.byStatus[response.statusCode] ?? 0) + 1;
    const call = (counts.byCall[key] ??= { sent: 0, accepted: 0 });
    call.sent += 1;
    if (response.statusCode < 400) call.accepted += 1;
    const where = `${method} ${url.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
    const written = await takeWrites(t.database.db);
    if (response.statusCode >= 500) throw new Error(`server error: ${where}`);
    if (response.statusCode >= 400) {
      counts.refused += 1;
      if (HTML_PAGES.has(key) && /^text\/html/.test(String(response.headers['content-type'] ?? ''))) {
        // A page for a person (an unknown or ended session): a title that says why, nothing internal.
        if (!/<h1>[^<]{10,}<\/h1>/.test(response.body)) throw new Error(`refusal page without a clear title: ${where}`);
        if (INTERNALS.test(response.body)) throw new Error(`refusal page shows internals: ${where}`);
      } else {
        const body = apiErrorSchema.safeParse(response.json());
        if (!body.success || body.data.statusCode !== response.statusCode || body.data.message.length < 10) {
          throw new Error(`refusal without a clear message: ${where}`);
        }
        if (INTERNALS.test(body.data.message)) throw new Error(`refusal shows internals: ${where}`);
      }
      if (written.length) throw new Error(`refused request wrote to ${written.join(', ')}: ${where}`);
    } else {
      counts.accepted += 1;
      const type = String(response.headers['content-type'] ?? '');
      if (response.statusCode === 200 && !NOT_JSON.test(type) && !(HTML_PAGES.has(key) && /^text\/html/.test(type))) JSON.parse(response.body);
      if (SESSION_CLOSERS.has(key)) await world.reopenSession();
    }
    return response;
  }

  const fuzz = (key: RouteKey, spec: FuzzSpec) =>
    fc.assert(
      fc.asyncProperty(requestArbitrary(key, spec, world), async (request) => {
        await send(key, request);
      }),
      { seed: FUZZ_SEED, numRuns: FUZZ_RUNS, endOnFailure: true },
    );

  it('finds every route of the app in its route tree', () => {
    const routes = listRoutes(t.app);
    expect(routes.length).toBe(countRouteMethods(t.app));
    expect(routes).toEqual(expect.arrayContaining(['GET /api/basket/get-final/:id', 'POST /api/basket/valid', 'GET /media/products/:file']));
  });

  it.each(Object.entries(FUZZ_SPECS) as [RouteKey, FuzzSpec][])('%s answers generated input with 2xx or a clear 4xx, never 5xx', async (key, spec) => {
    counts.calls += 1;
    await fuzz(key, spec);
  });

  it('refuses an oversized body on every POST call with 413, and a large one without a 5xx', async () => {
    for (const key of listRoutes(t.app).filter((route) => route.startsWith('POST '))) {
      const [tooLarge, large] = HUGE_BODIES;
      const refused = await send(key, { persona: 'customer', lang: 'en', query: '', headers: {}, params: { token: 'x', id: '1' }, body: { raw: tooLarge } });
      expect(refused.statusCode).toBe(413);
      await send(key, { persona: 'anonymous', lang: 'fr', query: '', headers: {}, params: { token: 'x', id: '1' }, body: { raw: large } });
    }
  });

  it('has a fuzz spec for every call of the api (new calls are fuzzed generically, then named here)', async () => {
    const missing = listRoutes(t.app).filter((key) => !(key in FUZZ_SPECS));
    for (const key of missing) await fuzz(key, {});
    const gone = Object.keys(FUZZ_SPECS).filter((key) => !listRoutes(t.app).includes(key as RouteKey));
    expect({ missing, gone }).toEqual({ missing: [], gone: [] });
  });
});
