import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { REMOTE_NAMES } from '../support/ports';
import { copyRemoteSources, distOf, pointRemoteAt, ROOT, serveRemote, tempDir } from '../support/remote-copy';
import { area, expectRemoteContent } from '../support/site';

const NEW_TITLE = { fr: 'Nougatourisme, nouvelle version', en: 'Nougat tourism, new version' };

/** Every file under a folder with the hash of its content. */
function hashes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return out;
}

const everyFrontEnd = () => Object.fromEntries((['shell', ...REMOTE_NAMES] as const).map((part) => [part, hashes(distOf(part))]));

test('a remote rebuilt and deployed alone shows its new text; no file of the shell or of another remote changes', async ({ page }) => {
  // One webpack build of the remote, on a machine whose two cores also run the site and the browser.
  test.setTimeout(240_000);

  // The visits origin as it is now: a folder of our own holding the built remote, with its server.
  const origin = tempDir('nougaterie-visits-origin-');
  const sources = copyRemoteSources('visits', (packageDir) => {
    for (const lang of ['fr', 'en'] as const) {
      const file = path.join(packageDir, 'src/i18n', `${lang}.json`);
      const texts = JSON.parse(readFileSync(file, 'utf8')) as { tours: { title: string } };
      texts.tours.title = NEW_TITLE[lang];
      writeFileSync(file, JSON.stringify(texts));
    }
  });
  const served = path.join(origin.dir, 'visits');
  cpSync(distOf('visits'), served, { recursive: true });
  const server = await serveRemote('visits', served);

  try {
    const before = everyFrontEnd();
    await pointRemoteAt(page, 'visits', server.url);
    const oldChunks: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(server.url) && /\.[0-9a-f]{8}\.js$/.test(request.url())) oldChunks.push(request.url());
    });

    await page.goto('/nougatourisme');
    await expectRemoteContent(page, 'visits');
    await expect(area(page, 'visits').getByRole('heading', { level: 1, name: 'Nougatourisme' })).toBeVisible();
    expect(oldChunks.length).toBeGreaterThan(0);

    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/deploy.mjs', 'visits', '--source', sources.packageDir, '--target', served], {
      cwd: ROOT,
      maxBuffer: 16 * 1024 * 1024,
    });
    // The new routes chunk replaced the old one, which stays for pages opened before.
    expect(stdout).toMatch(/✓ visits deployed to .* files published, [1-9]\d* kept from earlier releases/);

    // The shell is the same: it finds the new remote on its next load.
    await page.reload();
    await expect(area(page, 'visits').getByRole('heading', { level: 1, name: NEW_TITLE.fr })).toBeVisible();

    expect(everyFrontEnd()).toEqual(before);
    // A page opened before the deploy still gets the chunks its remoteEntry.js named.
    for (const url of oldChunks) expect((await page.request.get(url)).status(), url).toBe(200);
  } finally {
    await server.close();
    sources.remove();
    origin.remove();
  }
});
