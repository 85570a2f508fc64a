import type { ContactRequest, Lang } from '@nougaterie/contracts';
import { escapeHtml, paragraphsHtml } from '../mail/html.js';
import type { MailMessage } from '../mail/mailer.js';

const mail = (to: string, subject: string, paragraphs: string[], replyTo?: string): MailMessage => ({
  to,
  subject,
  text: paragraphs.join('\n\n'),
  html: paragraphsHtml(paragraphs.map(escapeHtml)),
  ...(replyTo ? { replyTo } : {}),
});

/** To the shop, in French (the team's language); answering it answers the sender. */
export function contactShopMail(form: ContactRequest, lang: Lang, shopEmail: string) {
  return mail(
    shopEmail,
    `[Contact] ${form.subject}`,
    [
      `Message de ${form.firstname} ${form.lastname} <${form.email}>${form.phone ? `, téléphone ${form.phone}` : ''}, écrit en ${lang === 'fr' ? 'français' : 'anglais'} :`,
      form.message,
    ],
    form.email,
  );
}

const acknowledgements = {
  fr: (form: ContactRequest) => ({
    subject: 'Nous avons bien reçu votre message',
    paragraphs: [
      `Bonjour ${form.firstname},`,
      `Merci pour votre message « ${form.subject} ». Nous vous répondons sous deux jours ouvrés.`,
      'Pour rappel, voici ce que vous nous avez écrit :',
      form.message,
      'À bientôt à Saint-Didier,',
      'La famille de la Nougaterie',
    ],
  }),
  en: (form: ContactRequest) => ({
    subject: 'We have received your message',
    paragraphs: [
      `Hello ${form.firstname},`,
      `Thank you for your message "${form.subject}". We will answer within two working days.`,
      'As a reminder, here is what you wrote:',
      form.message,
      'See you soon in Saint-Didier,',
      'The Nougaterie family',
    ],
  }),
};

/** To the sender, in the language they wrote in. */
export function contactAcknowledgement(form: ContactRequest, lang: Lang) {
  const { subject, paragraphs } = acknowledgements[lang](form);
  return mail(form.email, subject, paragraphs);
}
