import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { supervise } from './lib/supervise.mjs';

/** A child that counts its starts in a file and exits with 1 for the first `failures` of them. */
function flaky(dir, failures) {
  const counter = path.join(dir, 'starts');
  const script = `
    const fs = require('node:fs');
    const n = (fs.existsSync(${JSON.stringify(counter)}) ? Number(fs.readFileSync(${JSON.stringify(counter)}, 'utf8')) : 0) + 1;
    fs.writeFileSync(${JSON.stringify(counter)}, String(n));
    if (n <= ${failures}) process.exit(1);
    setInterval(() => {}, 1000);`;
  return { start: () => spawn(process.execPath, ['-e', script], { stdio: 'ignore' }), starts: () => Number(readFileSync(counter, 'utf8')) };
}

const until = async (condition, ms = 10_000) => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

test('a child that crashes is started again, after pauses that double', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'supervise-'));
  try {
    const child = flaky(dir, 3);
    const messages = [];
    const started = Date.now();
    const supervised = supervise(child.start, { firstDelayMs: 100, log: (m) => messages.push(m) });
    await until(() => supervised.restarts === 3 && supervised.child.exitCode === null && child.starts() === 4);
    // Pauses of 100, 200 and 400 ms before the three restarts.
    assert.ok(Date.now() - started >= 700, `restarted after ${Date.now() - started} ms`);
    assert.deepEqual(
      messages.map((m) => m.match(/in ([\d.]+) s/)[1]),
      ['0.1', '0.2', '0.4'],
    );
    assert.equal(supervised.isAlive(), true);
    await supervised.close();
    assert.notEqual(supervised.child.signalCode ?? supervised.child.exitCode, null);
    // Stopped on purpose: not restarted.
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(child.starts(), 4);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a child that keeps crashing at once is given up after the quick failures allowed', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'supervise-'));
  try {
    const child = flaky(dir, 1000);
    const supervised = supervise(child.start, { firstDelayMs: 10, maxQuickFailures: 3 });
    assert.equal(await supervised.gaveUp, 1);
    assert.equal(child.starts(), 4);
    assert.equal(supervised.isAlive(), false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
