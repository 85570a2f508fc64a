import { langFromAcceptLanguage } from './lang.js';

describe('langFromAcceptLanguage', () => {
  it.each([
    [undefined, 'fr'],
    ['', 'fr'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['de-DE,en;q=0.7,fr;q=0.6', 'en'],
    ['fr;q=0.4, EN-gb;q=0.8', 'en'],
    ['en;q=0, fr;q=0.1', 'fr'],
    ['de, es', 'fr'],
    ['*', 'fr'],
  ])('%p → %s', (header, lang) => {
    expect(langFromAcceptLanguage(header)).toBe(lang);
  });
});
