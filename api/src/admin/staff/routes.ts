import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Limiter } from '../../ratelimit/limiter.js';
import { auditRoutes } from './audit-routes.js';
import { staffAuthRoutes } from './auth-routes.js';
import { enrolmentRoutes } from './enrolment-routes.js';
import { expirySettingsRoutes } from './settings-routes.js';
import { teamRoutes } from './team-routes.js';

export interface StaffRoutesOptions {
  db: Db;
  /** The account limits: staff logins take their own attempts under the login limits. */
  limiter: Limiter;
  /** The front end the enrolment links point to. */
  siteUrl: string;
}

/** The back office's staff side: sessions, enrolment, the team, the audit log, the expiry settings. */
export async function staffRoutes(app: FastifyInstance, options: StaffRoutesOptions): Promise<void> {
  await app.register(staffAuthRoutes, options);
  await app.register(enrolmentRoutes, options);
  await app.register(teamRoutes, options);
  await app.register(auditRoutes, options);
  await app.register(expirySettingsRoutes, options);
}
