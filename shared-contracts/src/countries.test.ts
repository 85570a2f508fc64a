import { EU_COUNTRIES, SHIPPING_COUNTRIES, countryCode, countryName, countryOptions } from './countries.js';

describe('the countries parcels go to', () => {
  it('are France, Monaco, the overseas territories and the 26 other EU countries, once each', () => {
    expect(SHIPPING_COUNTRIES[0]).toBe('FR');
    expect(SHIPPING_COUNTRIES).toEqual(expect.arrayContaining(['MC', 'RE', 'GP', 'DE', 'BE']));
    expect(EU_COUNTRIES).toHaveLength(26);
    expect(new Set(SHIPPING_COUNTRIES).size).toBe(SHIPPING_COUNTRIES.length);
    expect(SHIPPING_COUNTRIES).not.toContain('CH');
  });
});

describe('countryName', () => {
  it.each([
    ['FR', 'fr', 'France'],
    ['DE', 'fr', 'Allemagne'],
    ['DE', 'en', 'Germany'],
    ['nl', 'fr', 'Pays-Bas'],
    ['NL', 'en', 'Netherlands'],
  ])('%s in %s is %s', (code, lang, name) => {
    expect(countryName(code, lang)).toBe(name);
  });

  it('shows what is not a known code as it was written', () => {
    expect(countryName('France', 'en')).toBe('France');
    expect(countryName(' Suisse ', 'fr')).toBe('Suisse');
    expect(countryName(null, 'fr')).toBe('');
  });
});

describe('countryOptions', () => {
  it('puts France first, then every other country in alphabetical order of the language', () => {
    const fr = countryOptions('fr');
    expect(fr).toHaveLength(SHIPPING_COUNTRIES.length);
    expect(fr[0]).toEqual({ code: 'FR', name: 'France' });
    expect(fr[1]).toEqual({ code: 'DE', name: 'Allemagne' });
    const names = fr.slice(1).map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));

    const en = countryOptions('en');
    expect(en[0]).toEqual({ code: 'FR', name: 'France' });
    expect(en[1]).toEqual({ code: 'AT', name: 'Austria' });
  });
});

describe('countryCode', () => {
  it.each([
    ['FR', 'FR'],
    ['fr', 'FR'],
    ['FRA', 'FR'],
    ['France', 'FR'],
    [' france ', 'FR'],
    ['Belgique', 'BE'],
    ['Germany', 'DE'],
    ['Réunion', 'RE'],
    ['La Réunion', 'RE'],
    ['pays-bas', 'NL'],
  ])('%j is %s', (typed, code) => {
    expect(countryCode(typed)).toBe(code);
  });

  it('is empty for a blank or a country parcels do not go to', () => {
    expect(countryCode('')).toBe('');
    expect(countryCode(undefined)).toBe('');
    expect(countryCode('Suisse')).toBe('');
    expect(countryCode('US')).toBe('');
  });
});
