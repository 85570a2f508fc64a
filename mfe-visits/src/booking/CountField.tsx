import { Field } from '@nougaterie/ui';
import { Field as FormField } from 'react-final-form';
import { isCount } from './party.js';

/** A whole-number input of the party form, with its inline error once the visitor has typed. */
export function CountField({ name, label, error }: { name: string; label: string; error: string }) {
  return (
    <FormField<string> name={name} validate={(value: string | undefined) => (isCount(value) ? undefined : error)}>
      {({ input, meta }) => (
        <Field
          {...input}
          label={label}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={meta.error && (meta.touched || meta.modified || meta.submitFailed) ? (meta.error as string) : undefined}
        />
      )}
    </FormField>
  );
}
