// The two builds under test, served side by side on the bench's own ports (5300-5499, away from
// `npm start` and the browser tests): the federated site exactly as `npm run serve` serves it,
// and the monolith on one more port, both talking to the same api and its throw-away database.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveSite } from '../serve.mjs';
import { siteConfig } from '../lib/site.mjs';
import { startStaticServer } from '../lib/static-server.mjs';
import { waitForHttp } from '../lib/proc.mjs';

export const BENCH_PORTS = {
  shell: 5300,
  catalog: 5301,
  checkout: 5302,
  account: 5303,
  visits: 5304,
  monolith: 5305,
  backoffice: 5306,
  api: 5310,
};

/**
 * @param {{ monolithDist: string, env?: NodeJS.ProcessEnv }} o
 * @returns {Promise<{ federatedUrl: string, monolithUrl: string, apiUrl: string, stop: () => Promise<void> }>}
 */
export async function serveBothBuilds({ monolithDist, env = process.env }) {
  if (!existsSync(path.join(monolithDist, 'index.html'))) throw new Error(`monolith not built in ${monolithDist}`);
  const monolithUrl = `http://localhost:${BENCH_PORTS.monolith}`;
  const siteEnv = {
    ...env,
    SHELL_PORT: String(BENCH_PORTS.shell),
    CATALOG_PORT: String(BENCH_PORTS.catalog),
    CHECKOUT_PORT: String(BENCH_PORTS.checkout),
    ACCOUNT_PORT: String(BENCH_PORTS.account),
    VISITS_PORT: String(BENCH_PORTS.visits),
    BACKOFFICE_PORT: String(BENCH_PORTS.backoffice),
    API_PORT: String(BENCH_PORTS.api),
    CORS_ORIGINS: [`http://localhost:${BENCH_PORTS.shell}`, monolithUrl].join(','),
    LOG_LEVEL: 'warn',
  };
  // The pages are measured on the embedded database; the api bench picks its own.
  delete siteEnv.DATABASE_URL;
  const site = await serveSite({ env: siteEnv, tempData: true });
  let monolith;
  try {
    monolith = await startStaticServer({
      name: 'monolith',
      root: monolithDist,
      port: BENCH_PORTS.monolith,
      spa: true,
      // The monolith imports the remotes' modules itself; the shell still reads the api's URL here.
      json: { '/remotes.json': siteConfig(siteEnv).runtime },
    });
    await waitForHttp(`${monolithUrl}/`);
  } catch (error) {
    await site.stop();
    throw error;
  }
  return {
    federatedUrl: site.urls.shell,
    monolithUrl,
    apiUrl: site.urls.api,
    async stop() {
      await Promise.allSettled([monolith.close(), site.stop()]);
    },
  };
}
