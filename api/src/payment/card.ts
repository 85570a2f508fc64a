import { isCardExpired, isLuhnValid, type CardDetails, type Lang } from '@nougaterie/contracts';
import { HttpError } from '../http/errors.js';
import { t } from '../http/messages.js';

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

/** The card as typed, checked before any processor is asked: the shop's checkout and the tour bookings share it. */
export function checkCard(details: CardDetails, lang: Lang, now = new Date()): CheckedCard {
  const number = details.card_number.replace(/[\s-]/g, '');
  if (!isLuhnValid(number)) throw new HttpError(400, t(lang, 'cardInvalid'), 'CARD_INVALID');
  if (isCardExpired(details.expiry, now)) throw new HttpError(400, t(lang, 'cardExpired'), 'CARD_EXPIRED');
  return { number, brand: cardBrand(number), last4: number.slice(-4) };
}
