#!/usr/bin/env node
// `npm test`: every check, cheapest first, stopping at the first step that fails. Ends with one
// line `N passed, N failed`: the tests of every suite, plus one per type-checked program, one for
// the lint and one for the build.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pool, run } from './lib/proc.mjs';
import { ROOT } from './lib/site.mjs';

/**
 * The type-checked programs: the front ends (shared-ui, the shell and the remotes) as one program,
 * tsconfig.frontends.json, whose shared types are then checked once: 75 s instead of seven runs of
 * 35-45 s each on a loaded 2-core machine.
 */
// The longest first: the other three run one after another beside it.
const TYPECHECKED = ['tsconfig.frontends.json', 'shared-contracts/tsconfig.json', 'api/tsconfig.json', 'e2e/tsconfig.json'];

const reports = mkdtempSync(path.join(os.tmpdir(), 'nougaterie-test-'));
const report = (name) => path.join(reports, name);
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A suite that crashed before writing its report counts as one failure. */
function jestCounts(file, code) {
  const r = readJson(file);
  if (!r) return { passed: 0, failed: code === 0 ? 0 : 1 };
  const brokenSuites = r.numRuntimeErrorTestSuites ?? 0;
  const failed = r.numFailedTests + brokenSuites;
  return { passed: r.numPassedTests, failed: failed || (code === 0 ? 0 : 1) };
}

const steps = [
  {
    name: 'type checks',
    async run() {
      // api/tsconfig.json reads contracts' declarations from shared-contracts/dist.
      if ((await run(process.execPath, ['scripts/build.mjs', 'shared-contracts'], { cwd: ROOT })) !== 0) {
        return { passed: 0, failed: 1 };
      }
      const codes = await pool(
        TYPECHECKED.map((project) => () => run(bin('tsc'), ['-p', project], { label: `tsc ${project}`, cwd: ROOT })),
        2,
      );
      return { passed: codes.filter((c) => c === 0).length, failed: codes.filter((c) => c !== 0).length };
    },
  },
  {
    // ESLint (with the types: it reads contracts' declarations too) and Prettier's check, as
    // `npm run lint` runs them; `npm run lint -- --fix` fixes what can be fixed.
    name: 'lint (ESLint and Prettier)',
    async run() {
      const code = await run(process.execPath, ['scripts/lint.mjs'], { cwd: ROOT });
      return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
    },
  },
  {
    name: 'unit tests (jest)',
    async run() {
      const file = report('jest.json');
      const code = await run(bin('jest'), ['--json', `--outputFile=${file}`, '--maxWorkers=2'], { cwd: ROOT });
      return jestCounts(file, code);
    },
  },
  {
    name: 'tooling tests (node --test scripts/*.test.mjs)',
    async run() {
      const file = report('tooling.tap');
      // Named one by one: Node 20 takes no globs, and given the folder it would run this file too.
      const files = readdirSync(path.join(ROOT, 'scripts'))
        .filter((f) => f.endsWith('.test.mjs'))
        .map((f) => `scripts/${f}`);
      const code = await run(
        process.execPath,
        ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${file}`, ...files],
        { cwd: ROOT },
      );
      const tap = readFileSync(file, 'utf8');
      const count = (key) => Number(tap.match(new RegExp(`^# ${key} (\\d+)$`, 'm'))?.[1] ?? 0);
      return { passed: count('pass'), failed: count('fail') || (code === 0 ? 0 : 1) };
    },
  },
  {
    name: `api tests${process.env.DATABASE_URL ? ' (PGlite and PostgreSQL)' : ' (PGlite)'}`,
    async run() {
      const file = report('api.json');
      const code = await run('npm', ['test', '-w', 'api', '--', '--json', `--outputFile=${file}`], { cwd: ROOT });
      return jestCounts(file, code);
    },
  },
  {
    name: 'build',
    async run() {
      const code = await run(process.execPath, ['scripts/build.mjs'], { cwd: ROOT });
      return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
    },
  },
  {
    name: 'browser tests (playwright)',
    async run() {
      const file = report('e2e.json');
      const code = await run('npm', ['test', '-w', 'e2e'], {
        cwd: ROOT,
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
      });
      const result = readJson(file);
      if (!result?.stats) return { passed: 0, failed: 1 };
      const { stats } = result;
      // Errors outside any test (a web server that did not start, a broken spec file) count too.
      const failed = stats.unexpected + (result.errors?.length ?? 0);
      return { passed: stats.expected + stats.flaky, failed: failed || (code === 0 ? 0 : 1) };
    },
  },
];

const totals = { passed: 0, failed: 0 };
const lines = [];
for (const step of steps) {
  process.stdout.write(`\n━━ ${step.name}\n`);
  const started = Date.now();
  const { passed, failed } = await step.run();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  totals.passed += passed;
  totals.failed += failed;
  lines.push(`${failed ? '✗' : '✓'} ${step.name.padEnd(50)} ${passed} passed, ${failed} failed (${seconds} s)`);
  if (failed) break;
}
rmSync(reports, { recursive: true, force: true });

const skipped = steps.slice(lines.length).map((s) => `- ${s.name} (not run: an earlier step failed)`);
process.stdout.write(`\n${[...lines, ...skipped].join('\n')}\n${totals.passed} passed, ${totals.failed} failed\n`);
process.exit(totals.failed ? 1 : 0);
