// The bench's verdicts: each measured figure against its limit in bench/budget.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/site.mjs';

export const BUDGET_FILE = path.join(ROOT, 'bench/budget.json');

export const readBudget = (file = BUDGET_FILE) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * @typedef {{ name: string, value: number | null, limit: number, unit: string, ok: boolean, kind: 'max' | 'min', note?: string }} Check
 */

/** A figure that must stay at or under its limit; a missing figure fails. */
export const atMost = (name, value, limit, unit, note) => ({ name, value, limit, unit, kind: 'max', ok: value != null && value <= limit, ...(note && { note }) });

/** A figure that must reach its limit; a missing figure fails. */
export const atLeast = (name, value, limit, unit, note) => ({ name, value, limit, unit, kind: 'min', ok: value != null && value >= limit, ...(note && { note }) });

/**
 * Bytes: each page's federated JavaScript under its ceiling (what `npm test` also checks), home
 * under the target, what federation adds over the monolith (federated − monolith) under the
 * target on every page, nothing from the back office on a shopper page, and the widget's first
 * download under its target.
 * @param {Record<string, { federated: { gzip: number }, monolith?: { gzip: number }, origins?: Record<string, { files: number }> }>} pages
 * @param {object} budget  bench/budget.json's `bytes`
 * @param {{ first: number }} [widget]
 */
export function bytesChecks(pages, budget, widget) {
  const checks = [];
  for (const [name, page] of Object.entries(pages)) {
    const kb = page.federated.gzip / 1024;
    const ceiling = budget.ceilingsKb[name];
    if (ceiling != null) checks.push(atMost(`${name}: JavaScript (federated)`, round1(kb), ceiling, 'KB', 'ceiling'));
    const target = budget.targetsKb?.[name];
    if (target != null) checks.push(atMost(`${name}: JavaScript (federated)`, round1(kb), target, 'KB', 'target'));
    if (page.monolith && budget.maxOverheadKb != null) {
      checks.push(atMost(`${name}: federated − monolith`, round1(kb - page.monolith.gzip / 1024), budget.maxOverheadKb, 'KB', 'target'));
    }
    if (page.origins) checks.push(atMost(`${name}: scripts from mfe-backoffice`, page.origins.backoffice?.files ?? 0, 0, 'files'));
  }
  if (widget && budget.widgetKb != null) checks.push(atMost('widget: first download', round1(widget.first / 1024), budget.widgetKb, 'KB', 'target'));
  return checks;
}

/** Names and units of the Lighthouse metrics a budget may cap (lighthouse.mjs's METRICS keys). */
const LIGHTHOUSE_METRICS = { fcp: ['FCP', 'ms'], lcp: ['LCP', 'ms'], tbt: ['TBT', 'ms'], cls: ['CLS', ''], tti: ['TTI', 'ms'] };

/**
 * Lighthouse, page by page, on the median of its runs: every category score at or above its
 * floor (`minScores`), every capped metric at or under its cap (`maxMetrics`: TBT in ms, CLS
 * unitless: a cap of 0 fails any shift). A missing figure fails.
 * @param {Record<string, { scores: Record<string, number | null>, metrics?: Record<string, number | null> }>} pages  medians by page
 * @param {{ minScores: Record<string, number>, maxMetrics?: Record<string, number> }} budget  bench/budget.json's `lighthouse`
 */
export function lighthouseChecks(pages, budget) {
  const checks = [];
  for (const [name, page] of Object.entries(pages)) {
    for (const [category, floor] of Object.entries(budget.minScores)) {
      checks.push(atLeast(`${name}: Lighthouse ${category}`, page.scores[category] ?? null, floor, '/100', 'target'));
    }
    for (const [metric, cap] of Object.entries(budget.maxMetrics ?? {})) {
      const [label, unit] = LIGHTHOUSE_METRICS[metric] ?? [metric, ''];
      const value = page.metrics?.[metric] ?? null;
      // ms rounded; CLS to two significant digits, so that a shift never reads 0.
      const shown = value == null ? null : unit === 'ms' ? Math.round(value) : Number(value.toPrecision(2));
      checks.push(atMost(`${name}: Lighthouse ${label}`, shown, cap, unit, 'target'));
    }
  }
  return checks;
}

/** The scripts' cache headers: none wrong. */
export const cacheCheck = (problems) => atMost('scripts served with the cache policy', problems.length, 0, 'problems');

/**
 * Every check of a run's results, from its figures and today's budget: a stage kept from an
 * earlier run (run.mjs, keepEarlierStages) is judged by the same limits as a fresh one.
 * @param {{ bytes?: any, lighthouse?: any, api?: any[] }} results
 * @param {object} budget  bench/budget.json
 * @param {(fullName: string) => boolean} [apiSelected]  the api rows the api stage ran (--calls)
 * @returns {Check[]}
 */
export function benchChecks(results, budget, apiSelected = () => true) {
  const checks = [];
  if (results.bytes) checks.push(...bytesChecks(results.bytes.pages, budget.bytes, results.bytes.widget), cacheCheck(results.bytes.cacheProblems));
  if (results.lighthouse) checks.push(...lighthouseChecks(results.lighthouse.pages, budget.lighthouse));
  if (results.api) checks.push(...apiChecks(results.api, budget.api, apiSelected));
  return checks;
}

/**
 * api: each target of bench/budget.json (a row, on a database, at a fixed request rate): its p99
 * latency under the limit, the rate really reached (a server that cannot keep up would otherwise
 * pass on fewer requests), and no failed request. Targets whose row `selected` leaves out
 * (--calls) are not checked.
 * @param {{ label: string, paced?: { route: string, rate: number, rps: number, p99: number, errors: number, non2xx: number }[] }[]} runs
 * @param {object} budget  bench/budget.json's `api`
 * @param {(fullName: string) => boolean} [selected]
 */
export function apiChecks(runs, budget, selected = () => true) {
  const checks = [];
  for (const { database, route, rate, maxP99Ms } of budget.targets) {
    const name = `${route} at ${rate} req/s`;
    if (!selected(`${name} (${database})`)) continue;
    const run = runs.filter((r) => r.label === database).flatMap((r) => r.paced ?? []).find((p) => p.route === route && p.rate === rate);
    const label = `${route} on ${database} at ${rate} req/s`;
    checks.push(
      atMost(`${label}: p99`, run?.p99 ?? null, maxP99Ms, 'ms', 'target'),
      atLeast(`${label}: rate reached`, run ? Math.round(run.rps) : null, Math.round(rate * 0.98), 'req/s', 'target'),
      atMost(`${label}: failed requests`, run ? run.errors + run.non2xx : null, 0, 'requests', 'target'),
    );
  }
  return checks;
}

const round1 = (n) => Math.round(n * 10) / 10;
