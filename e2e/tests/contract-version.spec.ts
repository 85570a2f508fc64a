import { expect, test } from '@playwright/test';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { distOf, pointRemoteAt, ROOT, serveRemote, tempDir } from '../support/remote-copy';
import { area, expectRemoteContent, switchLanguage } from '../support/site';

const shellContracts = (JSON.parse(readFileSync(path.join(ROOT, 'shared-contracts/package.json'), 'utf8')) as { version: string }).version;
const skewed = `${Number(shellContracts.split('.')[0]) + 1}.0.0`;

/**
 * The visits remote as a build made against the next major version of the contracts publishes
 * it: the same files, its mf-manifest.json stating that version (which is all the shell reads
 * before it would run the remote; rebuilding the remote for it would only cost time).
 */
async function startSkewedVisits() {
  const origin = tempDir('nougaterie-visits-skewed-');
  cpSync(distOf('visits'), origin.dir, { recursive: true, filter: (file) => !file.endsWith('.map') });
  const manifestFile = path.join(origin.dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { metaData: { contractsVersion: string } };
  manifest.metaData.contractsVersion = skewed;
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const server = await serveRemote('visits-skewed', origin.dir);
  return {
    url: server.url,
    async close() {
      await server.close();
      origin.remove();
    },
  };
}

let visits: Awaited<ReturnType<typeof startSkewedVisits>>;
test.beforeAll(async () => {
  visits = await startSkewedVisits();
});
test.afterAll(async () => {
  await visits?.close();
});

test('a remote built against another major version of the contracts is refused with the fallback, never run', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(visits.url)) fetched.push(new URL(request.url()).pathname);
  });
  await pointRemoteAt(page, 'visits', visits.url);

  await page.goto('/nougatourisme');
  const fallback = area(page, 'visits').getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('footer').last()).toBeVisible();

  const refusal = errors.find((text) => text.includes('Remote "visits" refused'));
  expect(refusal, errors.join('\n')).toBeDefined();
  expect(refusal).toContain(`@nougaterie/contracts ${skewed}`);
  expect(refusal).toContain(`this shell has ${shellContracts}`);
  // Refused on its manifest, before any of its code was fetched, and not retried: waiting
  // cannot make it compatible.
  expect(fetched).toEqual(['/mf-manifest.json']);

  const french = await fallback.innerText();
  await switchLanguage(page, 'en');
  await expect(fallback).not.toHaveText(french);

  // The rest of the site goes on with its compatible remotes.
  await page.goto('/');
  await expectRemoteContent(page, 'catalog');
});
