// Child processes with labelled output, and waiting for a server to answer.
import { spawn } from 'node:child_process';
import http from 'node:http';

/** Prefix every line a child prints, so that parallel builds stay readable. */
function pipeLines(stream, label, out) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) out.write(`${label}${line}\n`);
  });
  stream.on('end', () => rest && out.write(`${label}${rest}\n`));
}

/**
 * Start a command; its output is prefixed with `[label] `.
 * @returns {import('node:child_process').ChildProcess}
 */
export function launch(command, args, { label, cwd, env = process.env } = {}) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = label ? `[${label}] ` : '';
  pipeLines(child.stdout, prefix, process.stdout);
  pipeLines(child.stderr, prefix, process.stderr);
  return child;
}

/** Run a command to completion; resolves with its exit code (never rejects on failure). */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = options.label
      ? launch(command, args, options)
      : spawn(command, args, { cwd: options.cwd, env: options.env || process.env, stdio: 'inherit' });
    child.on('error', (error) => {
      process.stderr.write(`${command}: ${error.message}\n`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Run async tasks with at most `limit` at once; resolves with their results in order. */
export async function pool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

function status(url) {
  return new Promise((resolve) => {
    const req = http.get(url, { timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
  });
}

/** Poll `url` until it answers with a status below 500. */
export async function waitForHttp(url, { timeoutMs = 60_000, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const code = await status(url);
    if (code > 0 && code < 500) return;
    if (!isAlive()) throw new Error(`${url}: the server exited before answering`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
