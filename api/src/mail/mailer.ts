import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where an answer goes when it is not the sender (a contact message: the visitor). */
  replyTo?: string;
}

/** What the api needs of e-mail: order confirmations, account mails (welcome, reset) and the shop's forms. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  /** smtp://user:pass@host:587 or smtps://...; when absent, mails go to the outbox folder. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
}

/** SMTP when configured; otherwise every mail is an .eml file in the outbox, readable with any mail client. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = `${stamp}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
      await writeFile(path.join(options.outboxDir, file), info.message);
    },
  };
}
