// What shoppers type (names, addresses, messages, searches) reaches the page as text only: React
// escapes it, unless code hands a string to the browser's HTML parser. This test keeps every such
// door shut in the front ends' sources, so an exception has to be argued here, not slipped in.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FRONT_ENDS = ['shell', 'mfe-catalog', 'mfe-checkout', 'mfe-account', 'mfe-visits', 'mfe-backoffice', 'shared-ui', 'shared-contracts'];
const RAW_HTML = /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write\(|createContextualFragment|DOMParser/;

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(tsx?|jsx?)$/.test(entry.name) && !/\.test\.(tsx?|jsx?)$/.test(entry.name) ? [full] : [];
  });
}

test('no front-end source turns a string into HTML', () => {
  const files = FRONT_ENDS.flatMap((pkg) => sources(path.join(ROOT, pkg, 'src')));
  assert.ok(files.length > 100, `found the front ends' sources (${files.length} files)`);
  const offenders = files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (RAW_HTML.test(line) ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [])),
  );
  assert.deepEqual(offenders, []);
});
