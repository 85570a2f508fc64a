// npm hoists drizzle-kit to the repo root but keeps drizzle-orm inside api/node_modules, so the
// kit's own `import('drizzle-orm/...')` finds nothing. This runs the kit with drizzle-orm
// resolved from this package.
import { createRequire, register } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const here = import.meta.url;
register(
  'data:text/javascript,' +
    encodeURIComponent(`
      export async function resolve(specifier, context, next) {
        if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
          return next(specifier, { ...context, parentURL: ${JSON.stringify(here)} });
        }
        return next(specifier, context);
      }`),
);

const kitBin = join(dirname(createRequire(here).resolve('drizzle-kit')), 'bin.cjs');
process.argv.splice(1, 1, kitBin);
await import(pathToFileURL(kitBin).href);
