import { emailSchema, phoneSchema, siretSchema, loadPhoneRule } from '@nougaterie/contracts';
import { requiredField, type Validator } from '@nougaterie/ui/form';

export { all } from '@nougaterie/ui/form';

// The phone rule's library (contracts' loadPhoneRule) loads with this form, before a number is typed.
void loadPhoneRule();

export const required = requiredField('form.required');

// The same rules as the api's schemas, so the form never sends what the api would refuse.
export const email: Validator = (value) => (!value?.trim() || emailSchema.safeParse(value).success ? undefined : 'form.email');

export const phone: Validator = (value) => (!value?.trim() || phoneSchema.safeParse(value).success ? undefined : 'form.phone');

export const siret: Validator = (value) => (!value || siretSchema.safeParse(value).success ? undefined : 'form.siret');

export const minLength =
  (min: number, key: string): Validator =>
  (value) =>
    !value || value.trim().length >= min ? undefined : key;
