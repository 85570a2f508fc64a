import { defineConfig, devices } from '@playwright/test';
import { siteUrl } from './support/ports';
import { CHROMIUM_LAUNCH, SITE_SERVER, TRACE } from './support/site-server';

const chromium = { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH };

export default defineConfig({
  testDir: '.',
  outputDir: 'test-results',
  fullyParallel: false,
  // Two cores: the browser and the servers share them.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: siteUrl,
    locale: 'fr-FR',
    // A failed test keeps its trace, without the film strip (support/site-server.ts). Measured on
    // showcase and responsive (49 tests, 2 workers, interleaved runs): 156 and 141 s with it, 118
    // and 128 s without; 'off' gave 117 and 111 s. tests/browser.spec.ts checks the setting.
    trace: TRACE,
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'site', testDir: './tests', use: chromium }],
  // The built site on its own ports with a throw-away embedded database, so that `npm test`
  // never touches a running `npm start` or its data.
  webServer: {
    command: SITE_SERVER.command,
    env: SITE_SERVER.env,
    wait: { stdout: SITE_SERVER.ready },
    stdout: 'pipe',
    timeout: 240_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGINT', timeout: 10_000 },
  },
});
