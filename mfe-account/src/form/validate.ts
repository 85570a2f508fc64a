import { PASSWORD_MIN_LENGTH, addressFieldMessage, invalidAddressFields, loginRequestSchema, type FormattedAddressField } from '@nougaterie/contracts';
import { requiredField, type Validator } from '@nougaterie/ui/form';

export { all, type FieldError, type Validator } from '@nougaterie/ui/form';

// Field validators give an i18n key, or a contracts rule's sentence for a language (shared-ui's
// form validators); the rules are the api's own schemas and rules from contracts.

export const required = requiredField('errors.required');

export const email: Validator = (value) => (loginRequestSchema.shape.email.safeParse(value ?? '').success ? undefined : 'errors.email');

export const newPassword: Validator = (value) => ((value ?? '').length >= PASSWORD_MIN_LENGTH ? undefined : 'errors.passwordMin');

export const sameAs =
  (field: string): Validator =>
  (value, values) =>
    value === (values as Record<string, unknown>)[field] ? undefined : 'errors.confirm';

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
