import { emailSchema } from '@nougaterie/contracts';
import { requiredField, type Validator } from '@nougaterie/ui/form';

// The shared validators' type and combinator (shared-ui's form entry): a validator answers an
// i18n key, so an error already on screen follows a language switch.
export { all, type Validator } from '@nougaterie/ui/form';

export const required = requiredField('errors.required');

export const email: Validator = (value) => (emailSchema.safeParse(value ?? '').success ? undefined : 'errors.email');

export const matches =
  (pattern: RegExp, key: string): Validator =>
  (value) =>
    pattern.test((value ?? '').trim()) ? undefined : key;
