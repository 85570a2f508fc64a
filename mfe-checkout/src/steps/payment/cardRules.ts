/**
 * Inline checks of the card form. They give i18n keys (an error on screen follows a language
 * switch) and catch typing slips before the bank is asked; the api checks everything again.
 */
type Validator = (value: string | undefined) => string | undefined;

const digits = (value: string | undefined) => (value ?? '').replace(/\D/g, '');

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const cardNumber: Validator = (value) => {
  const number = digits(value);
  if (!number) return 'errors.required';
  return number.length >= 12 && number.length <= 19 && luhn(number) ? undefined : 'card.errors.number';
};

/** MM/YY, this month or later (a card is valid until the end of its month). */
export function expiryError(value: string | undefined, today = new Date()): string | undefined {
  if (!value) return 'errors.required';
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value);
  if (!match) return 'card.errors.expiryFormat';
  const year = 2000 + Number(match[2]);
  const month = Number(match[1]);
  const now = today.getFullYear() * 12 + today.getMonth() + 1;
  return year * 12 + month < now ? 'card.errors.expired' : undefined;
}
export const expiry: Validator = (value) => expiryError(value);

export const cvc: Validator = (value) => {
  if (!value) return 'errors.required';
  return /^\d{3,4}$/.test(value) ? undefined : 'card.errors.cvc';
};

/** 4242424242424242 is read as 4242 4242 4242 4242, as printed on the card. */
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
