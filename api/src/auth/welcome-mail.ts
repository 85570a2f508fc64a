import type { Lang } from '@nougaterie/contracts';
import type { UserRow } from '../db/schema.js';
import type { MailMessage } from '../mail/mailer.js';
import { escapeHtml, paragraphsHtml } from '../mail/html.js';

const texts = {
  fr: (firstname: string, site: string) => ({
    subject: 'Bienvenue à la Nougaterie de Saint-Didier',
    paragraphs: [
      `Bonjour ${firstname},`,
      'Votre compte est créé : merci de votre confiance !',
      'Chaque commande payée vous rapporte des points de fidélité, à utiliser en réduction sur vos achats suivants. Votre espace client garde vos adresses, vos commandes et vos points.',
      `À très bientôt sur ${site} ou à la boutique de Saint-Didier,`,
      'La famille de la Nougaterie',
    ],
  }),
  en: (firstname: string, site: string) => ({
    subject: 'Welcome to the Nougaterie de Saint-Didier',
    paragraphs: [
      `Hello ${firstname},`,
      'Your account is ready: thank you for your trust!',
      'Every paid order earns you loyalty points, to spend as a discount on your next purchases. Your customer space keeps your addresses, orders and points.',
      `See you soon on ${site} or at the Saint-Didier shop,`,
      'The Nougaterie family',
    ],
  }),
};

/** The welcome mail, in the language the customer chose at registration. */
export function welcomeMail(user: Pick<UserRow, 'email' | 'firstname'>, lang: Lang, siteUrl: string): MailMessage {
  const { subject, paragraphs } = texts[lang](user.firstname, siteUrl);
  return {
    to: user.email,
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphsHtml(paragraphs.map(escapeHtml)),
  };
}
