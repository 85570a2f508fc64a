// `npm run screenshots -w e2e`: full-page PNGs of the main pages, in both languages and at both
// reference widths, into e2e/screenshots/ (git-ignored) for people to look at. A script, not a
// test: it checks nothing. It serves the built site on the test ports (support/site-server.ts),
// as the browser tests do, and stops it at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, devices, type Browser, type Page } from '@playwright/test';
import { startPartnerSite } from './support/partner-site';
import { siteUrl } from './support/ports';
import { switchLanguage } from './support/site';
import { CHROMIUM_LAUNCH, SITE_SERVER } from './support/site-server';

const PAGES: Record<string, string> = {
  home: '/',
  shop: '/boutique',
  search: '/boutique?search=nougat',
  basket: '/boutique/panier',
  tours: '/nougatourisme',
  visits: '/visites',
  booking: '/visites/le-parcours-gourmand',
  login: '/sign/login',
  history: '/la-nougaterie',
  'practical-info': '/infos-pratiques',
  'not-found': '/page-perdue',
};
const LANGS = ['fr', 'en'] as const;
const WIDTHS = [375, 1280];
const OUT = path.join(__dirname, 'screenshots');
/** The site's first start migrates and seeds a fresh database: allowed as long as the tests allow it. */
const START_TIMEOUT_MS = 240_000;

/** Starts the site in its own process group and resolves once it prints `ready`. */
function startSite(): Promise<ChildProcess> {
  const site = spawn(SITE_SERVER.command, {
    cwd: __dirname,
    env: { ...process.env, ...SITE_SERVER.env },
    shell: true,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the site did not start within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
    site.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (SITE_SERVER.ready.test(output)) {
        clearTimeout(timer);
        site.stdout.resume();
        resolve(site);
      }
    });
    site.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the site stopped before it was ready (exit ${code})`));
    });
  });
}

/** SIGINT to the whole group, as Playwright's webServer does; SIGKILL if it lingers past 10 s. */
async function stopSite(site: ChildProcess) {
  const running = () => site.exitCode === null && site.signalCode === null;
  if (!running() || site.pid === undefined) return;
  const ended = new Promise((resolve) => site.once('exit', resolve));
  process.kill(-site.pid, 'SIGINT');
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (running()) process.kill(-site.pid, 'SIGKILL');
}

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ ...devices['Desktop Chrome'], baseURL: siteUrl, locale: 'fr-FR', viewport: { width, height: 900 } });
  return context.newPage();
}

async function save(page: Page, name: string) {
  const file = path.join(OUT, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(path.relative(process.cwd(), file));
}

async function sitePages(browser: Browser, lang: (typeof LANGS)[number], width: number) {
  const page = await newPage(browser, width);
  await page.goto('/');
  await switchLanguage(page, lang);
  for (const [name, url] of Object.entries(PAGES)) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await save(page, `${name}-${lang}-${width}`);
  }
  await page.context().close();
}

/** The booking widget on the example partner page, served from its own origin. */
async function widget(browser: Browser, lang: (typeof LANGS)[number], width: number) {
  const partner = await startPartnerSite();
  const page = await newPage(browser, width);
  try {
    await page.goto(partner.url);
    if (lang === 'en') await page.getByRole('button', { name: 'English' }).click();
    await page.locator('nougat-visites').getByRole('grid').waitFor();
    await page.waitForLoadState('networkidle');
    await save(page, `widget-${lang}-${width}`);
  } finally {
    await page.context().close();
    await partner.close();
  }
}

async function main() {
  await mkdir(OUT, { recursive: true });
  const site = await startSite();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch(CHROMIUM_LAUNCH);
    for (const lang of LANGS) for (const width of WIDTHS) await sitePages(browser, lang, width);
    for (const lang of LANGS) for (const width of WIDTHS) await widget(browser, lang, width);
  } finally {
    await browser?.close();
    await stopSite(site);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
