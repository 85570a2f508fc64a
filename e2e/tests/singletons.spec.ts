import { expect, test, type Page } from '@playwright/test';
import { AREA_PATHS, REMOTE_NAMES } from '../support/ports';
import { area, DUPLICATE_LIBRARY, expectRemoteContent, switchLanguage } from '../support/site';

const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'i18next', 'react-i18next', 'styled-components', '@nougaterie/contracts', '@nougaterie/ui'];

/**
 * Libraries that ride inside contracts' one copy instead of being shared (sharedSingletons in
 * tooling/webpack.cjs), each told by a text of its own that minifying keeps: rxjs's
 * ObjectUnsubscribedError, axios's error codes.
 */
const INSIDE_CONTRACTS = { rxjs: 'object unsubscribed', axios: 'ERR_BAD_RESPONSE' };

/** Client-side navigation, so that one page ends up with every remote loaded. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * From the federation runtime's global state: for each shared package, the versions that some
 * instance (shell or remote) actually loaded, and how many distinct module objects those are.
 * Shape: __SHARE__[instance][scope][package][version] = { loaded, lib, from, useIn, ... }; the
 * remotes run on the shell's runtime (tooling/webpack.cjs), so the shell's instance holds them all.
 */
function loadedShares(page: Page) {
  return page.evaluate((names) => {
    type Shared = { loaded?: boolean; lib?: () => unknown; from: string; useIn?: string[] };
    const federation = (
      window as unknown as {
        __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Shared>>>>; __INSTANCES__?: { name: string }[] };
      }
    ).__FEDERATION__;
    const share = federation?.__SHARE__ ?? {};
    const result: Record<string, { versions: string[]; providers: string[]; modules: number; users: string[] }> = {};
    for (const name of names) {
      const versions = new Set<string>();
      const providers = new Set<string>();
      const users = new Set<string>();
      const modules = new Set<unknown>();
      for (const scopes of Object.values(share)) {
        for (const packages of Object.values(scopes)) {
          for (const [version, shared] of Object.entries(packages[name] ?? {})) {
            if (!shared.loaded && !shared.lib) continue;
            versions.add(version);
            providers.add(shared.from);
            shared.useIn?.forEach((u) => users.add(u));
            if (shared.lib) modules.add(shared.lib());
          }
        }
      }
      result[name] = { versions: [...versions], providers: [...providers], modules: modules.size, users: [...users] };
    }
    return { instances: (federation?.__INSTANCES__ ?? []).map((instance) => instance.name), result };
  }, SINGLETONS);
}

test('one copy of each shared library reaches the browser', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  page.on('pageerror', (e) => messages.push(e.message));

  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.set(
        response.url(),
        response.text().catch(() => ''),
      );
  });

  await page.goto('/');
  await expectRemoteContent(page, 'catalog');
  for (const remote of REMOTE_NAMES.filter((r) => r !== 'catalog')) {
    await navigate(page, AREA_PATHS[remote]);
    await expectRemoteContent(page, remote);
  }

  const { instances, result } = await loadedShares(page);
  // The shell plus the four remotes, all on the one federation runtime the shell provides.
  expect(instances.length).toBeGreaterThanOrEqual(5);
  for (const name of SINGLETONS) {
    expect.soft(result[name].versions, `${name}: one loaded version`).toHaveLength(1);
    expect.soft(result[name].providers, `${name}: one provider`).toHaveLength(1);
    expect.soft(result[name].modules, `${name}: one module object`).toBe(1);
  }
  const bodies = await Promise.all([...scripts.entries()].map(async ([url, body]) => ({ url, text: await body })));
  for (const [library, mark] of Object.entries(INSIDE_CONTRACTS)) {
    const copies = bodies.filter(({ text }) => text.includes(mark)).map(({ url }) => url);
    expect.soft(copies, `${library}: one copy, inside contracts`).toHaveLength(1);
  }

  // Behaviour: one styled-components instance means one style sheet, and hooks of remote
  // components run under the shell's React without "Invalid hook call" (React error #321).
  await expect(page.locator('style[data-styled]')).toHaveCount(1);
  expect(messages.filter((m) => DUPLICATE_LIBRARY.test(m) || /Minified React error #321/.test(m))).toEqual([]);
});

test("one i18next: a remote's texts follow the shell's language switch", async ({ page }) => {
  await page.goto('/sign/login');
  await expectRemoteContent(page, 'account');
  const french = await area(page, 'account').innerText();
  await switchLanguage(page, 'en');
  await expect.poll(() => area(page, 'account').innerText()).not.toBe(french);
});
