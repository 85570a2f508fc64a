// A run of some stages only (--only=…) replaces bench/results.json and bench/report.md: what it
// did not measure is kept from the results it replaces, each stage labelled with the run that
// measured it, so a Lighthouse-only run does not erase the api's figures.
import { existsSync, readFileSync } from 'node:fs';
import { STAGES } from './args.mjs';

/** The run a stage's figures come from, as the report names it. */
export const runOf = (results) => ({
  command: results.command,
  date: results.date,
  commit: results.commit,
  loadBefore: results.machine?.loadBefore ?? null,
});

/**
 * `results` plus, for each stage it did not run, that stage's figures in `previous`, with the
 * run that measured them in `earlier[stage]` (kept through later partial runs). The api stage's
 * unmeasured servers (`skipped`) and its --calls (`apiCalls`) go with its figures. The checks are
 * not carried: they are judged again against today's budget (budget.mjs, benchChecks).
 * @param {object} results  this run's
 * @param {object | null | undefined} previous  the results.json it replaces
 * @param {string[]} ran  the stages this run measured
 */
export function keepEarlierStages(results, previous, ran) {
  if (!previous) return results;
  const merged = { ...results, earlier: { ...results.earlier } };
  for (const stage of STAGES) {
    if (ran.includes(stage) || previous[stage] == null) continue;
    merged[stage] = previous[stage];
    merged.earlier[stage] = previous.earlier?.[stage] ?? runOf(previous);
    if (stage === 'api') {
      merged.skipped = [...(results.skipped ?? []), ...(previous.skipped ?? [])];
      if (previous.apiCalls) merged.apiCalls = previous.apiCalls;
    }
  }
  if (!Object.keys(merged.earlier).length) delete merged.earlier;
  return merged;
}

/** The results.json a run replaces, if any and readable. */
export function readPrevious(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
