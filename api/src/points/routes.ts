import type { PointsResponse } from '@nougaterie/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/request-user.js';
import type { Db } from '../db/client.js';
import { loadPoints } from './ledger.js';

export async function pointsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get('/api/user/points', async (request): Promise<PointsResponse> => loadPoints(db, requireUser(request)));
}
