// `npm run deploy`: one part built alone and published without breaking open pages.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { STATE_FILE, defaultTarget, deploy, parseDuration, parseTarget, publishOrder, rsyncCommands } from './deploy.mjs';
import { ROOT } from './lib/site.mjs';

const HOUR = 3_600_000;

let tmp;
beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'deploy-test-'));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

function writeFiles(dir, files) {
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
}

const read = (dir, file) => readFileSync(path.join(dir, file), 'utf8');
const visible = (dir) =>
  readdirSync(dir)
    .filter((f) => !f.startsWith('.'))
    .sort();

/** A stand-in for webpack: writes these files where the real build would. */
const fakeBuild =
  (files) =>
  async ({ outDir }) =>
    writeFiles(outDir, files);

const release = (routesHash, text) => ({
  'remoteEntry.js': `load("__federation_expose_routes.${routesHash}.js")`,
  'mf-manifest.json': JSON.stringify({ id: 'visits', metaData: { contractsVersion: '1.0.0' } }),
  [`__federation_expose_routes.${routesHash}.js`]: text,
  '540.76380663.js': 'react-dom',
  'assets/logo.0a1b2c3d.svg': '<svg/>',
});

describe('publishOrder', () => {
  test('a remote: hashed chunks, then other files, then remoteEntry.js, then mf-manifest.json', () => {
    const files = ['mf-manifest.json', 'remoteEntry.js', 'visits-widget.js', '540.76380663.js', 'mf-stats.json', 'assets/a.0a1b2c3d.svg'];
    assert.deepEqual(publishOrder(files, 'visits'), [
      '540.76380663.js',
      'assets/a.0a1b2c3d.svg',
      'mf-stats.json',
      'visits-widget.js',
      'remoteEntry.js',
      'mf-manifest.json',
    ]);
  });

  test('the shell: index.html last, after main.js', () => {
    assert.deepEqual(publishOrder(['index.html', 'main.js', '12.abcdef01.js', 'mf-manifest.json'], 'shell'), [
      '12.abcdef01.js',
      'mf-manifest.json',
      'main.js',
      'index.html',
    ]);
  });
});

describe('options', () => {
  test('targets: a folder, or an rsync destination as rsync reads it', () => {
    assert.deepEqual(parseTarget('/srv/visits'), { kind: 'folder', dir: '/srv/visits' });
    assert.deepEqual(parseTarget('./out:1'), { kind: 'folder', dir: path.resolve('./out:1') });
    assert.deepEqual(parseTarget('deploy@cdn.example:/srv/visits'), { kind: 'rsync', dest: 'deploy@cdn.example:/srv/visits/' });
    assert.deepEqual(parseTarget('rsync://cdn/visits/'), { kind: 'rsync', dest: 'rsync://cdn/visits/' });
  });

  test('the default target is the folder the local servers serve, or DEPLOY_DIR/<part>', () => {
    assert.equal(defaultTarget('visits', {}), path.join(ROOT, 'mfe-visits', 'dist'));
    assert.equal(defaultTarget('shell', {}), path.join(ROOT, 'shell', 'dist'));
    assert.equal(defaultTarget('checkout', { DEPLOY_DIR: '/srv/site' }), '/srv/site/checkout');
  });

  test('grace periods', () => {
    assert.equal(parseDuration('24h'), 24 * HOUR);
    assert.equal(parseDuration('45m'), 45 * 60_000);
    assert.equal(parseDuration('7d'), 7 * 24 * HOUR);
    assert.equal(parseDuration('90'), 90_000);
    assert.equal(parseDuration('0'), 0);
    assert.throws(() => parseDuration('soon'), /--grace soon/);
  });

  test('an unknown part is refused before anything is built', async () => {
    await assert.rejects(deploy({ part: 'blog', target: tmp, build: assert.fail }), /unknown part "blog"; choose from shell, catalog/);
  });
});

describe('a deploy to a folder', () => {
  test('publishes the new release, keeps the old chunks for the grace period, then removes them', async () => {
    const target = path.join(tmp, 'visits');
    const t0 = Date.UTC(2026, 10, 21, 8);
    await deploy({ part: 'visits', target, build: fakeBuild(release('aaaaaaaa', 'Nougatourisme')), now: t0 });
    writeFiles(target, { 'remotes.json': '{}' });

    const second = await deploy({ part: 'visits', target, build: fakeBuild(release('bbbbbbbb', 'Visites')), now: t0 + HOUR });
    assert.match(read(target, 'remoteEntry.js'), /bbbbbbbb/);
    assert.equal(read(target, '__federation_expose_routes.bbbbbbbb.js'), 'Visites');
    // A page opened before this deploy still gets the chunk its remoteEntry.js names.
    assert.equal(read(target, '__federation_expose_routes.aaaaaaaa.js'), 'Nougatourisme');
    assert.deepEqual(second.kept, ['__federation_expose_routes.aaaaaaaa.js']);
    assert.deepEqual(JSON.parse(read(target, STATE_FILE)).retired, { '__federation_expose_routes.aaaaaaaa.js': t0 + HOUR });
    // No staging folder is left behind.
    assert.deepEqual(
      readdirSync(target).filter((f) => f.startsWith('.')),
      [STATE_FILE],
    );

    // Within the grace period, a third deploy keeps it (counted from when it left, not from now).
    const third = await deploy({ part: 'visits', target, build: fakeBuild(release('bbbbbbbb', 'Visites')), now: t0 + 24 * HOUR });
    assert.deepEqual(third.kept, ['__federation_expose_routes.aaaaaaaa.js']);

    const fourth = await deploy({ part: 'visits', target, build: fakeBuild(release('bbbbbbbb', 'Visites')), now: t0 + 25 * HOUR });
    assert.deepEqual(fourth.removed, ['__federation_expose_routes.aaaaaaaa.js']);
    assert.deepEqual(visible(target), [
      '540.76380663.js',
      '__federation_expose_routes.bbbbbbbb.js',
      'assets',
      'mf-manifest.json',
      'remoteEntry.js',
      'remotes.json',
    ]);
    assert.equal(read(target, 'remotes.json'), '{}', 'the runtime configuration is not build output');
  });

  test('--grace 0 removes what the new release no longer uses at once', async () => {
    const target = path.join(tmp, 'visits');
    await deploy({ part: 'visits', target, build: fakeBuild(release('aaaaaaaa', 'a')) });
    const { removed } = await deploy({ part: 'visits', target, grace: '0', build: fakeBuild(release('bbbbbbbb', 'b')) });
    assert.deepEqual(removed, ['__federation_expose_routes.aaaaaaaa.js']);
  });

  test('a failed build, or one without its manifest, publishes nothing', async () => {
    const target = path.join(tmp, 'visits');
    await deploy({ part: 'visits', target, build: fakeBuild(release('aaaaaaaa', 'a')) });
    const before = readdirSync(target).sort();

    const incomplete = release('bbbbbbbb', 'b');
    delete incomplete['mf-manifest.json'];
    await assert.rejects(deploy({ part: 'visits', target, build: fakeBuild(incomplete) }), /has no mf-manifest\.json; nothing was published/);
    await assert.rejects(
      deploy({
        part: 'visits',
        target,
        build: async () => {
          throw new Error('the build of visits failed (exit 2)');
        },
      }),
      /exit 2/,
    );
    assert.deepEqual(readdirSync(target).sort(), before);
    assert.match(read(target, 'remoteEntry.js'), /aaaaaaaa/);
  });

  test('builds the given package folder into a staging folder on the target disk', async () => {
    const target = path.join(tmp, 'visits');
    const calls = [];
    const build = async (args) => {
      calls.push(args);
      await fakeBuild(release('aaaaaaaa', 'a'))(args);
    };
    await deploy({ part: 'visits', target, source: path.join(tmp, 'copy'), build });
    assert.equal(calls.length, 1);
    assert.equal(calls[0].packageDir, path.join(tmp, 'copy'));
    assert.equal(path.dirname(calls[0].outDir), target);
    assert.equal(existsSync(calls[0].outDir), false);
  });
});

describe("a deploy into the package's own dist/", () => {
  test('records the build stamp, so that npm run build neither skips nor repeats it wrongly', async () => {
    const dist = path.join(tmp, 'mfe-visits', 'dist');
    writeFiles(dist, { '.build-stamp': 'older\n' });
    const options = { part: 'visits', root: tmp, env: {}, buildStamp: () => 'inputs-hash', build: fakeBuild(release('aaaaaaaa', 'a')) };

    const { target } = await deploy(options);
    assert.equal(target, dist);
    assert.equal(read(dist, '.build-stamp'), 'inputs-hash\n');

    // Built from another folder, it no longer matches the workspace's sources.
    await deploy({ ...options, source: path.join(tmp, 'elsewhere') });
    assert.equal(existsSync(path.join(dist, '.build-stamp')), false);
  });

  test('leaves the stamp of other targets alone', async () => {
    const target = path.join(tmp, 'srv', 'visits');
    await deploy({ part: 'visits', target, root: tmp, buildStamp: assert.fail, build: fakeBuild(release('aaaaaaaa', 'a')) });
    assert.equal(existsSync(path.join(target, '.build-stamp')), false);
  });
});

describe('a deploy with rsync', () => {
  test('sends everything but the fixed names, then remoteEntry.js, then mf-manifest.json', () => {
    assert.deepEqual(rsyncCommands('/tmp/stage', 'cdn:/srv/visits/', 'visits'), [
      ['rsync', ['-a', '--exclude=/remoteEntry.js', '--exclude=/mf-manifest.json', '/tmp/stage/', 'cdn:/srv/visits/']],
      ['rsync', ['-a', '/tmp/stage/remoteEntry.js', 'cdn:/srv/visits/']],
      ['rsync', ['-a', '/tmp/stage/mf-manifest.json', 'cdn:/srv/visits/']],
    ]);
  });

  // rsync is a Debian package of its own: without it only the order above is checked.
  const noRsync = spawnSync('rsync', ['--version']).error ? 'rsync is not installed' : false;

  test('reaches the other host and leaves its older files alone', { skip: noRsync }, async () => {
    // rsync runs its remote half through RSYNC_RSH: a stand-in for ssh that runs it here.
    const fakeSsh = path.join(tmp, 'fake-ssh');
    writeFileSync(fakeSsh, '#!/bin/sh\nshift\nexec "$@"\n');
    chmodSync(fakeSsh, 0o755);
    const dest = path.join(tmp, 'origin');
    writeFiles(dest, { '__federation_expose_routes.aaaaaaaa.js': 'old' });
    const previous = process.env.RSYNC_RSH;
    process.env.RSYNC_RSH = fakeSsh;
    try {
      await deploy({ part: 'visits', target: `cdn.example:${dest}`, build: fakeBuild(release('bbbbbbbb', 'new')) });
    } finally {
      if (previous === undefined) delete process.env.RSYNC_RSH;
      else process.env.RSYNC_RSH = previous;
    }
    assert.equal(read(dest, '__federation_expose_routes.bbbbbbbb.js'), 'new');
    assert.equal(read(dest, '__federation_expose_routes.aaaaaaaa.js'), 'old');
    assert.match(read(dest, 'remoteEntry.js'), /bbbbbbbb/);
    assert.equal(read(dest, 'assets/logo.0a1b2c3d.svg'), '<svg/>');
  });
});
