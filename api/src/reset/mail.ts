import type { Lang } from '@nougaterie/contracts';
import type { UserRow } from '../db/schema.js';
import { escapeHtml, paragraphsHtml } from '../mail/html.js';
import type { MailMessage } from '../mail/mailer.js';

export const resetLink = (siteUrl: string, token: string) => `${siteUrl}/sign/reset-password/${token}`;

const texts = {
  fr: (firstname: string) => ({
    subject: 'Choisir un nouveau mot de passe – Nougaterie de Saint-Didier',
    before: [`Bonjour ${firstname},`, 'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, une seule fois) :'],
    after: ["Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste le même.", 'La famille de la Nougaterie'],
  }),
  en: (firstname: string) => ({
    subject: 'Choose a new password – Nougaterie de Saint-Didier',
    before: [`Hello ${firstname},`, 'To choose a new password, open this link (valid for one hour, once):'],
    after: ['If you did not ask for it, ignore this message: your password stays the same.', 'The Nougaterie family'],
  }),
};

/** The reset mail, in the customer's language. */
export function resetMail(user: Pick<UserRow, 'email' | 'firstname'>, lang: Lang, link: string): MailMessage {
  const { subject, before, after } = texts[lang](user.firstname);
  return {
    to: user.email,
    subject,
    text: [...before, link, ...after].join('\n\n'),
    html: paragraphsHtml([...before.map(escapeHtml), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`, ...after.map(escapeHtml)]),
  };
}
