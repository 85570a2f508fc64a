import {
  PASSWORD_MIN_LENGTH,
  addressFieldMessage,
  invalidAddressFields,
  loginRequestSchema,
  type FormattedAddressField,
} from '@nougaterie/contracts';

/**
 * Field validators give an i18n key, or a contracts rule's sentence for a language, not a fixed
 * sentence, so an error already on screen follows a language switch. The rules are the api's own
 * schemas and rules from contracts.
 */
export type FieldError = string | ((lang: string) => string);
export type Validator = (value: string | undefined, values: object) => FieldError | undefined;

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

/**
 * A postcode or phone valid for the country chosen in the same address, the form's `group` of
 * fields (contracts' rule and sentence).
 */
export const addressRule =
  (group: string, field: FormattedAddressField): Validator =>
  (value, values) => {
    const address = { ...(values as Partial<Record<string, Record<string, string>>>)[group], [field]: value ?? '' };
    return invalidAddressFields(address).includes(field) ? (lang) => addressFieldMessage(field, address, lang) : undefined;
  };
