import { cardDetailsSchema } from '../schemas/payment.js';

/**
 * The card as typed, checked the same way by the forms (shop checkout, tour payment) and by the
 * api before any processor is asked. Form checks give i18n keys, so an error on screen follows
 * a language switch; they catch typing slips only, the processor decides what the bank says.
 */
type Validator = (value: string | undefined) => string | undefined;

const digitsOf = (value: string | undefined) => (value ?? '').replace(/\D/g, '');

/** 12 to 19 digits whose Luhn checksum holds: a mistyped digit is caught before the bank is asked. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY or MM/YYYY: a card is valid through the last day of its expiry month (UTC). */
export function isCardExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map(Number);
  const fullYear = year < 100 ? 2000 + year : year;
  return now >= new Date(Date.UTC(fullYear, month, 1));
}

export const cardNumberError: Validator = (value) => {
  const digits = digitsOf(value);
  if (!digits) return 'errors.required';
  return cardDetailsSchema.shape.card_number.safeParse(value).success && isLuhnValid(digits) ? undefined : 'card.errors.number';
};

export function expiryError(value: string | undefined, today = new Date()): string | undefined {
  if (!value) return 'errors.required';
  if (!cardDetailsSchema.shape.expiry.safeParse(value).success) return 'card.errors.expiryFormat';
  return isCardExpired(value, today) ? 'card.errors.expired' : undefined;
}

/** expiryError as a form field's validator (which is also handed the other values: not a date). */
export const cardExpiryError: Validator = (value) => expiryError(value);

export const cvcError: Validator = (value) => {
  if (!value) return 'errors.required';
  return cardDetailsSchema.shape.cvc.safeParse(value).success ? undefined : 'card.errors.cvc';
};

/** 4242424242424242 reads 4242 4242 4242 4242, as printed on the card. */
export const formatCardNumber = (value: string) =>
  digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** The slash comes by itself after the month. */
export function formatExpiry(value: string): string {
  const typed = digitsOf(value).slice(0, 4);
  return typed.length > 2 ? `${typed.slice(0, 2)}/${typed.slice(2)}` : typed;
}

export const formatCvc = (value: string) => digitsOf(value).slice(0, 4);
