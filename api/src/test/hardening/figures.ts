import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../../paths.js';

/**
 * The hardening suites' counts of the last run (requests fuzzed, attempts refused, faults
 * survived), by suite and database driver: the README's 'Reliability and security' section
 * quotes them. HARDENING_FIGURES moves the file.
 */
export const FIGURES_FILE = process.env.HARDENING_FIGURES ?? path.join(packageRoot, '.data/hardening-figures.json');

export function recordFigures(suite: string, driver: string, figures: Record<string, unknown>): void {
  let all: Record<string, Record<string, unknown>> = {};
  try {
    all = JSON.parse(readFileSync(FIGURES_FILE, 'utf8')) as Record<string, Record<string, unknown>>;
  } catch {
    // First run, or a file from an older shape: start again.
  }
  all[suite] = { ...all[suite], [driver]: { ...figures, recorded_at: new Date().toISOString() } };
  mkdirSync(path.dirname(FIGURES_FILE), { recursive: true });
  writeFileSync(FIGURES_FILE, `${JSON.stringify(all, null, 2)}\n`);
}

/** Fixed by default so a failure can be replayed; FUZZ_SEED and FUZZ_RUNS change them. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 30);
