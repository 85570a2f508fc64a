import type { Lang } from '@nougaterie/contracts';
import { CountrySelect } from '@nougaterie/ui';
import { Field as FormField } from 'react-final-form';
import { useAccountText } from '../i18n/useAccountText.js';
import type { Validator } from './validate.js';

/** The country of an address as a react-final-form field: the house select, its error shown once left or submitted. */
export function CountryField({
  name,
  label,
  lang,
  validate,
  autoComplete,
}: {
  name: string;
  label: string;
  lang: Lang;
  validate?: Validator;
  autoComplete?: string;
}) {
  const { t } = useAccountText(lang);
  return (
    <FormField<string> name={name} validate={validate}>
      {({ input, meta }) => (
        <CountrySelect
          {...input}
          label={label}
          lang={lang}
          autoComplete={autoComplete}
          required
          error={meta.error && (meta.touched || meta.submitFailed) ? t(meta.error) : undefined}
        />
      )}
    </FormField>
  );
}
