// The front ends share react-router-dom, react-i18next and styled-components through re-exports of the names
// they use (tooling/shared/<library>.mjs, FACADES in tooling/webpack.cjs), so the browser gets
// those names and not the whole library. A name a facade lacks would be undefined at run time in
// whichever front end imports it: this keeps each list and the imports in step.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from './lib/site.mjs';

const require = createRequire(import.meta.url);
const { FACADES } = require('../tooling/webpack.cjs');

const FRONT_ENDS = ['shell', 'mfe-catalog', 'mfe-checkout', 'mfe-account', 'mfe-visits', 'mfe-backoffice', 'shared-ui', 'shared-contracts'];

/**
 * Sub-paths a page may import into its own chunk: they hold no state of their own (react-i18next's
 * <Trans> without context takes `t` and `i18n` from the page).
 */
const OWN_COPY_ALLOWED = new Set(['react-i18next/TransWithoutContext']);

/**
 * Compiled for Node alone, without federation (frameConfig in tooling/webpack.cjs): it runs at
 * build time with the libraries themselves and never reaches the browser.
 */
const NODE_ONLY = new Set(['shell/src/frame/server.tsx']);

/** Where a facade takes its names from, and the real module holding them (for the last test). */
const SOURCES = {
  'react-router-dom': { from: 'react-router', real: 'react-router' },
  'react-i18next': { from: 'nougaterie-whole-react-i18next', real: 'react-i18next' },
  'styled-components': { from: 'nougaterie-whole-styled-components', real: 'styled-components' },
};

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    if (NODE_ONLY.has(path.relative(ROOT, full))) return [];
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Names imported as values (not `type`) from the given module in one source text. */
function importedNames(source, module) {
  const names = [];
  const pattern = new RegExp(`import\\s+(type\\s+)?(\\w+\\s*,\\s*)?\\{([^}]*)\\}\\s+from\\s+'${escape(module)}'`, 'g');
  for (const [, typeOnly, defaultImport, list] of source.matchAll(pattern)) {
    if (typeOnly) continue;
    if (defaultImport) names.push('default');
    for (const item of list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      if (!item.startsWith('type ')) names.push(item.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}

const facadePath = (library) => path.join(ROOT, 'tooling/shared', FACADES[library].file);
const facadeNames = (library) => importedNames(readFileSync(facadePath(library), 'utf8').replace(/^export\s+\{/m, 'import {'), SOURCES[library].from);

test('reads value imports and skips type imports', () => {
  const source = "import { Link, type To, useNavigate as go } from 'react-router-dom';\nimport type { Location } from 'react-router-dom';";
  assert.deepEqual(importedNames(source, 'react-router-dom'), ['Link', 'useNavigate']);
  assert.deepEqual(importedNames("import styled, { css } from 'styled-components';", 'styled-components'), ['default', 'css']);
});

test('every facade of tooling/webpack.cjs is checked here', () => {
  assert.deepEqual(Object.keys(FACADES).sort(), Object.keys(SOURCES).sort());
});

for (const library of Object.keys(SOURCES)) {
  test(`every name the front ends import from ${library} is in its shared facade`, () => {
    const shared = new Set(facadeNames(library));
    const missing = [];
    for (const pkg of FRONT_ENDS) {
      for (const file of sourceFiles(path.join(ROOT, pkg, 'src'))) {
        const source = readFileSync(file, 'utf8');
        const where = path.relative(ROOT, file);
        // Any other way in (a sub-path, a namespace or default import) would bypass the facade.
        for (const [, subPath] of source.matchAll(new RegExp(`from\\s+'(${escape(library)}/[^']*)'`, 'g'))) {
          if (!OWN_COPY_ALLOWED.has(subPath)) missing.push(`${where} imports '${subPath}', which is not shared`);
        }
        if (new RegExp(`import\\s+\\*\\s+as\\s+\\w+\\s+from\\s+'${escape(library)}'`).test(source)) {
          missing.push(`${where} imports '${library}' as a whole; import the names`);
        }
        if (
          new RegExp(`import\\s+\\w+\\s*(,|from)`).test(source) &&
          new RegExp(`import\\s+\\w+\\s*(,\\s*\\{[^}]*\\}\\s*)?from\\s+'${escape(library)}'`).test(source)
        ) {
          if (!shared.has('default')) missing.push(`${where}: default`);
        }
        if (library === 'react-router-dom' && /from 'react-router'/.test(source)) {
          missing.push(`${where} imports 'react-router' itself, which is not shared`);
        }
        for (const name of importedNames(source, library)) {
          if (!shared.has(name)) missing.push(`${where}: ${name}`);
        }
      }
    }
    assert.deepEqual(missing, [], `add these to ${path.relative(ROOT, facadePath(library))} (and rebuild the shell first)`);
  });

  test(`every name of the ${library} facade exists in ${SOURCES[library].real}`, async () => {
    const real = await import(SOURCES[library].real);
    const names = facadeNames(library);
    assert.ok(names.length >= 5, `${library}: ${names.length} names read`);
    assert.deepEqual(
      names.filter((name) => !(name in real)),
      [],
    );
  });
}
