import { PASSWORD_MIN_LENGTH, loginRequestSchema } from '@nougaterie/contracts';

/**
 * Field validators give an i18n key, not a sentence, so an error already on screen follows a
 * language switch. The rules are the api's own schemas from contracts.
 */
export type Validator = (value: string | undefined, values: object) => string | undefined;

export const required: Validator = (value) => (value?.trim() ? undefined : 'errors.required');

export const email: Validator = (value) =>
  loginRequestSchema.shape.email.safeParse(value ?? '').success ? undefined : 'errors.email';

export const newPassword: Validator = (value) =>
  (value ?? '').length >= PASSWORD_MIN_LENGTH ? undefined : 'errors.passwordMin';

export const sameAs =
  (field: string): Validator =>
  (value, values) =>
    value === (values as Record<string, unknown>)[field] ? undefined : 'errors.confirm';

export const all =
  (...validators: Validator[]): Validator =>
  (value, values) => {
    for (const validator of validators) {
      const error = validator(value, values);
      if (error) return error;
    }
    return undefined;
  };
