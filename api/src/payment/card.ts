import type { CardDetails, Lang } from '@nougaterie/contracts';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';

/** Luhn checksum: catches a mistyped digit before any processor is asked. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map(Number);
  const fullYear = year < 100 ? 2000 + year : year;
  return now >= new Date(Date.UTC(fullYear, month, 1));
}

export interface CheckedCard {
  /** Digits only: what the processor charges; never stored. */
  number: string;
  brand: string;
  last4: string;
}

/** The card as typed, checked before any processor is asked: the shop's checkout and the tour bookings share it. */
export function checkCard(details: CardDetails, lang: Lang, now = new Date()): CheckedCard {
  const number = details.card_number.replace(/[\s-]/g, '');
  if (!isLuhnValid(number)) throw new HttpError(400, t(lang, 'cardInvalid'), 'CARD_INVALID');
  if (isExpired(details.expiry, now)) throw new HttpError(400, t(lang, 'cardExpired'), 'CARD_EXPIRED');
  return { number, brand: cardBrand(number), last4: number.slice(-4) };
}
