import { MESSAGE_PARTS, t } from './messages.js';

describe("the api's sentences, each kept beside its feature", () => {
  it('names each key in one home only, with a French and an English sentence', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [home, sentences] of Object.entries(MESSAGE_PARTS)) {
      for (const [key, sentence] of Object.entries<{ fr: unknown; en: unknown }>(sentences)) {
        if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${home}`);
        seen.set(key, home);
        expect([key, typeof sentence.fr, typeof sentence.en]).toEqual([key, 'function', 'function']);
      }
    }
    expect(twice).toEqual([]);
    expect(seen.size).toBeGreaterThan(100);
  });

  it('says a feature’s sentence through the one t()', () => {
    expect(t('fr', 'invoiceNotFound')).toBe('Cette facture est introuvable.');
    expect(t('en', 'proRequestSent')).toMatch(/^Thank you, your request has been recorded/);
  });
});
