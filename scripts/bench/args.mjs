// `npm run bench` options.
export const STAGES = ['bytes', 'lighthouse', 'api'];

/**
 * --only=bytes,lighthouse,api  a subset of the stages (default: all)
 * --no-build                   measure what is already built
 * --runs=N                     Lighthouse runs per page, the median is kept (default 3)
 * @param {string[]} argv
 */
export function parseArgs(argv) {
  const options = { stages: STAGES, build: true, runs: 3 };
  for (const arg of argv) {
    if (arg === '--no-build') options.build = false;
    else if (arg.startsWith('--only=')) options.stages = arg.slice('--only='.length).split(',').filter(Boolean);
    else if (arg.startsWith('--runs=')) options.runs = Number(arg.slice('--runs='.length));
    else throw new Error(`unknown option ${arg}`);
  }
  const unknown = options.stages.filter((s) => !STAGES.includes(s));
  if (unknown.length) throw new Error(`unknown stage(s) ${unknown.join(', ')}; choose from ${STAGES.join(', ')}`);
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  return options;
}
