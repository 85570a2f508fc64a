#!/usr/bin/env node
// `npm start`: from a fresh clone to a running site. Installs dependencies when missing or stale,
// builds what changed, writes shell/dist/remotes.json from environment, then serves the api
// (which migrates and seeds its database itself), the shell and the five remotes.
import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run } from './lib/proc.mjs';
import { ROOT, siteConfig } from './lib/site.mjs';
import { build } from './build.mjs';

const started = Date.now();
const mtime = (file) => statSync(path.join(ROOT, file), { throwIfNoEntry: false })?.mtimeMs;

// npm rewrites node_modules/.package-lock.json on every install: older than the lockfile means stale.
const installed = mtime('node_modules/.package-lock.json');
if (!installed || installed < mtime('package-lock.json')) {
  process.stdout.write(installed ? 'package-lock.json changed since the last install: running npm ci\n' : 'node_modules is missing: running npm ci\n');
  if ((await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: ROOT })) !== 0) {
    // npm ci refuses a lockfile without other platforms' optional binaries (@swc/core-darwin-*...),
    // which a registry that does not serve them can never produce; npm install still installs
    // exactly the locked versions.
    process.stdout.write('npm ci refused the lockfile: running npm install (same locked versions)\n');
    if ((await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: ROOT })) !== 0) process.exit(1);
  }
}

const config = siteConfig();
if (!(await build())) {
  process.stderr.write('The build failed; nothing was started.\n');
  process.exit(1);
}

writeFileSync(path.join(ROOT, 'shell/dist/remotes.json'), `${JSON.stringify(config.runtime, null, 2)}\n`);

// Loaded only now: the static server's dependencies exist once npm ci has run.
const { describe, serveSite, stopOnSignal } = await import('./serve.mjs');
try {
  const site = await serveSite();
  stopOnSignal(site);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  process.stdout.write(`\n${describe(site)}\n\nReady in ${seconds} s: ${site.urls.shell}\n(Ctrl-C stops everything)\n`);
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
