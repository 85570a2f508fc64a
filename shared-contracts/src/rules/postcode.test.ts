import { SHIPPING_COUNTRIES } from '../countries.js';
import { isValidPostcode, postcodeExample } from './postcode.js';

const cases: Record<string, { valid: string[]; invalid: string[] }> = {
  FR: {
    valid: [
      '84210',
      '01000',
      '75001',
      '13001',
      '95000',
      '20000',
      '20090',
      '20200',
      '20999',
      '97100',
      '97133',
      '97150',
      '97200',
      '97300',
      '97400',
      '97500',
      '97600',
      ' 84210 ',
    ],
    invalid: [
      'ABCDE',
      'zz',
      '99999',
      '00000',
      '00100',
      '96000',
      '96999',
      '97000',
      '97700',
      '97800',
      '97900',
      '98000',
      '98800',
      '2A000',
      '2B200',
      '8421',
      '842100',
      '84 210',
      '84-210',
      '',
    ],
  },
  MC: { valid: ['98000', '98020'], invalid: ['84210', '9800', '98100', '97100', 'MC98000'] },
  GP: { valid: ['97100', '97110'], invalid: ['97200', '9710', '84210'] },
  MQ: { valid: ['97200', '97231'], invalid: ['97100', '84210'] },
  GF: { valid: ['97300', '97351'], invalid: ['97400'] },
  RE: { valid: ['97400', '97490'], invalid: ['97600', '75001'] },
  YT: { valid: ['97600', '97615'], invalid: ['97500'] },
  PM: { valid: ['97500'], invalid: ['97501', '97400'] },
  BL: { valid: ['97133'], invalid: ['97150', '97100'] },
  MF: { valid: ['97150'], invalid: ['97133'] },
  AT: { valid: ['1010', '6020', '9020'], invalid: ['0100', '10100', 'A101'] },
  BE: { valid: ['1000', '4000', '9992'], invalid: ['0999', '10000', 'B100'] },
  BG: { valid: ['1000', '9000'], invalid: ['0100', '10000'] },
  HR: { valid: ['10000', '21000', '51000'], invalid: ['60000', '1000', '01000'] },
  CY: { valid: ['1010', '3036'], invalid: ['0101', '10100'] },
  CZ: { valid: ['110 00', '11000', '602 00'], invalid: ['010 00', '800 00', '1100', '110-00'] },
  DK: { valid: ['1050', '8000'], invalid: ['0800', '10500'] },
  EE: { valid: ['10111', '51004'], invalid: ['01011', '1011'] },
  FI: { valid: ['00100', '33100', 'AX-22100', '22100'], invalid: ['0010', '001000', 'FI-00100x'] },
  DE: { valid: ['10115', '01067', '80331', '99998'], invalid: ['00123', '1011', '101150', 'D-10115x'] },
  GR: { valid: ['105 57', '10557', '546 21'], invalid: ['005 57', '905 57', '1055'] },
  HU: { valid: ['1011', '4024'], invalid: ['0101', '10111'] },
  IE: { valid: ['D02 X285', 'D02X285', 'A65 F4E2', 'D6W 1234', 't12 y2hr'], invalid: ['D02', '12345', 'B02 X285', 'D02 X28'] },
  IT: { valid: ['00184', '20121', '98168'], invalid: ['0018', '001840', 'ABCDE'] },
  LV: { valid: ['LV-1050', 'LV1050', '1050'], invalid: ['LV-105', 'LT-1050', '10500'] },
  LT: { valid: ['LT-01100', '01100'], invalid: ['LT-0110', 'LV-01100'] },
  LU: { valid: ['L-1648', '1648', 'l-1648'], invalid: ['16480', 'LU-1648'] },
  MT: { valid: ['VLT 1117', 'VLT1117', 'msk 1234'], invalid: ['VL 1117', 'VLT 111', '1117'] },
  NL: { valid: ['1012 JS', '1012JS', '3011 ab'], invalid: ['0123 AB', '1012 SA', '1012', '1012 J'] },
  PL: { valid: ['00-950', '00950', '31-042'], invalid: ['0-950', '00-95', '00 950'] },
  PT: { valid: ['1000-001', '1000001', '4000-322'], invalid: ['1000', '0100-001', '1000-01'] },
  RO: { valid: ['010011', '927180'], invalid: ['01001', '0100110'] },
  SK: { valid: ['811 01', '81101', '040 01', '974 01'], invalid: ['111 01', '8110', '811-01'] },
  SI: { valid: ['1000', 'SI-1000', '2000'], invalid: ['0100', '10000'] },
  ES: { valid: ['28001', '08001', '01001', '52001'], invalid: ['53001', '00001', '99999', '2800'] },
  SE: { valid: ['111 22', '11122', '411 04'], invalid: ['011 22', '1112', '111-22'] },
};

describe('isValidPostcode', () => {
  it('knows the format of every country a parcel goes to', () => {
    expect(Object.keys(cases).sort()).toEqual([...SHIPPING_COUNTRIES].sort());
  });

  describe.each(Object.entries(cases))('%s', (country, { valid, invalid }) => {
    it.each(valid)('accepts %p', (zipcode) => {
      expect(isValidPostcode(country, zipcode)).toBe(true);
    });
    it.each(invalid)('refuses %p', (zipcode) => {
      expect(isValidPostcode(country, zipcode)).toBe(false);
    });
    it('gives an example of its own format', () => {
      expect(isValidPostcode(country, postcodeExample(country))).toBe(true);
    });
  });

  it('reads a country given by name or left blank (France), as addresses saved before the list', () => {
    expect(isValidPostcode('France', '84210')).toBe(true);
    expect(isValidPostcode('France', '99999')).toBe(false);
    expect(isValidPostcode('', 'ABCDE')).toBe(false);
    expect(isValidPostcode(null, '84210')).toBe(true);
    expect(isValidPostcode('Belgique', '1000')).toBe(true);
    expect(isValidPostcode('Belgique', '84210')).toBe(false);
  });

  it('takes any postcode for a country no parcel goes to (billing only), never a blank one', () => {
    expect(isValidPostcode('CH', '1204')).toBe(true);
    expect(isValidPostcode('CH', ' ')).toBe(false);
  });
});
