// The bench's own rules (scripts/bench): how bytes are counted, what passes, how it is reported.
// The measurements themselves need the built site and run only with `npm run bench`.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ROOT } from './lib/site.mjs';
import { parseArgs } from './bench/args.mjs';
import { apiPlan, callFilter, pacedLoad, scenarios, summariseLoad, withDatabase } from './bench/api-load.mjs';
import { apiChecks, benchChecks, bytesChecks, lighthouseChecks, readBudget } from './bench/budget.mjs';
import { bytesByOrigin, cacheProblems, gzipSize, isJavaScript, kb, ratio, summariseFiles, widgetBytes } from './bench/bytes.mjs';
import { keepEarlierStages } from './bench/earlier.mjs';
import { cdpCookies, medianOfRuns, medianRunIndex, pointsLost, readLighthouse, scriptName } from './bench/lighthouse.mjs';
import { LIGHTHOUSE_PAGES, PAGES } from './bench/pages.mjs';
import { consoleSummary, lighthouseRows, mainThreadLines, markdownReport } from './bench/report.mjs';

const require = createRequire(import.meta.url);

describe('counting bytes', () => {
  test('gzip size is computed from the body, the same every time', () => {
    const body = Buffer.from('const nougat = "miel et amandes";\n'.repeat(200));
    assert.equal(gzipSize(body), gzipSize(body));
    assert.ok(gzipSize(body) < body.length / 10);
  });

  test('scripts are what the browser fetched as script, or typed or named as JavaScript', () => {
    assert.ok(isJavaScript({ resourceType: 'script', contentType: 'text/plain', url: 'http://x/a' }));
    assert.ok(isJavaScript({ resourceType: 'fetch', contentType: 'application/javascript; charset=utf-8', url: 'http://x/a' }));
    assert.ok(isJavaScript({ resourceType: 'other', contentType: '', url: 'http://x/remoteEntry.js?v=2' }));
    assert.ok(!isJavaScript({ resourceType: 'fetch', contentType: 'application/json', url: 'http://x/mf-manifest.json' }));
    assert.ok(!isJavaScript({ resourceType: 'document', contentType: 'text/html', url: 'http://x/page.js' }));
  });

  test('a file fetched twice counts once; totals and order follow gzip size', () => {
    const summary = summariseFiles([
      { url: 'http://a/main.js', raw: 100, gzip: 40 },
      { url: 'http://b/remoteEntry.js', raw: 300, gzip: 90 },
      { url: 'http://a/main.js', raw: 100, gzip: 40 },
    ]);
    assert.equal(summary.requests, 2);
    assert.equal(summary.raw, 400);
    assert.equal(summary.gzip, 130);
    assert.deepEqual(
      summary.files.map((f) => f.url),
      ['http://b/remoteEntry.js', 'http://a/main.js'],
    );
  });

  test('the ratio has three decimals and needs a monolith figure', () => {
    assert.equal(ratio(1100, 1000), 1.1);
    assert.equal(ratio(2000, 3000), 0.667);
    assert.equal(ratio(10, 0), null);
    assert.equal(kb(1536), 1.5);
  });

  test('hashed scripts must be immutable and entries revalidated', () => {
    assert.deepEqual(
      cacheProblems([
        { url: 'http://a/123.0a1b2c3d.js', cacheControl: 'public, max-age=31536000, immutable' },
        { url: 'http://a/main.js', cacheControl: 'no-cache' },
      ]),
      [],
    );
    const problems = cacheProblems([
      { url: 'http://a/123.0a1b2c3d.js', cacheControl: 'no-cache' },
      { url: 'http://b/remoteEntry.js', cacheControl: 'public, max-age=31536000, immutable' },
    ]);
    assert.equal(problems.length, 2);
    assert.match(problems[0], /123\.0a1b2c3d\.js.*not immutable/);
    assert.match(problems[1], /remoteEntry\.js.*not no-cache/);
  });
});

describe('verdicts', () => {
  const bytesBudget = { targetsKb: { home: 130 }, maxOverheadKb: 38, widgetKb: 120, ceilingsKb: { home: 200, visits: 150 } };

  test('bytes: ceiling and target per page, federation overhead and back-office scripts for every page, the widget', () => {
    const checks = bytesChecks(
      {
        home: { federated: { gzip: 150 * 1024 }, monolith: { gzip: 120 * 1024 }, origins: { shell: { gzip: 1, files: 9 } } },
        visits: { federated: { gzip: 160 * 1024 }, monolith: { gzip: 100 * 1024 }, origins: { backoffice: { gzip: 1, files: 1 } } },
      },
      bytesBudget,
      { first: 125 * 1024 },
    );
    assert.deepEqual(
      checks.map((c) => [`${c.name}${c.note ? ` ${c.note}` : ''}`, c.value, c.ok]),
      [
        ['home: JavaScript (federated) ceiling', 150, true],
        ['home: JavaScript (federated) target', 150, false],
        ['home: federated − monolith target', 30, true],
        ['home: scripts from mfe-backoffice', 0, true],
        ['visits: JavaScript (federated) ceiling', 160, false],
        ['visits: federated − monolith target', 60, false],
        ['visits: scripts from mfe-backoffice', 1, false],
        ['widget: first download target', 125, false],
      ],
    );
  });

  test("bytes by origin: each origin's gzip bytes and files, named by port", () => {
    const files = [
      { url: 'http://localhost:5300/main.js', gzip: 100 },
      { url: 'http://localhost:5300/1.0a1b2c3d.js', gzip: 50 },
      { url: 'http://localhost:5301/remoteEntry.js', gzip: 30 },
      { url: 'https://cdn.example/x.js', gzip: 5 },
    ];
    assert.deepEqual(bytesByOrigin(files, { shell: 5300, catalog: 5301 }), {
      shell: { gzip: 150, files: 2 },
      catalog: { gzip: 30, files: 1 },
      'cdn.example': { gzip: 5, files: 1 },
    });
  });

  test("the widget: its script's gzip size at first, each later chunk's by name", () => {
    const body = 'x'.repeat(5000);
    assert.deepEqual(widgetBytes(body, [{ name: 'widget/612.0a1b2c3d.js', body }]), {
      first: gzipSize(body),
      later: [{ name: 'widget/612.0a1b2c3d.js', gzip: gzipSize(body) }],
    });
  });

  test('Lighthouse: every category at or above its floor; a missing score fails', () => {
    const checks = lighthouseChecks({ home: { scores: { performance: 95, seo: null } } }, { minScores: { performance: 95, seo: 95 } });
    assert.deepEqual(
      checks.map((c) => [c.name, c.ok]),
      [
        ['home: Lighthouse performance', true],
        ['home: Lighthouse seo', false],
      ],
    );
  });

  test('Lighthouse: TBT and CLS of each page at or under their caps; a cap of 0 fails any shift, however small', () => {
    const budget = { minScores: { performance: 95 }, maxMetrics: { tbt: 200, cls: 0 } };
    const checks = lighthouseChecks(
      {
        home: { scores: { performance: 97 }, metrics: { tbt: 199.6, cls: 0 } },
        tour: { scores: { performance: 94 }, metrics: { tbt: 200.4, cls: 0.000412 } },
        account: { scores: { performance: 99 }, metrics: { tbt: null, cls: 0 } },
      },
      budget,
    );
    assert.deepEqual(
      checks.map((c) => [c.name, c.value, c.unit, c.ok]),
      [
        ['home: Lighthouse performance', 97, '/100', true],
        ['home: Lighthouse TBT', 200, 'ms', true],
        ['home: Lighthouse CLS', 0, '', true],
        ['tour: Lighthouse performance', 94, '/100', false],
        ['tour: Lighthouse TBT', 200, 'ms', true],
        ['tour: Lighthouse CLS', 0.00041, '', false],
        ['account: Lighthouse performance', 99, '/100', true],
        ['account: Lighthouse TBT', null, 'ms', false],
        ['account: Lighthouse CLS', 0, '', true],
      ],
    );
  });

  test("every stage's checks come from its figures and the budget, the api's from the rows it ran", () => {
    const budget = readBudget();
    const results = {
      bytes: {
        pages: { home: { federated: { gzip: 300 * 1024 }, origins: {} } },
        widget: { first: 100 * 1024, later: [] },
        cacheProblems: ['x: not immutable'],
      },
      lighthouse: { pages: { home: { scores: { performance: 96, accessibility: 100, 'best-practices': 100, seo: 100 }, metrics: { tbt: 120, cls: 0 } } } },
      api: [],
    };
    const names = (checks) => checks.map((c) => `${c.ok ? '✓' : '✗'} ${c.name}`);
    const all = names(benchChecks(results, budget, (name) => name.includes('basket valid')));
    assert.deepEqual(all.slice(0, 6), [
      '✗ home: JavaScript (federated)',
      '✗ home: JavaScript (federated)',
      '✓ home: scripts from mfe-backoffice',
      '✓ widget: first download',
      '✗ scripts served with the cache policy',
      '✓ home: Lighthouse performance',
    ]);
    assert.deepEqual(all.slice(9), [
      '✓ home: Lighthouse TBT',
      '✓ home: Lighthouse CLS',
      '✗ basket valid on PostgreSQL at 100 req/s: p99',
      '✗ basket valid on PostgreSQL at 100 req/s: rate reached',
      '✗ basket valid on PostgreSQL at 100 req/s: failed requests',
    ]);
    assert.deepEqual(benchChecks({ lighthouse: results.lighthouse }, budget).length, 6);
  });

  test('api: for each target, p99 under the limit, the rate really reached, no failed request', () => {
    const budget = {
      targets: [
        { database: 'PostgreSQL', route: 'category', rate: 1000, maxP99Ms: 20 },
        { database: 'PostgreSQL', route: 'basket valid', rate: 100, maxP99Ms: 50 },
      ],
    };
    const paced = (route, rate, figures) => ({ route, rate, errors: 0, non2xx: 0, ...figures });
    const runs = [
      { label: 'PGlite', paced: [paced('basket valid', 100, { rps: 100, p99: 5 })] },
      { label: 'PostgreSQL', paced: [paced('category', 1000, { rps: 995, p99: 12 }), paced('basket valid', 100, { rps: 100, p99: 51, non2xx: 2 })] },
    ];
    assert.deepEqual(
      apiChecks(runs, budget).map((c) => [c.name, c.value, c.ok]),
      [
        ['category on PostgreSQL at 1000 req/s: p99', 12, true],
        ['category on PostgreSQL at 1000 req/s: rate reached', 995, true],
        ['category on PostgreSQL at 1000 req/s: failed requests', 0, true],
        ['basket valid on PostgreSQL at 100 req/s: p99', 51, false],
        ['basket valid on PostgreSQL at 100 req/s: rate reached', 100, true],
        ['basket valid on PostgreSQL at 100 req/s: failed requests', 2, false],
      ],
    );
    assert.deepEqual(
      apiChecks([{ label: 'PostgreSQL', paced: [paced('category', 1000, { rps: 400, p99: 12 })] }], budget).map((c) => c.ok),
      [true, false, true, false, false, false],
    );
    // Not measured (no PostgreSQL): every check fails; left out by --calls: not checked.
    assert.deepEqual(
      apiChecks([], budget).map((c) => [c.value, c.ok]),
      Array.from({ length: 6 }, () => [null, false]),
    );
    assert.deepEqual(
      apiChecks([], budget, callFilter(['valid'])).map((c) => c.name),
      [
        'basket valid on PostgreSQL at 100 req/s: p99',
        'basket valid on PostgreSQL at 100 req/s: rate reached',
        'basket valid on PostgreSQL at 100 req/s: failed requests',
      ],
    );
  });
});

describe('bench/budget.json', () => {
  const budget = readBudget();

  test('has a byte ceiling for every page the bench measures, and the issue targets', () => {
    assert.deepEqual(Object.keys(budget.bytes.ceilingsKb).sort(), PAGES.map((p) => p.name).sort());
    assert.equal(budget.bytes.targetsKb.home, 205);
    assert.equal(budget.bytes.maxOverheadKb, 38);
    assert.equal(budget.bytes.widgetKb, 120);
    // Issue #26, on every page type: performance ≥ 95, the other categories 100, TBT ≤ 200 ms, CLS 0.
    assert.deepEqual(budget.lighthouse.minScores, { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 });
    assert.deepEqual(budget.lighthouse.maxMetrics, { tbt: 200, cls: 0 });
    // The production issue's category at 1,000 req/s; issue #26's calls without the answers cache
    // at 200 req/s and writes at 100 req/s, on PostgreSQL.
    const targets = Object.fromEntries(budget.api.targets.map((t) => [`${t.route} at ${t.rate} (${t.database})`, t.maxP99Ms]));
    assert.deepEqual(targets, {
      'category at 1000 (PostgreSQL)': 20,
      'category, no cache at 200 (PostgreSQL)': 20,
      'product, no cache at 200 (PostgreSQL)': 20,
      'search, no cache at 200 (PostgreSQL)': 20,
      'basket add to a filled basket at 100 (PostgreSQL)': 50,
      'basket valid at 100 (PostgreSQL)': 50,
      'payment at 100 (PostgreSQL)': 50,
    });
  });
});

describe('Lighthouse results', () => {
  const PORTS = { shell: 5300, catalog: 5301 };
  const lhr = (performance, lcp, { fcp = 800, tti = 3000, benchmarkIndex = 2000, main = 1500 } = {}) => ({
    requestedUrl: 'http://localhost:5300/boutique/nougats',
    finalDisplayedUrl: 'http://localhost:5300/boutique/nougats',
    environment: { benchmarkIndex },
    categories: {
      performance: {
        score: performance,
        auditRefs: [
          { id: 'largest-contentful-paint', weight: 25 },
          { id: 'total-blocking-time', weight: 30 },
          { id: 'cumulative-layout-shift', weight: 25 },
          { id: 'first-contentful-paint', weight: 10 },
          { id: 'speed-index', weight: 10 },
          { id: 'interactive', weight: 0 },
        ],
      },
      accessibility: { score: 1, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
      'best-practices': {
        score: 0.96,
        auditRefs: [
          { id: 'errors-in-console', weight: 1 },
          { id: 'deprecations', weight: 0 },
        ],
      },
      seo: { score: null, auditRefs: [] },
    },
    audits: {
      'largest-contentful-paint': { numericValue: lcp, score: lcp > 2500 ? 0.76 : 1 },
      'total-blocking-time': { numericValue: 10, score: 1 },
      'cumulative-layout-shift': { numericValue: 0.01, score: 1 },
      'first-contentful-paint': { numericValue: fcp, score: 0.98 },
      'speed-index': { numericValue: 1000, score: 1 },
      interactive: { numericValue: tti, score: 0.5 },
      'color-contrast': { score: 1 },
      'errors-in-console': { score: 0 },
      deprecations: { score: 0 },
      'mainthread-work-breakdown': {
        numericValue: main,
        details: {
          items: [
            { group: 'other', groupLabel: 'Other', duration: 100.4 },
            { group: 'styleLayout', groupLabel: 'Style & Layout', duration: 600.2 },
            { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 800.6 },
          ],
        },
      },
      'bootup-time': {
        details: {
          items: [
            { url: 'http://localhost:5301/remoteEntry.js', total: 90, scripting: 80, scriptParseCompile: 5 },
            { url: 'http://localhost:5300/boutique/nougats', total: 500.5, scripting: 100, scriptParseCompile: 2 },
            { url: 'http://localhost:5300/main.js', total: 400, scripting: 380, scriptParseCompile: 10 },
          ],
        },
      },
      'long-tasks': {
        details: {
          items: [],
          debugData: {
            urls: ['http://localhost:5300/boutique/nougats', 'http://localhost:5300/main.js'],
            tasks: [
              { urlIndex: 1, startTime: 1500.2, duration: 120, scriptEvaluation: 110, other: 10 },
              { urlIndex: 0, startTime: 1100.4, duration: 567, styleLayout: 400.4, other: 166.6, scriptEvaluation: 0 },
            ],
          },
        },
      },
    },
  });

  test("scores become 0-100 and metrics are read from the audits, with the run's benchmarkIndex", () => {
    const run = readLighthouse(lhr(0.874, 2100));
    assert.deepEqual(run.scores, { performance: 87, accessibility: 100, 'best-practices': 96, seo: null });
    assert.equal(run.metrics.lcp, 2100);
    assert.equal(run.metrics.tti, 3000);
    assert.equal(readLighthouse({ audits: {} }).metrics.fcp, null);
    assert.equal(run.benchmarkIndex, 2000);
    assert.equal(readLighthouse({ audits: {} }).benchmarkIndex, null);
  });

  test('the performance points each scored metric cost: its weight times what its score lacks', () => {
    assert.deepEqual(pointsLost(lhr(0.9, 3000)), { LCP: 6, TBT: 0, CLS: 0, FCP: 0.2, SI: 0 });
    assert.deepEqual(readLighthouse(lhr(0.9, 3000)).lost, pointsLost(lhr(0.9, 3000)));
    assert.deepEqual(pointsLost({ audits: {} }), {});
  });

  test('the audits that cost a category points are named; those without weight are not', () => {
    assert.deepEqual(readLighthouse(lhr(0.9, 2000)).failed, { 'best-practices': ['errors-in-console'] });
  });

  test("a page that ended elsewhere than asked (the account's login) is an error of its run", () => {
    const redirected = { ...lhr(0.9, 2000), finalDisplayedUrl: 'http://localhost:5300/sign/login' };
    assert.equal(readLighthouse(redirected).error, 'asked for /boutique/nougats, ended on /sign/login');
    assert.equal(readLighthouse(lhr(0.9, 2000)).error, undefined);
    assert.equal(readLighthouse({ ...lhr(0.9, 2000), runtimeError: { message: 'NO_FCP' } }).error, 'NO_FCP');
  });

  test('the main thread: groups and scripts by cost, the longest tasks with their groups, scripts named by origin', () => {
    const { mainThread } = readLighthouse(lhr(0.9, 2000), PORTS);
    assert.equal(mainThread.total, 1500);
    assert.deepEqual(
      mainThread.groups.map((g) => [g.group, g.label, g.ms]),
      [
        ['scriptEvaluation', 'Script Evaluation', 801],
        ['styleLayout', 'Style & Layout', 600],
        ['other', 'Other', 100],
      ],
    );
    assert.deepEqual(mainThread.scripts, [
      { name: 'document', ms: 501, scripting: 100, parse: 2 },
      { name: 'shell/main.js', ms: 400, scripting: 380, parse: 10 },
      { name: 'catalog/remoteEntry.js', ms: 90, scripting: 80, parse: 5 },
    ]);
    assert.deepEqual(mainThread.longTasks, [
      { name: 'document', start: 1100, ms: 567 },
      { name: 'shell/main.js', start: 1500, ms: 120 },
    ]);
  });

  test('scripts are named by origin and path, the page itself "document", the rest as Lighthouse says', () => {
    assert.equal(scriptName('http://localhost:5301/123.abc.js', PORTS), 'catalog/123.abc.js');
    assert.equal(scriptName('http://localhost:5300/', PORTS, 'http://localhost:5300/'), 'document');
    assert.equal(scriptName('https://cdn.example/x.js', PORTS), 'cdn.example/x.js');
    assert.equal(scriptName('Unattributable', PORTS), 'Unattributable');
  });

  test('the median of the runs is taken field by field, with the ranges of the scores, benchmarkIndex and load', () => {
    const runs = [lhr(0.5, 3000, { benchmarkIndex: 1862 }), lhr(0.9, 1000, { benchmarkIndex: 2100 }), lhr(0.8, 2000, { benchmarkIndex: 1990 })].map((l, i) => ({
      load: [2.5, 1.2, 1.9][i],
      ...readLighthouse(l),
    }));
    const median = medianOfRuns(runs);
    assert.equal(median.runs.length, 3);
    assert.equal(median.runs[0].load, 2.5);
    assert.equal(median.scores.performance, 80);
    assert.equal(median.metrics.lcp, 2000);
    assert.equal(median.scores.seo, null);
    assert.deepEqual(median.ranges.performance, { min: 50, max: 90 });
    assert.deepEqual(median.ranges.benchmarkIndex, { min: 1862, max: 2100 });
    assert.deepEqual(median.ranges.load, { min: 1.2, max: 2.5 });
    assert.equal(median.ranges.seo, null);
    assert.deepEqual(median.failed, { 'best-practices': ['errors-in-console'] });
    assert.deepEqual(median.ranges.cls, { min: 0.01, max: 0.01 });
    // Runs at 3000 and 2000 ms: LCP lost 6 points in one of three runs, the median is none.
    assert.deepEqual(median.lost, { LCP: 0, TBT: 0, CLS: 0, FCP: 0.2, SI: 0 });
  });

  test("the median run is Lighthouse's: nearest the median FCP and TTI; its main thread is the one kept", () => {
    const runs = [
      lhr(0.9, 2000, { fcp: 700, tti: 2000, main: 1000 }),
      lhr(0.7, 2000, { fcp: 900, tti: 4000, main: 3000 }),
      lhr(0.8, 2000, { fcp: 800, tti: 3100, main: 2000 }),
    ].map(readLighthouse);
    assert.equal(medianRunIndex(runs), 2);
    const median = medianOfRuns(runs);
    assert.equal(median.medianRun, 2);
    assert.equal(median.mainThread.total, 2000);
    // Ties go to the lower TTI; runs without FCP or TTI are left out.
    assert.equal(medianRunIndex([{ metrics: { fcp: 800, tti: 3100 } }, { metrics: { fcp: 800, tti: 2900 } }]), 1);
    assert.equal(medianRunIndex([{ metrics: { fcp: null, tti: 3000 } }, { metrics: { fcp: 800, tti: 3000 } }]), 1);
    assert.equal(medianRunIndex([{ metrics: { fcp: null, tti: null } }]), null);
  });

  test("a page's cookies go to the shell's origin", () => {
    assert.deepEqual(cdpCookies({ basketID: '12' }, 'http://localhost:5300'), [{ name: 'basketID', value: '12', url: 'http://localhost:5300' }]);
  });

  test('Lighthouse measures one page of each type, the basket and the account with their cookies', () => {
    const byName = Object.fromEntries(PAGES.map((p) => [p.name, p]));
    assert.deepEqual(
      LIGHTHOUSE_PAGES.map((name) => byName[name].path),
      [
        '/',
        '/boutique/nougats',
        '/boutique/nougats/nougat-noir-croquant',
        '/boutique/panier',
        '/nougatourisme',
        '/visites/le-parcours-gourmand',
        '/mon-compte/mon-espace',
      ],
    );
    assert.ok(byName.basket.cookies && byName.account.cookies);
  });
});

describe('api load helpers', () => {
  test('an autocannon result is reduced to rate, latencies and failures', () => {
    const result = { requests: { average: 812.4, total: 8124 }, latency: { p50: 3, p99: 17 }, errors: 1, timeouts: 2, non2xx: 4 };
    assert.deepEqual(summariseLoad(result), { rps: 812, p50: 3, p99: 17, requests: 8124, errors: 3, non2xx: 4 });
  });

  test('search is measured for a visitor (cached answers) and for a logged-in customer (built each time)', () => {
    const searches = scenarios(7, 'tok').filter((s) => s.path === '/api/shop/search');
    assert.deepEqual(
      searches.map((s) => [s.name, s.headers.authorization]),
      [
        ['search', undefined],
        ['search logged in', 'Bearer tok'],
      ],
    );
    assert.equal(scenarios(7).filter((s) => s.path === '/api/shop/search').length, 1);
  });

  test('every target is a row of one api server: the cache off for "no cache", writes on the plain server', () => {
    const plan = apiPlan(readBudget().api.targets);
    const paced = plan.flatMap((server) => server.paced.map((p) => [p.route, server.database, server.env ?? {}, p.call]));
    assert.equal(paced.length, readBudget().api.targets.length);
    assert.deepEqual(
      paced.find(([route]) => route === 'search, no cache'),
      ['search, no cache', 'PostgreSQL', { CATALOGUE_CACHE_TTL_MS: '0' }, 'search'],
    );
    assert.deepEqual(
      paced.find(([route]) => route === 'basket valid'),
      ['basket valid', 'PostgreSQL', {}, 'basket valid'],
    );
    // The request log measured at the default level and off, on the category call.
    const logs = plan.filter((server) => server.env?.LOG_LEVEL).map((server) => [server.rows, server.env.LOG_LEVEL, Boolean(server.logs)]);
    assert.deepEqual(logs, [
      [['category, log at info'], 'info', true],
      [['category, log off'], 'silent', false],
    ]);
  });

  test('--calls keeps the rows whose full name holds one of its words, and starts only their servers', () => {
    const plan = apiPlan(readBudget().api.targets, callFilter(['NO CACHE at', 'basket valid']));
    assert.deepEqual(
      plan.map((server) => [server.variant ?? '', server.rows, server.paced.map((p) => p.route)]),
      [
        ['', [], ['basket valid']],
        ['no cache', [], ['category, no cache', 'product, no cache', 'search, no cache']],
      ],
    );
    assert.equal(apiPlan(readBudget().api.targets, callFilter(['PGlite'])).length, 1);
  });

  test("a paced run spreads its requests over the second instead of sending every connection's share at once", async () => {
    const arrivals = [];
    const server = http.createServer((request, response) => {
      arrivals.push(performance.now());
      response.end('{}');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${server.address().port}/`;
      const result = await pacedLoad({ url }, { rate: 200, seconds: 1, connections: 50 });
      // A connection's second share may start just before its run ends.
      assert.ok(result.requests.total >= 190 && result.requests.total <= 250, `${result.requests.total} requests`);
      // 200 req/s are 20 per 100 ms; in lockstep, the 50 connections' first requests come at once.
      const firstTenth = () => arrivals.filter((t) => t < arrivals[0] + 100).length;
      assert.ok(firstTenth() <= 40, `${firstTenth()} requests in the first 100 ms`);
      arrivals.length = 0;
      await pacedLoad({ url }, { rate: 200, seconds: 1, connections: 50, lockstep: true });
      assert.ok(firstTenth() >= 50, `${firstTenth()} requests in the first 100 ms, in lockstep`);
    } finally {
      server.close();
    }
  });

  test('the bench database sits on the same server as the given URL', () => {
    assert.equal(withDatabase('postgres://postgres@127.0.0.1:5432/test', 'nougaterie_bench'), 'postgres://postgres@127.0.0.1:5432/nougaterie_bench');
  });
});

describe('options', () => {
  test('defaults: every stage, a build, five Lighthouse runs', () => {
    const defaults = { stages: ['bytes', 'lighthouse', 'api'], build: true, runs: 5, calls: [], apiServer: undefined, out: undefined, lockstep: false };
    assert.deepEqual(parseArgs([]), defaults);
    assert.deepEqual(parseArgs(['--only=api', '--no-build', '--runs=3']), { ...defaults, stages: ['api'], build: false, runs: 3 });
    assert.deepEqual(parseArgs(['--calls=no cache, basket valid', '--api-server=/tmp/a/server.js', '--out=/tmp/b', '--lockstep']), {
      ...defaults,
      calls: ['no cache', 'basket valid'],
      apiServer: '/tmp/a/server.js',
      out: '/tmp/b',
      lockstep: true,
    });
  });

  test('an unknown option or stage is refused', () => {
    assert.throws(() => parseArgs(['--fast']), /unknown option --fast/);
    assert.throws(() => parseArgs(['--only=bytes,speed']), /unknown stage\(s\) speed/);
    assert.throws(() => parseArgs(['--runs=0']), /--runs/);
  });
});

describe('report', () => {
  const results = {
    command: 'npm run bench',
    date: '2026-11-21 10:00 UTC',
    commit: 'abc1234',
    machine: { cpus: 2, cpuModel: 'AMD EPYC', node: '20.20.2', chromium: 'Chromium 156', loadBefore: [1, 2, 3] },
    bytes: {
      pages: {
        home: {
          path: '/',
          federated: { gzip: 200 * 1024, requests: 12 },
          monolith: { gzip: 180 * 1024, requests: 5 },
          ratio: 1.111,
          origins: { shell: { gzip: 180 * 1024, files: 9 }, catalog: { gzip: 20 * 1024, files: 3 } },
        },
      },
      widget: { first: 170 * 1024, later: [{ name: 'widget/612.0a1b2c3d.js', gzip: 42 * 1024 }] },
      cacheProblems: [],
    },
    checks: [
      { name: 'home: federated − monolith', value: 20, limit: 10, unit: 'KB', kind: 'max', ok: false, note: 'target' },
      { name: 'home: JavaScript (federated)', value: 200, limit: 210, unit: 'KB', kind: 'max', ok: true, note: 'ceiling' },
    ],
    skipped: ['api on PostgreSQL (127.0.0.1:5432): connection refused'],
  };

  test('Markdown: the command, the figures, what was not measured, each verdict', () => {
    const md = markdownReport(results);
    assert.match(md, /Made by `npm run bench` on 2026-11-21 10:00 UTC at commit abc1234/);
    assert.match(md, /\| home \| \/ \| 200\.0 \(12\) \| 180\.0 \(5\) \| 20\.0 \| 1\.11 \|/);
    assert.match(md, /\| home \| 180\.0 \(9\) \| 20\.0 \(3\) \| – \| – \| – \| – \|/);
    assert.match(md, /- visits-widget\.js: 170\.0 KB at first\n- widget\/612\.0a1b2c3d\.js: 42\.0 KB when needed/);
    assert.match(md, /- api on PostgreSQL \(127\.0\.0\.1:5432\): connection refused/);
    assert.match(md, /- ✗ home: federated − monolith: 20 KB \(≤ 10 KB, target\)/);
    assert.match(md, /- ✓ home: JavaScript \(federated\): 200 KB \(≤ 210 KB, ceiling\)/);
  });

  test('api: every row with its database, the paced ones with their rate, and how they were paced', () => {
    const row = (rps, p99) => ({ rps, p50: 1, p99, requests: rps * 10, errors: 0, non2xx: 0 });
    const api = [
      {
        label: 'PostgreSQL',
        connections: 10,
        seconds: 10,
        pacing: 'spread',
        results: { category: row(20000, 2) },
        paced: [{ route: 'category', rate: 1000, ...row(1001, 3) }],
      },
      { label: 'PostgreSQL', variant: 'no cache', connections: 10, seconds: 10, pacing: 'spread', results: { 'category, no cache': row(1200, 17) }, paced: [] },
    ];
    const md = markdownReport({ ...results, bytes: undefined, api });
    assert.match(md, /\| category \(PostgreSQL\) \| 20000 \| 1 \| 2 \| 0 \|/);
    assert.match(md, /\| category at 1000 req\/s \(PostgreSQL\) \| 1001 \| 1 \| 3 \| 0 \|/);
    assert.match(md, /\| category, no cache \(PostgreSQL\) \| 1200 \| 1 \| 17 \| 0 \|/);
    assert.match(md, /spread over each second/);
    assert.match(markdownReport({ ...results, api: api.map((run) => ({ ...run, pacing: 'lockstep' })) }), /in lockstep/);
  });

  test('the console summary ends with how many checks failed', () => {
    assert.match(consoleSummary(results), /1 of 2 checks failed$/);
  });

  const lighthousePage = {
    path: '/boutique/panier',
    runs: [{}, {}, {}, {}, {}],
    scores: { performance: 93, accessibility: 100, 'best-practices': 100, seo: 66 },
    metrics: { fcp: 810.4, lcp: 3187.2, tbt: 55.5, cls: 0, tti: 3187.2 },
    lost: { FCP: 0, SI: 0.1, LCP: 5.9, TBT: 0.6, CLS: 0 },
    ranges: {
      performance: { min: 88, max: 96 },
      accessibility: { min: 100, max: 100 },
      'best-practices': { min: 100, max: 100 },
      seo: { min: 66, max: 66 },
      tbt: { min: 5, max: 230 },
      cls: { min: 0, max: 0.0025 },
      benchmarkIndex: { min: 1862, max: 2015.5 },
      load: { min: 1.2, max: 2.25 },
    },
    medianRun: 2,
    mainThread: {
      total: 2410,
      groups: [
        { group: 'scriptEvaluation', label: 'Script Evaluation', ms: 1200 },
        { group: 'styleLayout', label: 'Style & Layout', ms: 700 },
      ],
      scripts: [{ name: 'shell/libraries.e4f5b09f.js', ms: 450, scripting: 430, parse: 9 }],
      longTasks: [{ name: 'document', start: 1100, ms: 567 }],
    },
    failed: { seo: ['is-crawlable'] },
    errors: [],
  };

  test('Lighthouse: median scores with their range, metrics, benchmarkIndex and load over the runs', () => {
    assert.deepEqual(lighthouseRows({ basket: lighthousePage }), [
      ['basket', '93 (88–96)', '100', '100', '66', '810', '3187', '56', '5–230', '0.000 (0.000–0.003)', '1862–2016', '1.20–2.25'],
    ]);
    const md = markdownReport({ ...results, bytes: undefined, lighthouse: { version: '12.2.3', runs: 5, pages: { basket: lighthousePage } } });
    assert.match(md, /Median of 5 runs per page/);
    assert.match(md, /\| basket \| 93 \(88–96\) \| 100 \| 100 \| 66 \| 810 \| 3187 \| 56 \| 5–230 \| 0\.000 \(0\.000–0\.003\) \| 1862–2016 \| 1\.20–2\.25 \|/);
  });

  test("Lighthouse: where the median run's main thread went, its longest tasks, the audits that failed", () => {
    assert.deepEqual(mainThreadLines({ basket: lighthousePage }), [
      '**basket** (/boutique/panier, run 3 of 5); performance points lost (median): LCP 5.9, TBT 0.6; main thread 2,410 ms: script evaluation 1,200, style & layout 700; ' +
        'scripts: shell/libraries.e4f5b09f.js 450 (evaluation 430, parse 9); ' +
        'longest tasks: 567 at 1,100 in document; failed audits seo: is-crawlable',
    ]);
  });

  test('a section kept from an earlier run names that run', () => {
    const earlier = { api: { command: 'npm run bench -- --only=api', date: '2026-11-28 20:00 UTC', commit: 'def5678', loadBefore: [1.5, 1, 1] } };
    const api = [{ label: 'PGlite', connections: 10, seconds: 10, results: {}, paced: [] }];
    const md = markdownReport({ ...results, api, earlier });
    assert.match(
      md,
      /## api under load \(autocannon\)\n\n_Kept from an earlier run: `npm run bench -- --only=api` on 2026-11-28 20:00 UTC at commit def5678, load average 1\.50 \/ 1\.00 \/ 1\.00 at its start\._/,
    );
    assert.doesNotMatch(md.split('## api')[0], /Kept from an earlier run/);
  });
});

describe('a run of some stages', () => {
  const previous = {
    command: 'npm run bench',
    date: '2026-11-28 20:00 UTC',
    commit: 'def5678',
    machine: { loadBefore: [1.5, 1, 1] },
    checks: [{ name: 'old', ok: false }],
    skipped: ['api on PostgreSQL (127.0.0.1:5432): connection refused'],
    bytes: { pages: { home: {} } },
    lighthouse: { pages: { home: { scores: {} } } },
    api: [{ label: 'PGlite' }],
    apiCalls: ['basket valid'],
  };
  const now = {
    command: 'npm run bench -- --only=lighthouse',
    date: '2026-11-29 03:00 UTC',
    commit: 'abc1234',
    machine: {},
    checks: [],
    skipped: [],
    lighthouse: { pages: { tour: {} } },
  };

  test('keeps the stages it did not run from the results it replaces, each with its run; its own replace the old', () => {
    const merged = keepEarlierStages(now, previous, ['lighthouse']);
    assert.deepEqual(merged.lighthouse, now.lighthouse);
    assert.equal(merged.bytes, previous.bytes);
    assert.equal(merged.api, previous.api);
    assert.deepEqual(merged.apiCalls, ['basket valid']);
    assert.deepEqual(merged.skipped, previous.skipped);
    const run = { command: 'npm run bench', date: '2026-11-28 20:00 UTC', commit: 'def5678', loadBefore: [1.5, 1, 1] };
    assert.deepEqual(merged.earlier, { bytes: run, api: run });
    assert.equal(merged.command, now.command);
  });

  test('a stage kept twice still names the run that measured it; nothing earlier when everything ran', () => {
    const once = keepEarlierStages(now, previous, ['lighthouse']);
    const twice = keepEarlierStages({ ...now, command: 'npm run bench -- --only=lighthouse --runs=7' }, once, ['lighthouse']);
    assert.equal(twice.earlier.api.commit, 'def5678');
    const everything = keepEarlierStages({ ...now, bytes: {}, api: [] }, previous, ['bytes', 'lighthouse', 'api']);
    assert.equal(everything.earlier, undefined);
    assert.deepEqual(everything.skipped, []);
    assert.equal(keepEarlierStages(now, null, ['lighthouse']), now);
  });
});

describe('the monolith yardstick (tooling/webpack.monolith.cjs)', () => {
  test('is the shell without federation, loading every exposed module of every remote from source', () => {
    const createConfig = require('../tooling/webpack.monolith.cjs');
    const config = createConfig({}, { mode: 'production' });
    assert.ok(!config.plugins.some((p) => p.constructor.name === 'ModuleFederationPlugin'));
    assert.equal(config.output.path, path.join(ROOT, 'bench/monolith/dist'));
    const runtime = config.resolve.alias['@module-federation/enhanced/runtime$'];
    assert.ok(existsSync(runtime));
    const source = readFileSync(runtime, 'utf8');
    for (const [id, file] of [
      ['catalog/routes', 'mfe-catalog/src/routes.tsx'],
      ['checkout/BasketModal', 'mfe-checkout/src/basket/BasketModal.tsx'],
      ['account/routes', 'mfe-account/src/routes.tsx'],
      ['visits/routes', 'mfe-visits/src/routes.tsx'],
    ]) {
      assert.ok(source.includes(`"${id}": () => import(${JSON.stringify(path.join(ROOT, file))})`), `${id} → ${file}`);
    }
  });

  test("fetches no remote ahead: its index.html's inline script keeps to the language and the banner", () => {
    const createConfig = require('../tooling/webpack.monolith.cjs');
    const frames = (config) => config.plugins.filter((p) => p.constructor.name === 'FramePrerenderPlugin').map((p) => p.frame);
    assert.deepEqual(frames(createConfig({}, { mode: 'production' })), [{ earlyStart: false }]);
    const [shell] = [require('../shell/webpack.config.cjs')]
      .flat()
      .map((c) => (typeof c === 'function' ? c({}, { mode: 'production' }) : c))
      .flat();
    assert.deepEqual(frames(shell), [{}]);
  });
});
