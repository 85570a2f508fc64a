import { FIRM } from '../firm.js';
import { fillFirm, TERMS_OF_SALE, TERMS_SECTIONS } from './terms.js';

const everyText = (lang: 'fr' | 'en') => {
  const { title, description, intro, sections } = TERMS_OF_SALE[lang];
  return [title, description, intro, ...Object.values(sections).flatMap((s) => [s.title, ...s.paragraphs])];
};

describe('the terms of sale', () => {
  it('have the same sections, in the same order, in both languages', () => {
    expect(Object.keys(TERMS_OF_SALE.fr.sections)).toEqual([...TERMS_SECTIONS]);
    expect(Object.keys(TERMS_OF_SALE.en.sections)).toEqual([...TERMS_SECTIONS]);
    for (const id of TERMS_SECTIONS) {
      expect(TERMS_OF_SALE.en.sections[id].paragraphs).toHaveLength(TERMS_OF_SALE.fr.sections[id].paragraphs.length);
    }
  });

  it('name only values the firm has', () => {
    for (const lang of ['fr', 'en'] as const) {
      for (const text of everyText(lang)) expect(fillFirm(text)).not.toMatch(/\{\{|\}\}/);
    }
  });

  it("fill the firm's values in", () => {
    expect(fillFirm('{{legalName}}, {{zipcode}} {{city}} ({{nope}})')).toBe(`${FIRM.legalName}, ${FIRM.zipcode} ${FIRM.city} ({{nope}})`);
  });

  it('hold the model withdrawal form and say which goods it does not cover', () => {
    const form = TERMS_OF_SALE.fr.sections['formulaire-retractation'].paragraphs.join('\n');
    expect(form).toMatch(/^\(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat\.\)/);
    expect(fillFirm(form)).toContain(`À l'attention de ${FIRM.legalName}`);
    expect(TERMS_OF_SALE.fr.sections.retractation.paragraphs.join(' ')).toMatch(/L221-28.*denrées périssables/);
    expect(TERMS_OF_SALE.en.sections['formulaire-retractation'].paragraphs[0]).toBe(
      '(Complete and return this form only if you wish to withdraw from the contract.)',
    );
  });
});
