// Builds the monolith yardstick (tooling/webpack.monolith.cjs) into bench/monolith/dist.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** @returns {Promise<string>} the folder holding the monolith build */
export function buildMonolith() {
  const webpack = require('webpack');
  const createConfig = require('../../tooling/webpack.monolith.cjs');
  const config = createConfig({}, { mode: 'production' });
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ preset: 'errors-only', colors: false })));
      if (stats.hasWarnings()) process.stdout.write(`${stats.toString({ preset: 'errors-warnings', colors: false })}\n`);
      resolve(createConfig.MONOLITH_DIST);
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  try {
    const dir = await buildMonolith();
    process.stdout.write(`✓ monolith built into ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  } catch (error) {
    process.stderr.write(`✗ monolith build failed: ${error.message}\n`);
    process.exit(1);
  }
}
