import { frenchVatOf, isBic, isFrenchVat, isIban, isSiret, luhnValid, sirenOf, vatMatchesSiret } from './firm-ids.js';

describe('firm registration numbers', () => {
  it('a SIRET has 14 digits and a Luhn key on its SIREN and on the whole', () => {
    expect(isSiret('812 345 676 00017')).toBe(true);
    expect(isSiret('81234567600017')).toBe(true);
    // One digit changed: the key no longer holds.
    expect(isSiret('812 345 676 00018')).toBe(false);
    expect(isSiret('812 345 678 00019')).toBe(false);
    expect(isSiret('8123456760001')).toBe(false);
    expect(isSiret('8123456760001X')).toBe(false);
    // La Poste: the sum of the digits is a multiple of 5.
    expect(isSiret('356 000 000 00047')).toBe(true);
    expect(luhnValid('')).toBe(false);
  });

  it('the VAT number is FR, the key of the SIREN, the SIREN', () => {
    expect(frenchVatOf('812345676')).toBe('FR19812345676');
    expect(isFrenchVat('FR 19 812345676')).toBe(true);
    expect(isFrenchVat('FR19 812 345 676')).toBe(true);
    expect(isFrenchVat('FR 47 812345678')).toBe(false);
    expect(isFrenchVat('DE123456789')).toBe(false);
    expect(sirenOf('812 345 676 00017')).toBe('812345676');
    expect(vatMatchesSiret('FR19812345676', '812 345 676 00017')).toBe(true);
    expect(vatMatchesSiret('FR19812345676', '732 829 320 00074')).toBe(false);
  });

  it('an IBAN passes its mod-97 checksum; a BIC has 8 or 11 characters', () => {
    expect(isIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isIban('FR76 3000 6000 0112 3456 7890 188')).toBe(false);
    expect(isIban('FR76 3000 4000 0500 0012 3456 789')).toBe(false);
    // A French IBAN of the wrong length.
    expect(isIban('FR76 3000 6000 0112 3456 7890 18')).toBe(false);
    expect(isBic('BNPAFRPPXXX')).toBe(true);
    expect(isBic('AGRIFRPP')).toBe(true);
    expect(isBic('BNPA FR')).toBe(false);
  });
});
