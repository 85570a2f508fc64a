#!/usr/bin/env node
// `npm run deploy -- <part> [--target <folder | [user@]host:path>] [--source <package folder>] [--grace <duration>]`
// builds one front end alone (production) and publishes it where its origin serves it, without
// touching the shell or any other remote: the shell finds each remote through remotes.json, so
// a remote's new files are live for the next page load.
//
// A deploy never leaves a half-published folder behind a page:
// - the build goes to a staging folder inside the target (same disk), and each file is then
//   moved into place with rename(2), which replaces a file in one step;
// - content-hashed chunks go first (new names, nothing refers to them yet), then the other files,
//   then the few files a page finds by a fixed name, the one that names all the others last
//   (remoteEntry.js then mf-manifest.json; the shell's main.js then index.html);
// - files of the previous release are kept for a grace period (24 h by default), so a page opened
//   before the deploy still finds the chunks its old remoteEntry.js asks for. After that a page
//   that is still open reloads itself once on a missing chunk (shell/src/federation/chunkReload.ts).
// A remote target is written with rsync (which also replaces each file in one rename), in the
// same order; old files are left there, for the origin's owner to prune.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inputHash } from './build.mjs';
import { run } from './lib/proc.mjs';
import { REMOTES, ROOT } from './lib/site.mjs';

/** What can be deployed: the shell and each remote, by name, with its workspace folder. */
export const DEPLOYABLE = { shell: 'shell', ...REMOTES };

/** Files a page asks for by a fixed name, published last and in this order. */
const FIXED_NAMES = {
  shell: ['main.js', 'index.html'],
  remote: ['remoteEntry.js', 'mf-manifest.json'],
};
const fixedNames = (part) => (part === 'shell' ? FIXED_NAMES.shell : FIXED_NAMES.remote);

/** Same rule as the static servers' cache policy: `[name].[contenthash:8].ext` never changes. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?$/i;

/** Written next to the shell when it starts, from environment: configuration, not build output. */
const RUNTIME_FILES = new Set(['remotes.json']);

/** When each file of earlier releases left the live one; a dotfile, so no static server serves it. */
export const STATE_FILE = '.deploy-state.json';

export const DEFAULT_GRACE = '24h';

const UNITS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `90s`, `45m`, `24h`, `7d`, or a number of seconds, to milliseconds. */
export function parseDuration(text) {
  const match = /^(\d+)([smhd]?)$/.exec(String(text).trim());
  if (!match) throw new Error(`--grace ${text}: give a duration such as 45m, 24h or 7d`);
  return Number(match[1]) * UNITS[match[2] || 's'];
}

/** rsync's own rule: a colon before the first slash names a host (`deploy@cdn:/srv/visits`). */
export function parseTarget(target) {
  if (/^rsync:\/\//.test(target) || /^[^/]+:/.test(target)) {
    return { kind: 'rsync', dest: target.endsWith('/') ? target : `${target}/` };
  }
  return { kind: 'folder', dir: path.resolve(target) };
}

/** Where a part goes when no --target is given: DEPLOY_DIR/<part>, else the folder `npm run serve` serves. */
export function defaultTarget(part, env = process.env, root = ROOT) {
  return env.DEPLOY_DIR ? path.join(path.resolve(env.DEPLOY_DIR), part) : path.join(root, DEPLOYABLE[part], 'dist');
}

/** Hashed files first, then the rest, then the fixed names in their order. */
export function publishOrder(files, part) {
  const fixed = fixedNames(part);
  const rank = (file) => (fixed.includes(file) ? 2 + fixed.indexOf(file) : HASHED.test(file) ? 0 : 1);
  return [...files].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** Every file under `dir`, as forward-slash paths relative to it, dotfiles and dot-folders left out. */
function listFiles(dir, prefix = '') {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .flatMap((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]));
}

function readState(dir) {
  try {
    const state = JSON.parse(readFileSync(path.join(dir, STATE_FILE), 'utf8'));
    return { retired: state.retired ?? {} };
  } catch {
    return { retired: {} };
  }
}

function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** A build checked before anything is published: a remote without its manifest would break pages. */
export function checkBuild(stage, part) {
  const missing = fixedNames(part).filter((file) => !existsSync(path.join(stage, file)));
  if (missing.length) throw new Error(`the build of ${part} has no ${missing.join(', ')}; nothing was published`);
}

/**
 * Moves a staged build (a folder on the target's disk) into the target folder, then deletes the
 * files of earlier releases whose grace period is over.
 * @returns {{ published: string[], kept: string[], removed: string[] }}
 */
export function publishToFolder(stage, dir, { part, graceMs, now = Date.now() }) {
  const published = publishOrder(listFiles(stage), part);
  for (const file of published) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    renameSync(path.join(stage, file), path.join(dir, file));
  }

  const live = new Set(published);
  const { retired } = readState(dir);
  const kept = [];
  const removed = [];
  for (const file of listFiles(dir)) {
    if (live.has(file) || RUNTIME_FILES.has(file)) continue;
    const since = retired[file] ?? now;
    if (now - since >= graceMs) {
      unlinkSync(path.join(dir, file));
      removed.push(file);
    } else {
      kept.push(file);
    }
  }
  const state = { deployedAt: new Date(now).toISOString(), retired: Object.fromEntries(kept.map((f) => [f, retired[f] ?? now])) };
  writeAtomically(path.join(dir, STATE_FILE), `${JSON.stringify(state, null, 2)}\n`);
  return { published, kept, removed };
}

/** Three rsync runs: everything but the fixed names, then each fixed name in its order. */
export function rsyncCommands(stage, dest, part) {
  const fixed = fixedNames(part);
  const from = stage.endsWith('/') ? stage : `${stage}/`;
  return [['rsync', ['-a', ...fixed.map((file) => `--exclude=/${file}`), from, dest]], ...fixed.map((file) => ['rsync', ['-a', path.join(stage, file), dest]])];
}

/** `npm run build` of the package (the one in the workspace, or the folder given), into `outDir`. */
export async function webpackBuild({ packageDir, outDir, label }) {
  const code = await run('npm', ['run', 'build', '--silent', '--', '--output-path', outDir], { cwd: packageDir, label });
  if (code !== 0) throw new Error(`the build of ${label} failed (exit ${code}); nothing was published`);
}

async function runAll(commands) {
  for (const [command, args] of commands) {
    const code = await run(command, args, { label: command });
    if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${code})`);
  }
}

/**
 * Build one part and publish it.
 * @param {object} o
 * @param {string} o.part        shell, catalog, checkout, account or visits
 * @param {string} [o.target]    a folder, or an rsync destination `[user@]host:path`
 * @param {string} [o.source]    the package folder to build; the workspace's by default
 * @param {string} [o.grace]     how long files of the previous release stay (folder targets)
 * @param {Function} [o.build]   builds into a folder (tests replace webpack)
 * @param {Function} [o.execute] runs commands (tests replace rsync)
 * @param {number} [o.now]
 * @param {NodeJS.ProcessEnv} [o.env]
 * @param {string} [o.root]      the workspace (tests use a folder of their own)
 * @param {Function} [o.buildStamp]  build.mjs's hash of a package's inputs
 */
export async function deploy({
  part,
  target,
  source,
  grace = DEFAULT_GRACE,
  build = webpackBuild,
  execute = runAll,
  now = Date.now(),
  env = process.env,
  root = ROOT,
  buildStamp = inputHash,
}) {
  if (!(part in DEPLOYABLE)) throw new Error(`unknown part "${part}"; choose from ${Object.keys(DEPLOYABLE).join(', ')}`);
  const graceMs = parseDuration(grace);
  const workspaceDir = path.join(root, DEPLOYABLE[part]);
  const packageDir = source ? path.resolve(source) : workspaceDir;
  const where = parseTarget(target ?? defaultTarget(part, env, root));
  const ownDist = where.kind === 'folder' && where.dir === path.join(workspaceDir, 'dist');
  // Hashed before building, as build.mjs does: what the build read, not what changed meanwhile.
  const stamp = ownDist && !source ? buildStamp(DEPLOYABLE[part]) : undefined;

  if (where.kind === 'folder') mkdirSync(where.dir, { recursive: true });
  const stage = mkdtempSync(where.kind === 'folder' ? path.join(where.dir, '.incoming-') : path.join(os.tmpdir(), `deploy-${part}-`));
  try {
    await build({ packageDir, outDir: stage, label: part });
    checkBuild(stage, part);
    if (where.kind === 'rsync') {
      await execute(rsyncCommands(stage, where.dest, part));
      return { target: where.dest, published: publishOrder(listFiles(stage), part), kept: [], removed: [] };
    }
    const result = publishToFolder(stage, where.dir, { part, graceMs, now });
    // Deployed into its own dist/, the package counts as built from these sources (or, built
    // from elsewhere, as not built), so that `npm run build` neither skips nor redoes it wrongly.
    if (ownDist) {
      const stampFile = path.join(where.dir, '.build-stamp');
      if (stamp) writeFileSync(stampFile, `${stamp}\n`);
      else rmSync(stampFile, { force: true });
    }
    return { target: where.dir, ...result };
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

function parseArgs(argv) {
  const options = {};
  const positional = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const flag = /^--(target|source|grace)(?:=(.*))?$/.exec(arg);
    if (flag) {
      const value = flag[2] ?? argv[(i += 1)];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      options[flag[1]] = value;
    } else if (arg.startsWith('--')) {
      throw new Error(`unknown option ${arg}`);
    } else {
      positional.push(arg);
    }
  }
  if (positional.length !== 1) throw new Error(`name one part to deploy: ${Object.keys(DEPLOYABLE).join(', ')}`);
  return { part: positional[0], ...options };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const options = parseArgs(process.argv.slice(2));
    const started = Date.now();
    process.stdout.write(`→ building ${options.part}\n`);
    const { target, published, kept, removed } = await deploy(options);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `✓ ${options.part} deployed to ${target} in ${seconds} s: ${published.length} files published, ` +
        `${kept.length} kept from earlier releases, ${removed.length} removed\n`,
    );
  } catch (error) {
    process.stderr.write(`✗ ${error.message}\n`);
    process.exit(1);
  }
}
