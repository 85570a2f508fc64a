// Drives Debian's Chromium over a served build and records the JavaScript each page fetches.
import { chromium } from 'playwright';
import { gzipSize, isJavaScript, summariseFiles } from './bytes.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** As e2e/playwright.config.ts: without the background-networking flags Chromium floods the closed network. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export const launchChromium = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

/**
 * Opens one page in a fresh context (empty cache, as a first visit) and waits until its remote
 * area shows real content and the network is quiet.
 * @param {import('playwright').Browser} browser
 * @param {import('./pages.mjs').BenchPage} page
 * @param {{ shellUrl: string, apiUrl: string }} urls
 */
export async function pageJavaScript(browser, page, { shellUrl, apiUrl }) {
  const context = await browser.newContext({ locale: 'fr-FR' });
  try {
    const cookies = page.cookies ? await page.cookies({ apiUrl }) : {};
    await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: shellUrl })));
    const tab = await context.newPage();
    const pending = [];
    tab.on('response', (response) => {
      const request = response.request();
      const file = { url: response.url(), resourceType: request.resourceType(), contentType: response.headers()['content-type'] };
      if (!isJavaScript(file) || response.status() >= 300) return;
      pending.push(
        response.body().then(
          (body) => ({ url: file.url, raw: body.length, gzip: gzipSize(body), cacheControl: response.headers()['cache-control'] ?? '' }),
          (error) => {
            throw new Error(`${file.url}: body unreadable, the page's bytes would be undercounted (${error.message})`);
          },
        ),
      );
    });
    await tab.goto(`${shellUrl}${page.path}`, { waitUntil: 'load' });
    await waitForRemote(tab, page.remote);
    await tab.waitForLoadState('networkidle');
    return summariseFiles(await Promise.all(pending));
  } finally {
    await context.close();
  }
}

async function waitForRemote(tab, remote) {
  const area = tab.locator(`main [data-remote="${remote}"]`).first();
  await area.waitFor({ state: 'visible', timeout: 30_000 });
  await tab.waitForFunction(
    (el) => !el.querySelector('[data-testid="remote-loading"], [data-testid="remote-fallback"]') && el.textContent.trim().length > 0,
    await area.elementHandle(),
    { timeout: 30_000 },
  );
}
