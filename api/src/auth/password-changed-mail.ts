import type { Lang } from '@nougaterie/contracts';
import type { UserRow } from '../db/schema.js';
import { escapeHtml, paragraphsHtml } from '../mail/html.js';
import type { MailMessage } from '../mail/mailer.js';

const texts = {
  fr: (firstname: string, reset: string) => ({
    subject: 'Votre mot de passe a été modifié',
    paragraphs: [
      `Bonjour ${firstname},`,
      'Le mot de passe de votre compte à la Nougaterie de Saint-Didier vient d’être modifié, et vos autres sessions ont été fermées.',
      `Si c’est vous, il n’y a rien à faire. Sinon, choisissez tout de suite un nouveau mot de passe : ${reset}, puis écrivez-nous en répondant à ce message.`,
      'La famille de la Nougaterie',
    ],
  }),
  en: (firstname: string, reset: string) => ({
    subject: 'Your password was changed',
    paragraphs: [
      `Hello ${firstname},`,
      'The password of your Nougaterie de Saint-Didier account has just been changed, and your other sessions were closed.',
      `If it was you, there is nothing to do. If not, choose a new password at once: ${reset}, then write to us by replying to this message.`,
      'The Nougaterie family',
    ],
  }),
};

/**
 * Told after every password change (from the account or a reset link), in the customer's language:
 * the one warning a customer gets when someone else took their account.
 */
export function passwordChangedMail(user: Pick<UserRow, 'email' | 'firstname' | 'lang'>, siteUrl: string): MailMessage {
  const lang: Lang = user.lang === 'en' ? 'en' : 'fr';
  const { subject, paragraphs } = texts[lang](user.firstname, `${siteUrl}/sign/forgot-password`);
  return { to: user.email, subject, text: paragraphs.join('\n\n'), html: paragraphsHtml(paragraphs.map(escapeHtml)) };
}
