import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage } from './mailer.js';

/**
 * Queues a mail in the outbox (its queueLater) for a call that holds no transaction: the answer
 * does not wait for it, and the outbox's worker sends it.
 */
export type SendLater = (message: MailMessage, log: FastifyBaseLogger) => void;
