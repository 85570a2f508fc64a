// Lighthouse 12 (mobile: its default emulation and simulated throttling) over Debian's Chromium.
import os from 'node:os';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Audits whose numeric values the report quotes: milliseconds, except CLS (unitless). */
export const METRICS = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcp: 'first-contentful-paint',
  tti: 'interactive',
};

/** Short names of the audits the performance score is made of (Lighthouse 12's weights: TBT 30, LCP 25, CLS 25, FCP 10, SI 10). */
export const SCORED = {
  'first-contentful-paint': 'FCP',
  'speed-index': 'SI',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
};

/**
 * The performance points (of 100) each scored metric cost the run: its weight's share times
 * what its own score lacks, one decimal. Tells which metric a score below target comes from.
 * @param {any} lhr
 */
export function pointsLost(lhr) {
  const refs = (lhr.categories?.performance?.auditRefs ?? []).filter((ref) => ref.weight > 0);
  const total = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const lost = {};
  for (const ref of refs) {
    const score = lhr.audits?.[ref.id]?.score;
    if (typeof score === 'number') lost[SCORED[ref.id] ?? ref.id] = Math.round((ref.weight / total) * (1 - score) * 1000) / 10;
  }
  return lost;
}

/** How many main-thread groups and scripts a run keeps, the biggest first; and how many long tasks. */
export const BREAKDOWN_TOP = 5;
export const LONG_TASKS_TOP = 3;

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const range = (values) => {
  const numbers = values.filter((v) => typeof v === 'number' && Number.isFinite(v));
  return numbers.length ? { min: Math.min(...numbers), max: Math.max(...numbers) } : null;
};

/**
 * A script's short name: its origin's name (by port, BENCH_PORTS) and path, "document" for the
 * page itself (its HTML and inline scripts), anything else as Lighthouse gave it ("Other").
 * @param {string} url
 * @param {Record<string, number>} ports
 * @param {string} [page]  the page's URL
 */
export function scriptName(url, ports, page) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (page && url.split('#')[0] === page) return 'document';
  const origin = Object.entries(ports).find(([, port]) => String(port) === parsed.port)?.[0] ?? parsed.host;
  return `${origin}${parsed.pathname}`;
}

/**
 * Where a run's main-thread time went, as Lighthouse simulates it on a mobile CPU (its
 * measured times × the throttling's CPU slowdown): the biggest groups of
 * 'mainthread-work-breakdown' (style & layout, script evaluation...) and the scripts costing
 * most in 'bootup-time', and the longest tasks of 'long-tasks' (what TBT counts: each one's
 * time past 50 ms between FCP and TTI), each with its simulated start and the script it is
 * charged to; not their groups, which the simulation mostly loses ('other': long-tasks.js,
 * getTimingBreakdown). Milliseconds, rounded.
 * @param {any} lhr
 * @param {Record<string, number>} [ports]  origin names by port, to name the scripts
 */
export function mainThread(lhr, ports = {}) {
  const work = lhr.audits?.['mainthread-work-breakdown'];
  const bootup = lhr.audits?.['bootup-time'];
  const byCost = (a, b) => b.ms - a.ms;
  const tasks = lhr.audits?.['long-tasks']?.details;
  const taskUrls = tasks?.debugData?.urls ?? [];
  const longTasks = (tasks?.debugData?.tasks ?? [])
    .map(({ urlIndex, startTime, duration }) => ({
      name: scriptName(taskUrls[urlIndex] ?? 'Unattributable', ports, lhr.finalDisplayedUrl),
      start: Math.round(startTime),
      ms: Math.round(duration),
    }))
    .sort(byCost)
    .slice(0, LONG_TASKS_TOP);
  return {
    total: typeof work?.numericValue === 'number' ? Math.round(work.numericValue) : null,
    groups: (work?.details?.items ?? [])
      .map((item) => ({ group: item.group, label: item.groupLabel ?? item.group, ms: Math.round(item.duration) }))
      .sort(byCost)
      .slice(0, BREAKDOWN_TOP),
    scripts: (bootup?.details?.items ?? [])
      .map((item) => ({
        name: scriptName(item.url, ports, lhr.finalDisplayedUrl),
        ms: Math.round(item.total),
        scripting: Math.round(item.scripting),
        parse: Math.round(item.scriptParseCompile),
      }))
      .sort(byCost)
      .slice(0, BREAKDOWN_TOP),
    longTasks,
  };
}

/**
 * Scores (0-100), metrics, the machine's speed as Lighthouse rated it (benchmarkIndex: higher
 * is faster; its throttling assumes a reference machine) and the main thread's breakdown of
 * one Lighthouse result.
 * @param {any} lhr  Lighthouse's result object
 * @param {Record<string, number>} [ports]  origin names by port, to name the scripts
 */
export function readLighthouse(lhr, ports = {}) {
  const scores = {};
  for (const category of CATEGORIES) {
    const score = lhr.categories?.[category]?.score;
    scores[category] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  const metrics = {};
  for (const [key, audit] of Object.entries(METRICS)) metrics[key] = lhr.audits?.[audit]?.numericValue ?? null;
  // Why a category other than performance lost points: its audits that count and did not pass (a page disallowed by robots.txt fails SEO's is-crawlable).
  const failed = {};
  for (const category of CATEGORIES.filter((c) => c !== 'performance')) {
    const ids = (lhr.categories?.[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && typeof lhr.audits?.[ref.id]?.score === 'number' && lhr.audits[ref.id].score < 1).map((ref) => ref.id);
    if (ids.length) failed[category] = ids;
  }
  // A page that sends the visitor elsewhere (the account's to the login, without its cookie) is not the page measured.
  const [asked, shown] = [lhr.requestedUrl, lhr.finalDisplayedUrl].map((url) => (url ? new URL(url).pathname : null));
  const error = lhr.runtimeError?.message ?? (asked && shown && asked !== shown ? `asked for ${asked}, ended on ${shown}` : undefined);
  return {
    scores,
    metrics,
    failed,
    lost: pointsLost(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    mainThread: mainThread(lhr, ports),
    ...(error && { error }),
  };
}

/**
 * The run Lighthouse itself calls the median one (lighthouse/core/lib/median-run.js): the
 * nearest to both the median FCP and the median TTI, ties to the lower TTI. Its trace is the
 * one the report explains. Runs without both figures are left out; null when none has them.
 * @param {{ metrics: { fcp: number | null, tti: number | null } }[]} runs
 */
export function medianRunIndex(runs) {
  const valid = runs.map((run, index) => ({ index, fcp: run.metrics.fcp, tti: run.metrics.tti })).filter((r) => Number.isFinite(r.fcp) && Number.isFinite(r.tti));
  if (!valid.length) return null;
  const fcp = median(valid.map((r) => r.fcp));
  const tti = median(valid.map((r) => r.tti));
  const distance = (r) => (r.fcp - fcp) ** 2 + (r.tti - tti) ** 2;
  return valid.sort((a, b) => distance(a) - distance(b) || a.tti - b.tti)[0].index;
}

/**
 * Several runs of one page: the median of each score and metric (one slow run on a shared
 * machine does not decide), the median points each metric cost, the range of each score, of
 * TBT, CLS, benchmarkIndex and the load over the runs, the main-thread breakdown of the median run, the audits that failed in any run (other
 * categories than performance), and every run as measured.
 * @param {(ReturnType<typeof readLighthouse> & { load?: number })[]} runs
 */
export function medianOfRuns(runs) {
  const pick = (group, key) => median(runs.map((r) => r[group][key]));
  const medianRun = medianRunIndex(runs);
  return {
    runs,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, pick('scores', c)])),
    metrics: Object.fromEntries(Object.keys(METRICS).map((m) => [m, pick('metrics', m)])),
    ranges: {
      ...Object.fromEntries(CATEGORIES.map((c) => [c, range(runs.map((r) => r.scores[c]))])),
      tbt: range(runs.map((r) => r.metrics.tbt)),
      cls: range(runs.map((r) => r.metrics.cls)),
      benchmarkIndex: range(runs.map((r) => r.benchmarkIndex)),
      load: range(runs.map((r) => r.load)),
    },
    lost: Object.fromEntries(Object.values(SCORED).map((m) => [m, median(runs.map((r) => r.lost?.[m]))]).filter(([, v]) => v != null)),
    medianRun,
    mainThread: medianRun == null ? null : runs[medianRun].mainThread,
    failed: Object.fromEntries(
      CATEGORIES.map((c) => [c, [...new Set(runs.flatMap((r) => r.failed?.[c] ?? []))]]).filter(([, ids]) => ids.length),
    ),
    errors: runs.map((r) => r.error).filter(Boolean),
  };
}

/** A cookie of the shell's origin as CDP's Storage.setCookies takes it. */
export const cdpCookies = (cookies, url) => Object.entries(cookies).map(([name, value]) => ({ name, value, url }));

/**
 * Each page `runs` times in one Chromium, every run a first visit: before each, every cookie
 * and all storage of the site's origins are cleared and the page's own cookies set (the basket
 * holding a product, the login of the account page), then Lighthouse clears the cache itself.
 * Lighthouse 12's storage reset leaves cookies and localStorage alone (its clearStorageTypes),
 * so the cookies set here reach the page and `disableStorageReset` stays off; clearing here is
 * what keeps a run from seeing the consent choice, basket or login of the one before.
 * @param {{ name: string, url: string, cookies?: () => Promise<Record<string, string>> }[]} pages
 * @param {{ runs?: number, ports?: Record<string, number>, log?: (line: string) => void }} [o]  ports: the site's origins by name (BENCH_PORTS) on localhost, storage cleared before each run
 * @returns {Promise<Record<string, ReturnType<typeof medianOfRuns>>>}
 */
export async function lighthousePages(pages, { runs = 5, ports = {}, log = () => {} } = {}) {
  const origins = Object.values(ports).map((port) => `http://localhost:${port}`);
  // Loaded here: Lighthouse takes seconds to import, and the pure helpers above need none of it.
  const [{ launch }, { default: lighthouse }, { chromium }] = await Promise.all([import('chrome-launcher'), import('lighthouse'), import('playwright')]);
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  /** Clears every origin's data and sets the page's cookies through CDP, then lets Chromium go for Lighthouse. */
  const firstVisit = async (url, cookies) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    try {
      // Storage.clearDataForOrigin answers only a page's session: chrome-launcher's blank tab (Lighthouse opens its own).
      const [context] = browser.contexts();
      const cdp = await context.newCDPSession(context.pages()[0] ?? (await context.newPage()));
      await cdp.send('Storage.clearCookies');
      for (const origin of new Set([new URL(url).origin, ...origins])) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      if (Object.keys(cookies).length) await cdp.send('Storage.setCookies', { cookies: cdpCookies(cookies, new URL(url).origin) });
      await cdp.detach();
    } finally {
      // Connected, not launched: close() disconnects and leaves Chromium running.
      await browser.close();
    }
  };
  try {
    const results = {};
    for (const page of pages) {
      // Once per page: viewing the basket or the account spends neither, and registering is rate-limited (10 an hour from one address).
      const cookies = page.cookies ? await page.cookies() : {};
      const measured = [];
      for (let i = 0; i < runs; i += 1) {
        await firstVisit(page.url, cookies);
        const load = os.loadavg()[0];
        const { lhr } = await lighthouse(page.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
        const run = { load, ...readLighthouse(lhr, ports) };
        log(
          `  ${page.name} run ${i + 1}/${runs}: ${CATEGORIES.map((c) => `${c} ${run.scores[c]}`).join(', ')}, TBT ${Math.round(run.metrics.tbt)} ms (benchmarkIndex ${run.benchmarkIndex}, load ${load.toFixed(2)})`,
        );
        measured.push(run);
      }
      results[page.name] = medianOfRuns(measured);
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
