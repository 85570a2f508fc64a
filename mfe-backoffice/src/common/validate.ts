import { emailSchema } from '@nougaterie/contracts';

/** Validators give an i18n key, so an error already on screen follows a language switch. */
export type Validator = (value: string | undefined, values: object) => string | undefined;

export const required: Validator = (value) => (value?.trim() ? undefined : 'errors.required');

export const email: Validator = (value) => (emailSchema.safeParse(value ?? '').success ? undefined : 'errors.email');

export const matches =
  (pattern: RegExp, key: string): Validator =>
  (value) =>
    pattern.test((value ?? '').trim()) ? undefined : key;

export const all =
  (...validators: Validator[]): Validator =>
  (value, values) => {
    for (const validator of validators) {
      const error = validator(value, values);
      if (error) return error;
    }
    return undefined;
  };
