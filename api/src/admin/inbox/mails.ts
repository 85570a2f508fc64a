import { formatInParis } from '@nougaterie/contracts/rules';
import type { InboxKind, InboxMessage } from '@nougaterie/contracts/admin';
import { escapeHtml, paragraphsHtml } from '../../mail/html.js';
import type { MailMessage } from '../../mail/mailer.js';

const texts = {
  fr: {
    subject: (kind: InboxKind, subject: string) => (kind === 'contact' ? `Re : ${subject}` : 'Votre demande de compte professionnel'),
    quote: (date: string) => `Le ${date}, vous nous avez écrit :`,
    signature: 'La famille de la Nougaterie de Saint-Didier',
  },
  en: {
    subject: (kind: InboxKind, subject: string) => (kind === 'contact' ? `Re: ${subject}` : 'Your request for a professional account'),
    quote: (date: string) => `On ${date}, you wrote to us:`,
    signature: 'The family of the Nougaterie de Saint-Didier',
  },
};

/**
 * The back office's answer to a message, in the language the sender wrote in: the answer as the
 * staff member wrote it, then what the sender had written. Answering it reaches the shop's mailbox.
 */
export function inboxAnswerMail(message: InboxMessage, subject: string, body: string, shopEmail: string): MailMessage {
  const words = texts[message.lang];
  const date = formatInParis(message.created_at, message.lang, { dateStyle: 'long' });
  const paragraphs = [body, words.signature, words.quote(date), message.message];
  return {
    to: message.email,
    subject: words.subject(message.kind, subject),
    text: paragraphs.join('\n\n'),
    html: paragraphsHtml(paragraphs.map((p) => escapeHtml(p).replace(/\n/g, '<br>'))),
    replyTo: shopEmail,
  };
}
