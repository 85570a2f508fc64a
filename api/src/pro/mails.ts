import type { Lang, ProRequest } from '@nougaterie/contracts';
import { escapeHtml, paragraphsHtml } from '../mail/html.js';
import type { MailMessage } from '../mail/mailer.js';

/** To the shop, in French: everything needed to check the company and call back. */
export function proRequestShopMail(form: ProRequest, lang: Lang, shopEmail: string): MailMessage {
  const paragraphs = [
    `Nouvelle demande de compte professionnel (${lang === 'fr' ? 'en français' : 'en anglais'}) :`,
    `Société : ${form.company}\nSIRET : ${form.siret}\nActivité : ${form.activity}`,
    `Contact : ${form.contactName}\nE-mail : ${form.email}\nTéléphone : ${form.phone}`,
    ...(form.message ? [`Message :\n${form.message}`] : []),
  ];
  return {
    to: shopEmail,
    subject: `[Espace pro] ${form.company}`,
    text: paragraphs.join('\n\n'),
    html: paragraphsHtml(paragraphs.map((p) => escapeHtml(p).replace(/\n/g, '<br>'))),
    replyTo: form.email,
  };
}
