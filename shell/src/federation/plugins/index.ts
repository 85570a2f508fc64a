/**
 * The shell's federation runtime plugins, given to `init` in ../loader.ts: the page's early
 * manifest taken from index.html's inline script, and the contracts version check of each
 * remote's manifest. What contains a failing remote is beside them: ../retry.ts, ../chunkReload.ts
 * and ../RemoteBoundary.tsx.
 */
export { contractsCheckPlugin } from './contractsCheck';
export { earlyManifestPlugin } from './earlyManifest';
