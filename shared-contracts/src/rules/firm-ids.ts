/**
 * The checks a French firm's registration numbers and bank account pass (the back office's
 * identity panel and the api refuse a number that fails them): SIRET and SIREN carry a Luhn key,
 * the intra-community VAT number is FR + a key computed from the SIREN, an IBAN its ISO 13616
 * mod-97 checksum.
 */

/** The characters people write between groups of digits: spaces (also non-breaking), dots, dashes. */
const SEPARATORS = /[\s\u00a0\u202f.-]/g;

export const compactId = (text: string) => text.replace(SEPARATORS, '').toUpperCase();

/** The Luhn checksum over a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** La Poste's establishments share one SIREN and are keyed by the sum of their digits instead. */
const LA_POSTE_SIREN = '356000000';

/** 14 digits (spaces allowed) whose Luhn key holds: a SIRET (SIREN + NIC). */
export function isSiret(text: string): boolean {
  const digits = compactId(text);
  if (!/^\d{14}$/.test(digits)) return false;
  if (digits.startsWith(LA_POSTE_SIREN)) {
    return [...digits].reduce((sum, digit) => sum + Number(digit), 0) % 5 === 0;
  }
  return luhnValid(digits) && luhnValid(digits.slice(0, 9));
}

/** The SIREN (the firm's 9 digits) of a SIRET, or null when the text is none. */
export function sirenOf(siret: string): string | null {
  const digits = compactId(siret);
  return /^\d{14}$/.test(digits) ? digits.slice(0, 9) : null;
}

/** The French VAT number of a SIREN: FR, the key (12 + 3 × (SIREN mod 97)) mod 97 on two digits, the SIREN. */
export function frenchVatOf(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return `FR${String(key).padStart(2, '0')}${siren}`;
}

/** Whether a French VAT number (spaces allowed) has the key of its SIREN. */
export function isFrenchVat(text: string): boolean {
  const vat = compactId(text);
  const match = /^FR(\d{2})(\d{9})$/.exec(vat);
  return Boolean(match) && frenchVatOf(match![2]) === vat;
}

/** Whether a VAT number names the firm of a SIRET (its SIREN is the SIRET's first 9 digits). */
export function vatMatchesSiret(vat: string, siret: string): boolean {
  const siren = sirenOf(siret);
  return siren !== null && compactId(vat).slice(4) === siren;
}

/** An IBAN (spaces allowed): country, two check digits, up to 30 letters or digits, mod 97 = 1. */
export function isIban(text: string): boolean {
  const iban = compactId(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  // A French IBAN is always 27 characters long.
  if (iban.startsWith('FR') && iban.length !== 27) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const char of moved) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/** A BIC (SWIFT code): 4 letters of bank, 2 of country, 2 letters or digits of place, maybe 3 of branch. */
export function isBic(text: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compactId(text));
}
