import { bookingContactSchema, type BookingContact, loadPhoneRule } from '@nougaterie/contracts';
import { Field } from '@nougaterie/ui';
import type { InputHTMLAttributes } from 'react';
import { Field as FormField } from 'react-final-form';
import styled from 'styled-components';
import { useVisitsEnv } from '../env/VisitsEnv.js';
import { useVisitsText } from '../i18n/useVisitsText.js';

type Validator = (value: string | undefined) => string | undefined;

/** Each field checked by the api's own schema; the error is an i18n key, so it follows a language switch. */
const rule =
  (field: keyof BookingContact, key: string): Validator =>
  (value) => {
    if (!value?.trim()) return 'errors.required';
    return bookingContactSchema.shape[field].safeParse(value).success ? undefined : key;
  };

const FIELDS: { name: keyof BookingContact; validate: Validator; input: InputHTMLAttributes<HTMLInputElement> }[] = [
  { name: 'firstname', validate: rule('firstname', 'errors.required'), input: { autoComplete: 'given-name' } },
  { name: 'lastname', validate: rule('lastname', 'errors.required'), input: { autoComplete: 'family-name' } },
  { name: 'email', validate: rule('email', 'errors.email'), input: { type: 'email', autoComplete: 'email' } },
  { name: 'phone', validate: rule('phone', 'errors.phone'), input: { type: 'tel', autoComplete: 'tel' } },
];

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: 1rem;
  @container (min-width: 560px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Who to write to about the visit: asked of a visitor, prefilled from a customer's profile. */
export function ContactFields() {
  const { lang } = useVisitsEnv();
  const { t } = useVisitsText(lang);
  // The phone rule's library (contracts' loadPhoneRule, 42 KB gzip) loads when the visitor enters
  // one of these fields, long before a number is checked: a tour's page, and a partner's page with
  // the widget, open on these fields, and most visitors only look. Until then the number's shape
  // is checked, and the api checks it all.
  return (
    <Grid onFocus={() => void loadPhoneRule()}>
      {FIELDS.map(({ name, validate, input }) => (
        <FormField<string> key={name} name={name} validate={validate}>
          {({ input: field, meta }) => (
            <Field {...field} {...input} label={t(`contact.${name}`)} error={meta.error && (meta.touched || meta.submitFailed) ? t(meta.error) : undefined} />
          )}
        </FormField>
      ))}
    </Grid>
  );
}
