import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_LAUNCH, PLAYWRIGHT_DISABLED_FEATURES, TRACE, UNSEEN_UI_FEATURES } from '../support/site-server';

/** The --disable-features lists of a browser's command line, in order (Chromium keeps the last). */
async function disabledFeatures(launch: Parameters<typeof chromium.launchServer>[0]): Promise<string[][]> {
  const server = await chromium.launchServer(launch);
  try {
    return server
      .process()
      .spawnargs.filter((arg) => arg.startsWith('--disable-features='))
      .map((arg) => arg.slice('--disable-features='.length).split(','));
  } finally {
    await server.close();
  }
}

test.describe('the browser the tests drive', () => {
  test('keeps every feature Playwright turns off, in the one --disable-features switch Chromium reads', async () => {
    const [playwrights] = await disabledFeatures({ executablePath: CHROMIUM_LAUNCH.executablePath, args: ['--no-sandbox'] });
    expect(playwrights.length).toBeGreaterThan(0);
    const ours = await disabledFeatures(CHROMIUM_LAUNCH);
    expect(ours.at(-1)).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, ...playwrights, ...UNSEEN_UI_FEATURES]));
  });

  test('opens no address-bar popup of its own beside the page', async ({ browser }) => {
    const page = await browser.newPage();
    await page.goto('data:text/html,<h1>Nougat</h1>');
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets');
    expect(targetInfos.filter((target) => target.url.includes('omnibox')).map((target) => target.url)).toEqual([]);
    await page.close();
  });

  test('keeps a trace of every failed test, with DOM snapshots but no film strip', () => {
    // What the runner was given, not only what the config file says.
    const { trace } = test.info().project.use;
    expect(trace).toEqual(TRACE);
    expect(TRACE).toMatchObject({ mode: 'retain-on-failure', snapshots: true, screenshots: false });
  });
});
