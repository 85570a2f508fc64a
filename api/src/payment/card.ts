import type { CardDetails, Lang } from '@nougaterie/contracts';
import { luhnValid } from '@nougaterie/contracts/admin';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';

/*
 * The sandbox's card rules: the api's alone since no page of the shop takes a card (issue #24),
 * shared by the sandbox's hosted page and the older card calls.
 */

/** 12 to 19 digits whose Luhn checksum holds (contracts' luhnValid, as for a SIRET): a mistyped digit is caught before the bank is asked. */
export const isLuhnValid = (digits: string): boolean => /^\d{12,19}$/.test(digits) && luhnValid(digits);

/** MM/YY or MM/YYYY: a card is valid through the last day of its expiry month (UTC). */
export function isCardExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map(Number);
  const fullYear = year < 100 ? 2000 + year : year;
  return now >= new Date(Date.UTC(fullYear, month, 1));
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

export interface CheckedCard {
  /** Digits only: what the processor charges; never stored. */
  number: string;
  brand: string;
  last4: string;
}

/**
 * The older card calls take a card number (issue #24 keeps them for the sandbox's tests): with a
 * real provider's hosted page configured, they answer 410 before any card is checked, charged or
 * logged, and no page of the shop sends one: the cards are typed on the provider's page only
 * (PCI DSS SAQ A).
 */
export function refuseCardNumbers(open: boolean, lang: Lang): void {
  if (!open) throw new HttpError(410, t(lang, 'cardNumbersRefused'), 'CARD_NUMBERS_REFUSED');
}

/** The card as typed, checked before any processor is asked: the shop's checkout and the tour bookings share it. */
export function checkCard(details: CardDetails, lang: Lang, now = new Date()): CheckedCard {
  const number = details.card_number.replace(/[\s-]/g, '');
  if (!isLuhnValid(number)) throw new HttpError(400, t(lang, 'cardInvalid'), 'CARD_INVALID');
  if (isCardExpired(details.expiry, now)) throw new HttpError(400, t(lang, 'cardExpired'), 'CARD_EXPIRED');
  return { number, brand: cardBrand(number), last4: number.slice(-4) };
}
