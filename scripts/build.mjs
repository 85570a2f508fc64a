#!/usr/bin/env node
// Builds every package (or those named: `node scripts/build.mjs mfe-visits`), skipping a package
// whose inputs have not changed since its last successful build. The inputs' hash is kept in
// <pkg>/dist/.build-stamp, so deleting dist/ (or --force) always rebuilds.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pool, run } from './lib/proc.mjs';
import { REMOTES, ROOT } from './lib/site.mjs';

const FRONT_END_INPUTS = ['shared-contracts', 'shared-ui', 'tooling/webpack.cjs', 'tooling/startup-preload.cjs', 'tooling/shared'];

/** What each package's build reads besides its own folder, the lockfile and tsconfig.base.json. */
export const PACKAGES = {
  'shared-contracts': { inputs: [] },
  api: { inputs: ['shared-contracts'], after: 'shared-contracts' },
  shell: { inputs: FRONT_END_INPUTS },
  ...Object.fromEntries(Object.values(REMOTES).map((dir) => [dir, { inputs: FRONT_END_INPUTS }])),
};

/** Webpack is the heavy part; two at once fill this 2-core machine. */
const PARALLEL = 2;

const SKIP_DIRS = new Set(['node_modules', 'dist', '.data', 'outbox', 'coverage', 'test-results', 'screenshots']);
const SKIP_FILE = /\.test\.[cm]?[jt]sx?$|\.tsbuildinfo$/;

/** Feed a file, or every file under a folder in a stable order, into the hash. */
function hashPath(hash, absolute) {
  const stat = statSync(absolute, { throwIfNoEntry: false });
  if (stat?.isFile()) {
    hash.update(path.relative(ROOT, absolute)).update('\0').update(readFileSync(absolute)).update('\0');
  } else if (stat?.isDirectory()) {
    for (const entry of readdirSync(absolute, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (entry.isDirectory() ? SKIP_DIRS.has(entry.name) : SKIP_FILE.test(entry.name)) continue;
      hashPath(hash, path.join(absolute, entry.name));
    }
  }
}

export function inputHash(pkg) {
  const hash = createHash('sha256');
  for (const input of [pkg, ...PACKAGES[pkg].inputs, 'tsconfig.base.json', 'package-lock.json']) {
    hashPath(hash, path.join(ROOT, input));
  }
  return hash.digest('hex');
}

const stampFile = (pkg) => path.join(ROOT, pkg, 'dist', '.build-stamp');

function upToDate(pkg, hash) {
  try {
    return readFileSync(stampFile(pkg), 'utf8').trim() === hash;
  } catch {
    return false;
  }
}

async function buildOne(pkg, { force }) {
  const hash = inputHash(pkg);
  if (!force && upToDate(pkg, hash)) {
    process.stdout.write(`· ${pkg} is up to date\n`);
    return true;
  }
  const started = Date.now();
  process.stdout.write(`→ building ${pkg}\n`);
  const code = await run('npm', ['run', 'build', '--silent', '-w', pkg], { label: pkg, cwd: ROOT });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) {
    process.stderr.write(`✗ ${pkg} failed (exit ${code}) after ${seconds} s\n`);
    return false;
  }
  writeFileSync(stampFile(pkg), `${hash}\n`);
  process.stdout.write(`✓ ${pkg} built in ${seconds} s\n`);
  return true;
}

/**
 * Build the given packages (all by default); a package waits for the one it needs first.
 * @returns {Promise<boolean>} true when every build succeeded
 */
export async function build({ packages = Object.keys(PACKAGES), force = false } = {}) {
  const unknown = packages.filter((p) => !(p in PACKAGES));
  if (unknown.length) throw new Error(`unknown package(s) ${unknown.join(', ')}; choose from ${Object.keys(PACKAGES).join(', ')}`);
  // The api runs against contracts' dist: building it alone still brings that up to date.
  for (const pkg of [...packages]) {
    const before = PACKAGES[pkg].after;
    if (before && !packages.includes(before)) packages = [before, ...packages];
  }
  // A package and those that must wait for it run as one sequential task.
  const tasks = [];
  for (const pkg of packages.filter((p) => !PACKAGES[p].after)) {
    const dependents = packages.filter((p) => PACKAGES[p].after === pkg);
    tasks.push(async () => {
      if (!(await buildOne(pkg, { force }))) return false;
      for (const next of dependents) if (!(await buildOne(next, { force }))) return false;
      return true;
    });
  }
  return (await pool(tasks, PARALLEL)).every(Boolean);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const packages = args.filter((a) => !a.startsWith('--'));
  try {
    const ok = await build({ packages: packages.length ? packages : undefined, force: args.includes('--force') });
    process.exit(ok ? 0 : 1);
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
