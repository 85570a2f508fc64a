import { PASSWORD_MIN_LENGTH, type Lang } from '@nougaterie/contracts';
import { Field } from '@nougaterie/ui';
import type { InputHTMLAttributes } from 'react';
import { Field as FormField } from 'react-final-form';
import { useAccountText } from '../i18n/useAccountText.js';
import type { FieldError, Validator } from './validate.js';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'>;

/** A react-final-form field drawn with the house Field: error shown once left or submitted. */
export function TextField({
  name,
  label,
  lang,
  validate,
  ...input
}: { name: string; label: string; lang: Lang; validate?: Validator } & InputProps) {
  const { t } = useAccountText(lang);
  const message = (error: FieldError) => (typeof error === 'function' ? error(lang) : t(error, { count: PASSWORD_MIN_LENGTH }));
  return (
    <FormField<string> name={name} validate={validate}>
      {({ input: field, meta }) => (
        <Field
          {...input}
          {...field}
          label={label}
          error={meta.error && (meta.touched || meta.submitFailed) ? message(meta.error as FieldError) : undefined}
        />
      )}
    </FormField>
  );
}
