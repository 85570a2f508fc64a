// The bench's own rules (scripts/bench): how bytes are counted, what passes, how it is reported.
// The measurements themselves need the built site and run only with `npm run bench`.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ROOT } from './lib/site.mjs';
import { parseArgs } from './bench/args.mjs';
import { scenarios, summariseLoad, withDatabase } from './bench/api-load.mjs';
import { apiChecks, bytesChecks, lighthouseChecks, readBudget } from './bench/budget.mjs';
import { cacheProblems, gzipSize, isJavaScript, kb, ratio, summariseFiles } from './bench/bytes.mjs';
import { medianOfRuns, readLighthouse } from './bench/lighthouse.mjs';
import { PAGES } from './bench/pages.mjs';
import { consoleSummary, markdownReport } from './bench/report.mjs';

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
  const bytesBudget = { targetsKb: { home: 130 }, maxRatio: 1.1, ceilingsKb: { home: 200, visits: 150 } };

  test('bytes: ceiling and target per page, ratio for every page with a monolith figure', () => {
    const checks = bytesChecks(
      {
        home: { federated: { gzip: 150 * 1024 }, monolith: { gzip: 140 * 1024 }, ratio: 1.071 },
        visits: { federated: { gzip: 160 * 1024 }, monolith: { gzip: 100 * 1024 }, ratio: 1.6 },
      },
      bytesBudget,
    );
    const verdict = Object.fromEntries(checks.map((c) => [`${c.name} ${c.note}`, c.ok]));
    assert.deepEqual(verdict, {
      'home: JavaScript (federated) ceiling': true,
      'home: JavaScript (federated) target': false,
      'home: federated / monolith target': true,
      'visits: JavaScript (federated) ceiling': false,
      'visits: federated / monolith target': false,
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

  test('api: p99 under the limit at the target rate, and the rate really reached', () => {
    const budget = { target: { database: 'PostgreSQL', route: 'category', rate: 1000, maxP99Ms: 20 } };
    assert.deepEqual(
      apiChecks({ rps: 995, p99: 12 }, budget).map((c) => c.ok),
      [true, true],
    );
    assert.deepEqual(
      apiChecks({ rps: 400, p99: 12 }, budget).map((c) => c.ok),
      [true, false],
    );
    const unmeasured = apiChecks(undefined, budget);
    assert.deepEqual(
      unmeasured.map((c) => [c.value, c.ok]),
      [
        [null, false],
        [null, false],
      ],
    );
  });
});

describe('bench/budget.json', () => {
  const budget = readBudget();

  test('has a byte ceiling for every page the bench measures, and the issue targets', () => {
    assert.deepEqual(Object.keys(budget.bytes.ceilingsKb).sort(), PAGES.map((p) => p.name).sort());
    assert.equal(budget.bytes.targetsKb.home, 130);
    assert.equal(budget.bytes.maxRatio, 1.1);
    assert.deepEqual(budget.lighthouse.minScores, { performance: 95, accessibility: 95, 'best-practices': 95, seo: 95 });
    assert.deepEqual(budget.api.target, { database: 'PostgreSQL', route: 'category', rate: 1000, maxP99Ms: 20 });
  });
});

describe('Lighthouse results', () => {
  const lhr = (performance, lcp) => ({
    categories: { performance: { score: performance }, accessibility: { score: 1 }, 'best-practices': { score: 0.96 }, seo: { score: null } },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: 10 },
      'cumulative-layout-shift': { numericValue: 0.01 },
    },
  });

  test('scores become 0-100 and metrics are read from the audits', () => {
    const run = readLighthouse(lhr(0.874, 2100));
    assert.deepEqual(run.scores, { performance: 87, accessibility: 100, 'best-practices': 96, seo: null });
    assert.equal(run.metrics.lcp, 2100);
    assert.equal(run.metrics.fcp, null);
  });

  test('the median of the runs is taken field by field', () => {
    const median = medianOfRuns([lhr(0.5, 3000), lhr(0.9, 1000), lhr(0.8, 2000)].map(readLighthouse));
    assert.equal(median.runs, 3);
    assert.equal(median.scores.performance, 80);
    assert.equal(median.metrics.lcp, 2000);
    assert.equal(median.scores.seo, null);
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

  test('the bench database sits on the same server as the given URL', () => {
    assert.equal(withDatabase('postgres://postgres@127.0.0.1:5432/test', 'nougaterie_bench'), 'postgres://postgres@127.0.0.1:5432/nougaterie_bench');
  });
});

describe('options', () => {
  test('defaults: every stage, a build, three Lighthouse runs', () => {
    assert.deepEqual(parseArgs([]), { stages: ['bytes', 'lighthouse', 'api'], build: true, runs: 3 });
    assert.deepEqual(parseArgs(['--only=api', '--no-build', '--runs=5']), { stages: ['api'], build: false, runs: 5 });
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
      pages: { home: { path: '/', federated: { gzip: 200 * 1024, requests: 12 }, monolith: { gzip: 180 * 1024, requests: 5 }, ratio: 1.111 } },
      cacheProblems: [],
    },
    checks: [
      { name: 'home: federated / monolith', value: 1.111, limit: 1.1, unit: '×', kind: 'max', ok: false, note: 'target' },
      { name: 'home: JavaScript (federated)', value: 200, limit: 210, unit: 'KB', kind: 'max', ok: true, note: 'ceiling' },
    ],
    skipped: ['api on PostgreSQL (127.0.0.1:5432): connection refused'],
  };

  test('Markdown: the command, the figures, what was not measured, each verdict', () => {
    const md = markdownReport(results);
    assert.match(md, /Made by `npm run bench` on 2026-11-21 10:00 UTC at commit abc1234/);
    assert.match(md, /\| home \| \/ \| 200\.0 \(12\) \| 180\.0 \(5\) \| 1\.11 \|/);
    assert.match(md, /- api on PostgreSQL \(127\.0\.0\.1:5432\): connection refused/);
    assert.match(md, /- ✗ home: federated \/ monolith: 1\.111 × \(≤ 1\.1 ×, target\)/);
    assert.match(md, /- ✓ home: JavaScript \(federated\): 200 KB \(≤ 210 KB, ceiling\)/);
  });

  test('the console summary ends with how many checks failed', () => {
    assert.match(consoleSummary(results), /1 of 2 checks failed$/);
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
