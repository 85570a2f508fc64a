#!/usr/bin/env node
// `npm run bench`: builds the site and its monolith yardstick, then measures the JavaScript each
// page loads (federated and monolith), Lighthouse on every page type, and the api under
// autocannon on PGlite and PostgreSQL. Writes bench/results.json and bench/report.md (a run of
// some stages keeps the others' figures from the results it replaces, earlier.mjs), prints a
// summary, and exits 1 when a figure misses its limit in bench/budget.json. Not part of
// `npm test`. Options in args.mjs; BENCH_DATABASE_URL names the PostgreSQL database to use
// (dropped and created again).
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
import { CHROMIUM_PATH, launchChromium, pageJavaScript } from './browser.mjs';
import { bytesByOrigin, cacheProblems, ratio, widgetBytes } from './bytes.mjs';
import { benchChecks, readBudget } from './budget.mjs';
import { keepEarlierStages, readPrevious } from './earlier.mjs';
import { lighthousePages } from './lighthouse.mjs';
import { buildMonolith } from './monolith.mjs';
import { LIGHTHOUSE_PAGES, PAGES } from './pages.mjs';
import { consoleSummary, markdownReport } from './report.mjs';
import { BENCH_PORTS, serveBothBuilds } from './site.mjs';

const API_PORTS = { PGlite: 5311, PostgreSQL: 5312 };

const log = (line) => process.stdout.write(`${line}\n`);

/** "Chromium 156.0.8078.108" for every stage (the bytes stage reads it from the browser it drives too). */
function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).match(/Chromium [\d.]+/)?.[0] ?? 'Chromium';
  } catch {
    return 'Chromium';
  }
}

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
      chromium: chromiumVersion(),
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
      }
      if (options.stages.includes('lighthouse')) {
        log(`━━ Lighthouse (${options.runs} runs per page)`);
        const version = createRequire(import.meta.url)('lighthouse/package.json').version;
        const pages = LIGHTHOUSE_PAGES.map((name) => PAGES.find((p) => p.name === name)).map((p) => ({
          name: p.name,
          url: `${site.federatedUrl}${p.path}`,
          cookies: p.cookies && (() => p.cookies({ apiUrl: site.apiUrl })),
        }));
        const measured = await lighthousePages(pages, { runs: options.runs, ports: BENCH_PORTS, log });
        const paths = Object.fromEntries(PAGES.map((p) => [p.name, p.path]));
        results.lighthouse = {
          version,
          runs: options.runs,
          pages: Object.fromEntries(Object.entries(measured).map(([name, page]) => [name, { path: paths[name], ...page }])),
        };
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
    results.apiCalls = options.calls;
  }

  results.machine.loadAfter = os.loadavg();
  const out = options.out ?? path.join(ROOT, 'bench');
  mkdirSync(out, { recursive: true });
  // Read now, not at the start: another run may have written it meanwhile.
  const written = keepEarlierStages(results, readPrevious(path.join(out, 'results.json')), options.stages);
  written.checks = benchChecks(written, budget, callFilter(written.apiCalls ?? []));
  writeFileSync(path.join(out, 'results.json'), `${JSON.stringify(written, null, 2)}\n`);
  writeFileSync(path.join(out, 'report.md'), markdownReport(written));
  log(`\n${consoleSummary(written)}\n\nWritten: ${path.relative(ROOT, path.join(out, 'report.md'))}, ${path.relative(ROOT, path.join(out, 'results.json'))}`);
  // The exit status judges what this run measured.
  return benchChecks(results, budget, callFilter(options.calls)).every((c) => c.ok);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    process.exit((await main()) ? 0 : 1);
  } catch (error) {
    process.stderr.write(`bench: ${error.stack ?? error.message}\n`);
    process.exit(2);
  }
}
