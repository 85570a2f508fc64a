import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Mailer, MailMessage } from './mailer.js';

export type SendLater = (message: MailMessage, log: FastifyBaseLogger) => void;

/**
 * Sends a mail without holding the answer: a slow SMTP server must neither delay a registration
 * nor, by the time 'forgot password' takes, tell which e-mails have an account. Closing the api
 * waits for the mails still on their way.
 */
export function createSendLater(app: FastifyInstance, mailer: Mailer): SendLater {
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(pending);
  });
  return (message, log) => {
    const sending: Promise<void> = mailer
      .send(message)
      .catch((error: unknown) => log.error({ err: error }, 'account mail not sent'))
      .finally(() => pending.delete(sending));
    pending.add(sending);
  };
}
