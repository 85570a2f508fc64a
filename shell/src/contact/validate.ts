import { emailSchema, phoneSchema, siretSchema, loadPhoneRule } from '@nougaterie/contracts';

// The phone rule's library (contracts' loadPhoneRule) loads with this form, before a number is typed.
void loadPhoneRule();

/** A field validator of react-final-form: an i18n key when the value is refused. */
export type Validator = (value: string | undefined) => string | undefined;

export const required: Validator = (value) => (value?.trim() ? undefined : 'form.required');

// The same rules as the api's schemas, so the form never sends what the api would refuse.
export const email: Validator = (value) => (!value?.trim() || emailSchema.safeParse(value).success ? undefined : 'form.email');

export const phone: Validator = (value) => (!value?.trim() || phoneSchema.safeParse(value).success ? undefined : 'form.phone');

export const siret: Validator = (value) => (!value || siretSchema.safeParse(value).success ? undefined : 'form.siret');

export const minLength =
  (min: number, key: string): Validator =>
  (value) =>
    !value || value.trim().length >= min ? undefined : key;

export const all =
  (...validators: Validator[]): Validator =>
  (value) =>
    validators.reduce<string | undefined>((error, validate) => error ?? validate(value), undefined);
