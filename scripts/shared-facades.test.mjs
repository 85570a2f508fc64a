// The front ends share react-router-dom as tooling/react-router-declarative.mjs, a re-export of
// react-router's declarative mode (tooling/webpack.cjs). A name it lacks would be undefined at
// run time in whichever front end imports it: this keeps the list and the imports in step.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from './lib/site.mjs';

const FRONT_ENDS = ['shell', 'mfe-catalog', 'mfe-checkout', 'mfe-account', 'mfe-visits', 'shared-ui', 'shared-contracts'];
const FACADE = path.join(ROOT, 'tooling/react-router-declarative.mjs');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Names imported as values (not `type`) from the given module in one source text. */
function importedNames(source, module) {
  const names = [];
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${module}'`, 'g');
  for (const [, typeOnly, list] of source.matchAll(pattern)) {
    if (typeOnly) continue;
    for (const item of list.split(',').map((s) => s.trim()).filter(Boolean)) {
      if (!item.startsWith('type ')) names.push(item.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}

const facadeNames = () => importedNames(readFileSync(FACADE, 'utf8').replace(/^export\s+\{/m, 'import {'), 'react-router');

test('reads value imports and skips type imports', () => {
  const source = "import { Link, type To, useNavigate as go } from 'react-router-dom';\nimport type { Location } from 'react-router-dom';";
  assert.deepEqual(importedNames(source, 'react-router-dom'), ['Link', 'useNavigate']);
});

test('every name the front ends import from react-router-dom is in the shared declarative mode', () => {
  const shared = new Set(facadeNames());
  const missing = [];
  for (const pkg of FRONT_ENDS) {
    for (const file of sourceFiles(path.join(ROOT, pkg, 'src'))) {
      const source = readFileSync(file, 'utf8');
      if (/from 'react-router'/.test(source)) missing.push(`${path.relative(ROOT, file)} imports 'react-router' itself, which is not shared`);
      for (const name of importedNames(source, 'react-router-dom')) {
        if (!shared.has(name)) missing.push(`${path.relative(ROOT, file)}: ${name}`);
      }
    }
  }
  assert.deepEqual(missing, [], 'add these to tooling/react-router-declarative.mjs (and rebuild the shell first)');
});

test('every name of the declarative mode exists in react-router', async () => {
  const router = await import('react-router');
  const names = facadeNames();
  assert.ok(names.length > 20);
  assert.deepEqual(names.filter((name) => !(name in router)), []);
});
