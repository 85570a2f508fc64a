import type { Firm, Lang } from '@nougaterie/contracts';
import { fillFirm, TERMS_OF_SALE } from '@nougaterie/contracts/legal';
import type { MailAttachment } from '../mail/mailer.js';
import { footEveryPage, PAGE, startPdf } from '../pdf/document.js';

const { left: LEFT, width: WIDTH, brown: BROWN, grey: GREY } = PAGE;

/** The section whose lines ending in a colon are blanks to fill in (the model withdrawal form). */
const FORM_SECTION = 'formulaire-retractation';

export const TERMS_FILE_NAMES: Record<Lang, string> = {
  fr: 'conditions-generales-de-vente.pdf',
  en: 'terms-of-sale.pdf',
};

const PAGE_LABEL: Record<Lang, (page: number, count: number) => string> = {
  fr: (page, count) => `Page ${page} sur ${count}`,
  en: (page, count) => `Page ${page} of ${count}`,
};

/**
 * The terms of sale in force, with the model withdrawal form on a page of its own, as a PDF: what
 * the order confirmation attaches, its durable medium (Code de la consommation L221-13). Made once
 * per language and identity of the shop (the texts change only with a deploy, the identity when
 * an owner edits it: the last few are kept).
 */
export function termsPdf(lang: Lang, firm: Firm): Promise<Buffer> {
  const key = `${lang}|${JSON.stringify(firm)}`;
  let made = written.get(key);
  if (!made) {
    made = writeTerms(lang, firm);
    written.set(key, made);
    made.catch(() => written.delete(key));
    // The oldest identities go: at most a few are ever asked for again.
    while (written.size > 4) written.delete(written.keys().next().value!);
  }
  return made;
}
const written = new Map<string, Promise<Buffer>>();

function writeTerms(lang: Lang, firm: Firm): Promise<Buffer> {
  const terms = TERMS_OF_SALE[lang];
  const { pdf, done } = startPdf(lang, { Title: terms.title, Author: firm.legalName });
  pdf.font('bold').fontSize(16).fillColor(BROWN).text(firm.name, LEFT, 50, { width: WIDTH });
  pdf.moveDown(0.3).fontSize(14).text(terms.title, { width: WIDTH });
  pdf.moveDown(0.6).font('regular').fontSize(9.5).fillColor('black').text(fillFirm(terms.intro, firm), { width: WIDTH, align: 'justify' });
  for (const [id, section] of Object.entries(terms.sections)) {
    const form = id === FORM_SECTION;
    if (form) pdf.addPage();
    else pdf.moveDown(0.8);
    pdf
      .font('bold')
      .fontSize(form ? 13 : 11)
      .fillColor(BROWN)
      .text(section.title, LEFT, undefined, { width: WIDTH });
    pdf.font('regular').fontSize(9.5).fillColor('black');
    for (const [index, paragraph] of section.paragraphs.entries()) {
      pdf.moveDown(form ? 0.9 : 0.4).text(fillFirm(paragraph, firm), LEFT, undefined, { width: WIDTH, align: form ? 'left' : 'justify' });
      // A blank to fill in (after the addressee, the form's second line): a line to write on.
      if (form && index > 1 && paragraph.endsWith(':')) {
        const y = pdf.y + 18;
        pdf
          .moveTo(LEFT, y)
          .lineTo(LEFT + WIDTH, y)
          .lineWidth(0.5)
          .strokeColor(GREY)
          .stroke();
        pdf.y = y + 4;
      }
    }
  }
  footEveryPage(pdf, (page, count) => {
    pdf.font('regular').fontSize(7.5).fillColor(GREY);
    const foot = `${firm.legalName} · ${firm.street}, ${firm.zipcode} ${firm.city} · ${firm.rcs} · ${firm.email}`;
    pdf.text(foot, LEFT, 790, { width: WIDTH - 70, lineBreak: true, height: 30 });
    pdf.text(PAGE_LABEL[lang](page, count), LEFT + WIDTH - 70, 790, { width: 70, align: 'right', lineBreak: false });
  });
  pdf.end();
  return done;
}

/** The terms as a mail's attachment. */
export async function termsAttachment(lang: Lang, firm: Firm): Promise<MailAttachment> {
  return { filename: TERMS_FILE_NAMES[lang], content: (await termsPdf(lang, firm)).toString('base64'), contentType: 'application/pdf', encoding: 'base64' };
}
