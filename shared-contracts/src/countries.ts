import { INTL_LOCALES, intlLocale } from './rules/locale.js';

/** The shop's own country: the address forms start on it and an address left blank counts as it. */
export const DEFAULT_COUNTRY = 'FR';

/** Overseas departments and collectivities: parcels go there at the overseas rates. */
export const OVERSEAS_COUNTRIES = ['GP', 'MQ', 'GF', 'RE', 'YT', 'PM', 'BL', 'MF'] as const;

/** The European Union but France: parcels go there at the EU rates. */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

/**
 * Every country a parcel can go to (ISO 3166-1 alpha-2), as the api's shipping zones price them:
 * France and Monaco, the overseas territories, the EU. The address forms offer exactly these.
 */
export const SHIPPING_COUNTRIES: readonly string[] = [DEFAULT_COUNTRY, 'MC', ...OVERSEAS_COUNTRIES, ...EU_COUNTRIES];

const displayNames = new Map<string, Intl.DisplayNames>();

function namesIn(lang: string): Intl.DisplayNames {
  const locale = intlLocale(lang);
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    displayNames.set(locale, names);
  }
  return names;
}

/**
 * A country as a shopper reads it, in their language ('FR' → 'France' / 'France', 'DE' →
 * 'Allemagne' / 'Germany'). Anything that is not a known code (an address typed before the forms
 * offered a list) is shown as it was written.
 */
export function countryName(country: string | null | undefined, lang: string): string {
  const value = (country ?? '').trim();
  const code = value.toUpperCase();
  return SHIPPING_COUNTRIES.includes(code) ? (namesIn(lang).of(code) ?? value) : value;
}

/** The countries of SHIPPING_COUNTRIES with their names, France first, then in the language's alphabetical order. */
export function countryOptions(lang: string): { code: string; name: string }[] {
  const collator = new Intl.Collator(intlLocale(lang));
  const [first, ...others] = SHIPPING_COUNTRIES.map((code) => ({ code, name: countryName(code, lang) }));
  return [first, ...others.sort((a, b) => collator.compare(a.name, b.name))];
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^\p{L}]/gu, '')
    .toLowerCase();

/**
 * The ISO code of a country given as a code, as 'FRA', or by its French or English name
 * ('france', 'Réunion', 'Belgique'): what addresses saved before the forms offered a list hold.
 * '' when it is none of the countries parcels go to.
 */
export function countryCode(country: string | null | undefined): string {
  const value = (country ?? '').trim();
  if (!value) return '';
  const upper = value.toUpperCase();
  if (SHIPPING_COUNTRIES.includes(upper)) return upper;
  if (upper === 'FRA') return DEFAULT_COUNTRY;
  const wanted = folded(value);
  return (
    SHIPPING_COUNTRIES.find((code) =>
      Object.keys(INTL_LOCALES).some((lang) => {
        const name = folded(countryName(code, lang));
        // 'La Réunion' is also written 'Réunion'.
        return name === wanted || name === `la${wanted}`;
      }),
    ) ?? ''
  );
}
