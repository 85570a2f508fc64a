import { OUTBOX_DIR } from './outbox';
import { API_PORT, DOWN_SITE_PORTS, SITE_PORTS, partnerUrl, siteUrl } from './ports';

/**
 * The browser and the site under test, as the Playwright tests (playwright.config.ts) and the
 * screenshots script (screenshots.ts) both start them.
 */

/**
 * The features Playwright itself turns off (playwright-core's chromiumSwitches, 1.65). Chromium
 * honours only the last --disable-features switch on its command line, so the one below must
 * carry them all; e2e/tests/browser.spec.ts fails if a new Playwright adds one this list lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 preloads its address bar's WebUI popups (chrome://omnibox-popup.top-chrome/ and
 * its AI-mode variant) in every window it opens, headless too: a renderer nobody sees, for each
 * new context. Without them, 12 contexts cost Chromium 13 s of CPU instead of 28.
 */
export const UNSEEN_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * What a test keeps of its run when it fails: Playwright's trace with each action's DOM snapshot,
 * the network and the console, without the film strip. `screenshots: true` (what the plain mode
 * 'retain-on-failure' means) screencasts every page of every test, passing ones included, and
 * kept Chromium's browser and GPU processes busy: a quarter of the stage's time.
 */
export const TRACE = { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true } as const;

/** Debian's Chromium; without the background-networking flags it floods the closed network with refused connections. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_UI_FEATURES].join(',')}`,
  ],
};

const origins = [siteUrl, `http://127.0.0.1:${SITE_PORTS.shell}`, `http://localhost:${DOWN_SITE_PORTS.shell}`];

/**
 * The built site on its own ports with a throw-away embedded database, so that neither ever
 * touches a running `npm start` or its data. Run from e2e/; it prints `ready` once every server answers.
 */
export const SITE_SERVER = {
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
  ready: /^ready$/m,
};
