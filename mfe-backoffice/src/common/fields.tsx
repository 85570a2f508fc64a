import { STAFF_PASSWORD_MIN_LENGTH } from '@nougaterie/contracts/admin';
import { Field, FieldFrame } from '@nougaterie/ui';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field as FormField, type FieldInputProps } from 'react-final-form';
import { useT } from '../i18n/useBackofficeText.js';
import type { Validator } from './validate.js';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'>;

/** An error key's sentence; the only number an error names is the password's minimum length. */
function useErrorText() {
  const { t } = useT();
  return (meta: { error?: unknown; touched?: boolean; submitFailed?: boolean }) =>
    meta.error && (meta.touched || meta.submitFailed) ? t(meta.error as string, { count: STAFF_PASSWORD_MIN_LENGTH }) : undefined;
}

/** A react-final-form field drawn with the house Field: its error shown once left or submitted. */
export function TextField({ name, label, validate, ...input }: { name: string; label: string; validate?: Validator } & InputProps) {
  const errorText = useErrorText();
  return (
    <FormField<string> name={name} validate={validate}>
      {({ input: field, meta }) => <Field {...input} {...field} label={label} error={errorText(meta)} />}
    </FormField>
  );
}

/** A select with the house field's label and error. */
export function SelectField({ name, label, validate, children }: { name: string; label: string; validate?: Validator; children: ReactNode }) {
  const errorText = useErrorText();
  return (
    <FormField<string> name={name} validate={validate}>
      {({ input, meta }) => (
        <FieldFrame label={label} error={errorText(meta)}>
          {(control) => (
            <select {...input} {...control}>
              {children}
            </select>
          )}
        </FieldFrame>
      )}
    </FormField>
  );
}

/** The sentence a field shows under it: its validator's, once the field was left or the form submitted. */
export const shownError = (meta: { error?: unknown; touched?: boolean; submitFailed?: boolean }) =>
  typeof meta.error === 'string' && meta.error && (meta.touched || meta.submitFailed) ? meta.error : undefined;

/** A final-form checkbox's props for its input, all but its value (a boolean, which an input does not take). */
export const checkboxProps = ({ name, checked, onChange, onBlur, onFocus, type, multiple }: FieldInputProps<boolean, HTMLInputElement>) => ({
  name,
  checked,
  onChange,
  onBlur,
  onFocus,
  type,
  multiple,
});
