import { DEFAULT_COUNTRY, countryCode } from '../countries.js';

interface PostcodeFormat {
  pattern: RegExp;
  /** A real postcode of the country, shown in the message when one is refused. */
  example: string;
}

const digits = (count: number, example: string): PostcodeFormat => ({ pattern: new RegExp(`^[1-9]\\d{${count - 1}}$`), example });

/**
 * Each country's postcode as its postal service writes it (UPU formats), with the separators and
 * the country prefixes people commonly type. Letters are compared upper case.
 */
const FORMATS: Record<string, PostcodeFormat> = {
  // France: a département 01-95 (Corsica, 2A and 2B, is written 20xxx) or an overseas one 971-976.
  // 00xxx, 96xxx, 977-979xx and 98xxx (Monaco, the Pacific) are not mainland or overseas France.
  FR: { pattern: /^(?:(?:0[1-9]|[1-8]\d|9[0-5])\d{3}|97[1-6]\d{2})$/, example: '84210' },
  MC: { pattern: /^980\d{2}$/, example: '98000' },
  GP: { pattern: /^971\d{2}$/, example: '97100' },
  MQ: { pattern: /^972\d{2}$/, example: '97200' },
  GF: { pattern: /^973\d{2}$/, example: '97300' },
  RE: { pattern: /^974\d{2}$/, example: '97400' },
  YT: { pattern: /^976\d{2}$/, example: '97600' },
  PM: { pattern: /^97500$/, example: '97500' },
  BL: { pattern: /^97133$/, example: '97133' },
  MF: { pattern: /^97150$/, example: '97150' },
  AT: digits(4, '1010'),
  BE: digits(4, '1000'),
  BG: digits(4, '1000'),
  HR: { pattern: /^[1-5]\d{4}$/, example: '10000' },
  CY: digits(4, '1010'),
  CZ: { pattern: /^[1-7]\d{2} ?\d{2}$/, example: '110 00' },
  DK: digits(4, '1050'),
  EE: digits(5, '10111'),
  FI: { pattern: /^(?:AX-?)?\d{5}$/, example: '00100' },
  DE: { pattern: /^(?:0[1-9]|[1-9]\d)\d{3}$/, example: '10115' },
  GR: { pattern: /^[1-8]\d{2} ?\d{2}$/, example: '105 57' },
  HU: digits(4, '1011'),
  // Eircode: a routing key (letter, two digits, or D6W) and four characters.
  IE: { pattern: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[\dAC-FHKNPRTV-Y]{4}$/, example: 'D02 X285' },
  IT: { pattern: /^\d{5}$/, example: '00184' },
  LV: { pattern: /^(?:LV-?)?\d{4}$/, example: 'LV-1050' },
  LT: { pattern: /^(?:LT-?)?\d{5}$/, example: 'LT-01100' },
  LU: { pattern: /^(?:L-?)?\d{4}$/, example: 'L-1648' },
  MT: { pattern: /^[A-Z]{3} ?\d{4}$/, example: 'VLT 1117' },
  NL: { pattern: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/, example: '1012 JS' },
  PL: { pattern: /^\d{2}-?\d{3}$/, example: '00-950' },
  PT: { pattern: /^[1-9]\d{3}-?\d{3}$/, example: '1000-001' },
  RO: { pattern: /^\d{6}$/, example: '010011' },
  SK: { pattern: /^[089]\d{2} ?\d{2}$/, example: '811 01' },
  SI: { pattern: /^(?:SI-?)?[1-9]\d{3}$/, example: '1000' },
  // Spain: a province 01-52 and three digits.
  ES: { pattern: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/, example: '28001' },
  SE: { pattern: /^[1-9]\d{2} ?\d{2}$/, example: '111 22' },
};

const formatOf = (country: string | null | undefined): PostcodeFormat | undefined => FORMATS[countryCode((country ?? '').trim() || DEFAULT_COUNTRY)];

/**
 * Whether a postcode exists in the address's country (an ISO code, or a name typed before the
 * forms offered a list; blank is France). A country no parcel goes to has no format here: any
 * postcode is taken, since the address can only serve the shop pick-up and the billing.
 */
export function isValidPostcode(country: string | null | undefined, zipcode: string | null | undefined): boolean {
  const value = (zipcode ?? '').trim().toUpperCase();
  if (!value) return false;
  const format = formatOf(country);
  return format ? format.pattern.test(value) : true;
}

/** A postcode of the country as it is written there, for the message that refuses one. */
export function postcodeExample(country: string | null | undefined): string {
  return formatOf(country)?.example ?? FORMATS[DEFAULT_COUNTRY].example;
}
