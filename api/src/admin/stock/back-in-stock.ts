import type { FastifyInstance } from 'fastify';
import { notifyStockAlerts } from '../../alerts/notify.js';
import type { Db } from '../../db/client.js';

/**
 * A trigger of the back-in-stock mails, for the calls that put a product out of stock back on sale
 * (a restock, a cancelled order): the notifier runs at once in the background rather than at its
 * next 10-minute round, one run at a time (a trigger during a run runs it once more after). It
 * marks each alert before queuing its mail, so a replica's own round at the same moment never
 * mails twice. The app's close waits for a run under way.
 */
export function backInStockTrigger(app: FastifyInstance, db: Db, siteUrl: string): () => void {
  let running: Promise<void> | undefined;
  let again = false;
  app.addHook('onClose', async () => {
    await running;
  });
  return () => {
    if (running) {
      again = true;
      return;
    }
    const run = async () => {
      do {
        again = false;
        await notifyStockAlerts(db, siteUrl);
      } while (again);
    };
    running = run()
      .catch((error: unknown) => app.log.error({ err: error }, 'back-in-stock mails failed; the next round tries again'))
      .finally(() => (running = undefined));
  };
}
