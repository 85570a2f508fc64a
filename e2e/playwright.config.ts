import { defineConfig, devices } from '@playwright/test';
import { siteUrl } from './support/ports';
import { CHROMIUM_LAUNCH, SITE_SERVER } from './support/site-server';

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
    trace: 'retain-on-failure',
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
