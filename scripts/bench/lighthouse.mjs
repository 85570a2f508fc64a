// Lighthouse 12 (mobile: its default emulation and simulated throttling) over Debian's Chromium.
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Audits whose numeric values the report quotes: milliseconds, except CLS (unitless). */
export const METRICS = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcp: 'first-contentful-paint',
};

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Scores (0-100) and metrics of one Lighthouse result.
 * @param {any} lhr  Lighthouse's result object
 */
export function readLighthouse(lhr) {
  const scores = {};
  for (const category of CATEGORIES) {
    const score = lhr.categories?.[category]?.score;
    scores[category] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  const metrics = {};
  for (const [key, audit] of Object.entries(METRICS)) metrics[key] = lhr.audits?.[audit]?.numericValue ?? null;
  return { scores, metrics, ...(lhr.runtimeError && { error: lhr.runtimeError.message }) };
}

/**
 * The median of several runs, field by field: one slow run on a shared machine does not decide.
 * @param {ReturnType<typeof readLighthouse>[]} runs
 */
export function medianOfRuns(runs) {
  const pick = (group, key) => median(runs.map((r) => r[group][key]));
  return {
    runs: runs.length,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, pick('scores', c)])),
    metrics: Object.fromEntries(Object.keys(METRICS).map((m) => [m, pick('metrics', m)])),
    errors: runs.map((r) => r.error).filter(Boolean),
  };
}

/**
 * @param {{ name: string, url: string }[]} pages
 * @param {{ runs?: number, log?: (line: string) => void }} [o]
 * @returns {Promise<Record<string, ReturnType<typeof medianOfRuns>>>}
 */
export async function lighthousePages(pages, { runs = 3, log = () => {} } = {}) {
  // Loaded here: Lighthouse takes seconds to import, and the pure helpers above need none of it.
  const [{ launch }, { default: lighthouse }] = await Promise.all([import('chrome-launcher'), import('lighthouse')]);
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    const results = {};
    for (const page of pages) {
      const measured = [];
      for (let i = 0; i < runs; i += 1) {
        const { lhr } = await lighthouse(page.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
        const run = readLighthouse(lhr);
        log(`  ${page.name} run ${i + 1}/${runs}: ${CATEGORIES.map((c) => `${c} ${run.scores[c]}`).join(', ')}`);
        measured.push(run);
      }
      results[page.name] = medianOfRuns(measured);
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
