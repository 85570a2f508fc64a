#!/usr/bin/env node
// `npm run bench`: builds the site and its monolith yardstick, then measures the JavaScript each
// page loads (federated and monolith), Lighthouse on three pages, and the api under autocannon on
// PGlite and PostgreSQL. Writes bench/results.json and bench/report.md, prints a summary, and
// exits 1 when a figure misses its limit in bench/budget.json. Not part of `npm test`. Options in
// args.mjs; BENCH_DATABASE_URL names the PostgreSQL database to use (dropped and created again).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../build.mjs';
import { ROOT } from '../lib/site.mjs';
import { parseArgs } from './args.mjs';
import { apiPlan, benchApi, callFilter, freshPostgresDatabase, withDatabase } from './api-load.mjs';
import { launchChromium, pageJavaScript } from './browser.mjs';
import { bytesByOrigin, cacheProblems, ratio, widgetBytes } from './bytes.mjs';
import { apiChecks, bytesChecks, lighthouseChecks, readBudget } from './budget.mjs';
import { lighthousePages } from './lighthouse.mjs';
import { buildMonolith } from './monolith.mjs';
import { PAGES } from './pages.mjs';
import { consoleSummary, markdownReport } from './report.mjs';
import { BENCH_PORTS, serveBothBuilds } from './site.mjs';

const LIGHTHOUSE_PAGES = ['home', 'category', 'product'];
const API_PORTS = { PGlite: 5311, PostgreSQL: 5312 };

const log = (line) => process.stdout.write(`${line}\n`);

function gitCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${commit} (with uncommitted changes)` : commit;
  } catch {
    return 'unknown';
  }
}

async function measureBytes(browser, site) {
  const pages = {};
  const problems = new Set();
  for (const page of PAGES) {
    const federated = await pageJavaScript(browser, page, { shellUrl: site.federatedUrl, apiUrl: site.apiUrl });
    const monolith = await pageJavaScript(browser, page, { shellUrl: site.monolithUrl, apiUrl: site.apiUrl });
    cacheProblems(federated.files).forEach((p) => problems.add(p));
    pages[page.name] = { path: page.path, federated, monolith, ratio: ratio(federated.gzip, monolith.gzip), origins: bytesByOrigin(federated.files, BENCH_PORTS) };
    log(`  ${page.name}: federated ${(federated.gzip / 1024).toFixed(1)} KB, monolith ${(monolith.gzip / 1024).toFixed(1)} KB`);
  }
  return { pages, cacheProblems: [...problems], widget: measureWidget() };
}

/** The booking widget as built (mfe-visits/dist): its script, and the chunks it fetches later. */
function measureWidget() {
  const dist = path.join(ROOT, 'mfe-visits/dist');
  const laterDir = path.join(dist, 'widget');
  const later = readdirSync(laterDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name: `widget/${name}`, body: readFileSync(path.join(laterDir, name)) }));
  return widgetBytes(readFileSync(path.join(dist, 'visits-widget.js')), later);
}

/** PostgreSQL for the api bench: BENCH_DATABASE_URL, else a bench database beside DATABASE_URL or on the local server. */
function benchDatabaseUrl(env = process.env) {
  if (env.BENCH_DATABASE_URL) return env.BENCH_DATABASE_URL;
  return withDatabase(env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres', 'nougaterie_bench');
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const budget = readBudget();
  const results = {
    command: ['npm run bench', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(' '),
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    commit: gitCommit(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
      node: process.versions.node,
      chromium: 'Chromium',
      loadBefore: os.loadavg(),
    },
    checks: [],
    skipped: [],
  };

  if (options.build) {
    log('━━ build (federated site, then the monolith)');
    if (!(await build())) throw new Error('the build failed');
    await buildMonolith();
  }

  if (options.stages.includes('bytes') || options.stages.includes('lighthouse')) {
    log('━━ serving both builds');
    const site = await serveBothBuilds({ monolithDist: path.join(ROOT, 'bench/monolith/dist') });
    try {
      if (options.stages.includes('bytes')) {
        log('━━ JavaScript per page');
        const browser = await launchChromium();
        try {
          results.machine.chromium = `Chromium ${browser.version()}`;
          results.bytes = await measureBytes(browser, site);
        } finally {
          await browser.close();
        }
        results.checks.push(...bytesChecks(results.bytes.pages, budget.bytes, results.bytes.widget));
        results.checks.push({
          name: 'scripts served with the cache policy',
          value: results.bytes.cacheProblems.length,
          limit: 0,
          unit: 'problems',
          kind: 'max',
          ok: results.bytes.cacheProblems.length === 0,
        });
      }
      if (options.stages.includes('lighthouse')) {
        log(`━━ Lighthouse (${options.runs} runs per page)`);
        const version = createRequire(import.meta.url)('lighthouse/package.json').version;
        const pages = PAGES.filter((p) => LIGHTHOUSE_PAGES.includes(p.name)).map((p) => ({ name: p.name, url: `${site.federatedUrl}${p.path}` }));
        results.lighthouse = { version, runs: options.runs, pages: await lighthousePages(pages, { runs: options.runs, log }) };
        results.checks.push(...lighthouseChecks(results.lighthouse.pages, budget.lighthouse));
      }
    } finally {
      await site.stop();
    }
  }

  if (options.stages.includes('api')) {
    log('━━ api under load');
    results.api = [];
    const selected = callFilter(options.calls);
    const common = { seconds: budget.api.seconds, connections: budget.api.connections, apiServer: options.apiServer, lockstep: options.lockstep, log };
    const databaseUrl = benchDatabaseUrl();
    /** PostgreSQL's database, made once for every server on it; its failure skips them all. */
    let postgres;
    for (const server of apiPlan(budget.api.targets, selected)) {
      if (server.database === 'PGlite') {
        results.api.push(await benchApi({ server, port: API_PORTS.PGlite, ...common }));
        continue;
      }
      postgres ??= freshPostgresDatabase(databaseUrl).then(
        () => true,
        (error) => error,
      );
      try {
        const ready = await postgres;
        if (ready !== true) throw ready;
        results.api.push(await benchApi({ server, port: API_PORTS.PostgreSQL, databaseUrl, ...common }));
      } catch (error) {
        const what = server.variant ? `api on PostgreSQL, ${server.variant}` : 'api on PostgreSQL';
        results.skipped.push(`${what} (${new URL(databaseUrl).host}): ${error.message}`);
        log(`  ${what} not measured: ${error.message}`);
      }
    }
    results.checks.push(...apiChecks(results.api, budget.api, selected));
  }

  results.machine.loadAfter = os.loadavg();
  const out = options.out ?? path.join(ROOT, 'bench');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(out, 'report.md'), markdownReport(results));
  log(`\n${consoleSummary(results)}\n\nWritten: ${path.relative(ROOT, path.join(out, 'report.md'))}, ${path.relative(ROOT, path.join(out, 'results.json'))}`);
  return results.checks.every((c) => c.ok);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    process.exit((await main()) ? 0 : 1);
  } catch (error) {
    process.stderr.write(`bench: ${error.stack ?? error.message}\n`);
    process.exit(2);
  }
}
