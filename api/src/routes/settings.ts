import type { Settings } from '@nougaterie/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { loadSettings, toSettings } from '../settings.js';

export async function settingsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get('/api/utilities/settings', async (): Promise<Settings> => toSettings(await loadSettings(db)));
}
