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

/**
 * Lighthouse: every category score of every page at or above its floor.
 * @param {Record<string, { scores: Record<string, number> }>} pages  medians by page
 * @param {object} budget  bench/budget.json's `lighthouse`
 */
export function lighthouseChecks(pages, budget) {
  const checks = [];
  for (const [name, page] of Object.entries(pages)) {
    for (const [category, floor] of Object.entries(budget.minScores)) {
      checks.push(atLeast(`${name}: Lighthouse ${category}`, page.scores[category] ?? null, floor, '/100', 'target'));
    }
  }
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
