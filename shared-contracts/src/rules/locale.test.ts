import { INTL_LOCALES, intlLocale } from './locale.js';

describe('intlLocale', () => {
  it('writes English the British way and anything else as French, the default', () => {
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale('fr')).toBe('fr-FR');
    expect(intlLocale('de')).toBe('fr-FR');
    expect(intlLocale('')).toBe('fr-FR');
    expect(Object.keys(INTL_LOCALES).sort()).toEqual(['en', 'fr']);
  });
});
