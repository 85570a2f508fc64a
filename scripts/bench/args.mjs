// `npm run bench` options.
import path from 'node:path';

export const STAGES = ['bytes', 'lighthouse', 'api'];

/**
 * --only=bytes,lighthouse,api  a subset of the stages (default: all)
 * --no-build                   measure what is already built
 * --runs=N                     Lighthouse runs per page, the median is kept (default 5)
 * --calls=a,b                  api stage: only the rows whose name holds one of these, any case
 *                              ("no cache", "basket valid", "PGlite", "at 200 req/s")
 * --api-server=FILE            api stage: run this build's server.js instead of api/dist's (a side-by-side run)
 * --lockstep                   api stage: pace with autocannon's plain overallRate, every connection's
 *                              share sent at the top of each second (api-load.mjs, pacedLoad)
 * --out=DIR                    write report.md and results.json there instead of bench/ (a trial run)
 * @param {string[]} argv
 */
export function parseArgs(argv) {
  const options = { stages: STAGES, build: true, runs: 5, calls: [], apiServer: undefined, out: undefined, lockstep: false };
  for (const arg of argv) {
    if (arg === '--no-build') options.build = false;
    else if (arg === '--lockstep') options.lockstep = true;
    else if (arg.startsWith('--calls=')) options.calls = arg.slice('--calls='.length).split(',').map((c) => c.trim()).filter(Boolean);
    else if (arg.startsWith('--api-server=')) options.apiServer = path.resolve(arg.slice('--api-server='.length));
    else if (arg.startsWith('--out=')) options.out = path.resolve(arg.slice('--out='.length));
    else if (arg.startsWith('--only=')) options.stages = arg.slice('--only='.length).split(',').filter(Boolean);
    else if (arg.startsWith('--runs=')) options.runs = Number(arg.slice('--runs='.length));
    else throw new Error(`unknown option ${arg}`);
  }
  const unknown = options.stages.filter((s) => !STAGES.includes(s));
  if (unknown.length) throw new Error(`unknown stage(s) ${unknown.join(', ')}; choose from ${STAGES.join(', ')}`);
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  return options;
}
