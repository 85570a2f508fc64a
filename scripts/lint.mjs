#!/usr/bin/env node
// `npm run lint`: ESLint (eslint.config.mjs) over every package, then Prettier's check of the
// formatting (.prettierrc.json); `npm run lint -- --fix` lets both fix what they can. Exits 1 on
// any error or warning. A step of `npm test` (scripts/test.mjs).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const fix = process.argv.includes('--fix');
const run = (command, args) => spawnSync('npx', [command, ...args], { cwd: root, stdio: 'inherit' }).status ?? 1;

// A warning fails too: a finding left in the code is one nobody reads.
const eslint = run('eslint', ['.', '--max-warnings', '0', ...(fix ? ['--fix'] : [])]);
const prettier = run('prettier', [fix ? '--write' : '--check', '--log-level', 'warn', '.']);
process.exit(eslint === 0 && prettier === 0 ? 0 : 1);
