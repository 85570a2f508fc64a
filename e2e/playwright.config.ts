import { defineConfig, devices } from '@playwright/test';
import { OUTBOX_DIR } from './support/outbox';
import { API_PORT, DOWN_SITE_PORTS, SITE_PORTS, partnerUrl, siteUrl } from './support/ports';

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    // Without the background-networking flags Chromium floods the closed network with refused connections.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  },
};

const origins = [siteUrl, `http://127.0.0.1:${SITE_PORTS.shell}`, `http://localhost:${DOWN_SITE_PORTS.shell}`];

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
  projects: [
    { name: 'site', testDir: './tests', use: chromium },
    { name: 'screenshots', testMatch: 'screenshots.spec.ts', use: chromium },
  ],
  // The built site on its own ports with a throw-away embedded database, so that `npm test`
  // never touches a running `npm start` or its data.
  webServer: {
    command: 'env -u DATABASE_URL node ../scripts/serve.mjs --temp-data',
    env: {
      SHELL_PORT: String(SITE_PORTS.shell),
      CATALOG_PORT: String(SITE_PORTS.catalog),
      CHECKOUT_PORT: String(SITE_PORTS.checkout),
      ACCOUNT_PORT: String(SITE_PORTS.account),
      VISITS_PORT: String(SITE_PORTS.visits),
      BACKOFFICE_PORT: String(SITE_PORTS.backoffice),
      API_PORT: String(API_PORT),
      CORS_ORIGINS: origins.join(','),
      // The partner page of the widget journey (tests/visits.spec.ts), on its own origin.
      WIDGET_ORIGINS: partnerUrl,
      LOG_LEVEL: 'warn',
      OUTBOX_DIR,
      // Every journey logs in, and many register, from 127.0.0.1: the per-IP limits (10 logins in
      // 15 minutes, 10 registrations an hour) would end the run.
      RATE_LIMIT_LOGIN_IP: '500/15m',
      RATE_LIMIT_REGISTER_IP: '500/1h',
    },
    wait: { stdout: /^ready$/m },
    stdout: 'pipe',
    timeout: 240_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGINT', timeout: 10_000 },
  },
});
