import type { Page } from '@playwright/test';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteName } from './ports';
import { editRemotesConfig } from './remotes-config';

export const ROOT = path.resolve(__dirname, '../..');
export const distOf = (part: RemoteName | 'shell') => path.join(ROOT, part === 'shell' ? 'shell' : `mfe-${part}`, 'dist');

/** A folder in the system's temporary directory, removed by `remove()`. */
export function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A copy of a remote's sources outside the repository that builds like the original (the same
 * tooling and node_modules, through symbolic links), so a test can change and rebuild it while the
 * repository and its dist/ stay as they are. Only the federated remote is built: the package's
 * other webpack configurations (mfe-visits' standalone widget) would only cost time.
 */
export function copyRemoteSources(remote: RemoteName, edit: (packageDir: string) => void) {
  const temp = tempDir(`nougaterie-${remote}-src-`);
  const pkg = `mfe-${remote}`;
  const packageDir = path.join(temp.dir, pkg);
  mkdirSync(packageDir);
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(temp.dir, 'node_modules'));
  symlinkSync(path.join(ROOT, 'tooling'), path.join(temp.dir, 'tooling'));
  symlinkSync(path.join(ROOT, pkg, 'node_modules'), path.join(packageDir, 'node_modules'));
  cpSync(path.join(ROOT, pkg, 'src'), path.join(packageDir, 'src'), { recursive: true });
  cpSync(path.join(ROOT, pkg, 'package.json'), path.join(packageDir, 'package.json'));
  cpSync(path.join(ROOT, pkg, 'webpack.config.cjs'), path.join(packageDir, 'webpack.original.cjs'));
  writeFileSync(
    path.join(packageDir, 'webpack.config.cjs'),
    `const original = require('./webpack.original.cjs');
module.exports = (env, argv) =>
  [original].flat().map((config) => (typeof config === 'function' ? config(env, argv) : config))
    .filter((config) => !config.name || config.name === ${JSON.stringify(remote)});
`,
  );
  edit(packageDir);
  return { packageDir, remove: temp.remove };
}

/** A static server like the site's, for a remote deployed in a folder of the test's own. */
export async function serveRemote(name: string, root: string) {
  const { startStaticServer } = await import('../../scripts/lib/static-server.mjs');
  return startStaticServer({ name, root, port: 0, cors: true });
}

/**
 * The shell reads where each remote lives from remotes.json at start: this page's copy of it
 * points `remote` at another origin, as a remotes.json written for that deployment would.
 */
export async function pointRemoteAt(page: Page, remote: RemoteName, origin: string) {
  await editRemotesConfig(page, { remotes: { [remote]: `${origin}/mf-manifest.json` } });
}
