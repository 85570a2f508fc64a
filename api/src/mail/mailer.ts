import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { emailSchema } from '@nougaterie/contracts';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where an answer goes when it is not the sender (a contact message: the visitor). */
  replyTo?: string;
  /** Small files only (a visit's .ics, the terms of sale's PDF): the outbox keeps each mail as JSON. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  /** Text, or base64 when `encoding` says so (a PDF). */
  content: string;
  contentType: string;
  encoding?: 'base64';
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

/**
 * Every mail goes to one address and answers to at most one. The calls refuse anything else
 * (contracts' emailSchema), but an address stored before that rule ("a@x.fr, b@y.fr") must not
 * make a mail go to several people: such a mail is refused here, kept failed in the outbox.
 */
export function checkRecipients(message: MailMessage): void {
  for (const [field, value] of [
    ['to', message.to],
    ['replyTo', message.replyTo],
  ] as const) {
    if (value !== undefined && !emailSchema.safeParse(value).success) throw new Error(`mail refused: ${field} is not one e-mail address`);
  }
}

/** SMTP when configured; otherwise every mail is an .eml file in the outbox, readable with any mail client. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        checkRecipients(message);
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      checkRecipients(message);
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = `${stamp}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
      await writeFile(path.join(options.outboxDir, file), info.message);
    },
  };
}
