import { Field } from '@nougaterie/ui';
import type { InputHTMLAttributes } from 'react';
import { Field as FormField } from 'react-final-form';
import type { FieldError, Validator } from './validators.js';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'>;

export type FormTextFieldProps = { name: string; label: string; validate?: Validator; multiline?: boolean } & InputProps;

// The house Field through the package's shared entry, never '../Field.js': a relative import here
// would put a second copy of it in each remote that imports this entry.

/**
 * A react-final-form field drawn with the house Field: its error, told in words by `errorText`
 * (the package's texts), shows once the field is left or the form submitted.
 */
export function FormTextField({ name, label, validate, multiline, errorText, ...input }: FormTextFieldProps & { errorText: (error: FieldError) => string }) {
  return (
    <FormField<string> name={name} validate={validate}>
      {({ input: field, meta }) => (
        <Field
          {...input}
          {...field}
          multiline={multiline}
          label={label}
          error={meta.error && (meta.touched || meta.submitFailed) ? errorText(meta.error as FieldError) : undefined}
        />
      )}
    </FormField>
  );
}
