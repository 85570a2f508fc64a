import { Field, useTexts } from '@nougaterie/ui';
import type { InputHTMLAttributes } from 'react';
import { Field as FormField } from 'react-final-form';
import { CONTACT_NS } from '../i18n/texts';
import type { Validator } from './validate';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'>;

/** A react-final-form field drawn with the house Field; its error shows once left or submitted. */
export function TextField({
  name,
  label,
  validate,
  multiline,
  ...input
}: { name: string; label: string; validate?: Validator; multiline?: boolean } & InputProps) {
  const { t } = useTexts(CONTACT_NS);
  return (
    <FormField<string> name={name} validate={validate}>
      {({ input: field, meta }) => (
        <Field
          {...input}
          {...field}
          multiline={multiline}
          label={label}
          error={meta.error && (meta.touched || meta.submitFailed) ? t(meta.error) : undefined}
        />
      )}
    </FormField>
  );
}
