import { cardDetailsSchema } from '@nougaterie/contracts';

/**
 * Checks of the card form as the visitor leaves each field: i18n keys, so that an error on screen
 * follows a language switch. They catch typing slips only; the api decides what the bank says.
 */
type Validator = (value: string | undefined) => string | undefined;

const digits = (value: string | undefined) => (value ?? '').replace(/\D/g, '');

/** The checksum every card number carries: a wrong digit is caught before the bank is asked. */
export function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export const cardNumber: Validator = (value) => {
  if (!digits(value)) return 'errors.required';
  return cardDetailsSchema.shape.card_number.safeParse(value).success && luhn(digits(value)) ? undefined : 'card.errors.number';
};

/** MM/YY, this month or later (a card is valid until the end of its month). */
export function expiryError(value: string | undefined, today = new Date()): string | undefined {
  if (!value) return 'errors.required';
  if (!cardDetailsSchema.shape.expiry.safeParse(value).success) return 'card.errors.expiryFormat';
  const [month, year] = value.split('/').map(Number);
  const fullYear = year < 100 ? 2000 + year : year;
  return fullYear * 12 + month < today.getFullYear() * 12 + today.getMonth() + 1 ? 'card.errors.expired' : undefined;
}
export const expiry: Validator = (value) => expiryError(value);

export const cvc: Validator = (value) => {
  if (!value) return 'errors.required';
  return cardDetailsSchema.shape.cvc.safeParse(value).success ? undefined : 'card.errors.cvc';
};

/** 4242424242424242 reads 4242 4242 4242 4242, as printed on the card. */
export const formatCardNumber = (value: string) =>
  digits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** The slash comes by itself after the month. */
export function formatExpiry(value: string): string {
  const typed = digits(value).slice(0, 4);
  return typed.length > 2 ? `${typed.slice(0, 2)}/${typed.slice(2)}` : typed;
}

export const formatCvc = (value: string) => digits(value).slice(0, 4);
