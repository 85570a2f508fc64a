import { countryCode, countryOptions } from '@nougaterie/contracts';
import { useMemo, type SelectHTMLAttributes } from 'react';
import { FieldFrame } from './Field.js';

/**
 * The country of an address, chosen among those parcels go to (SHIPPING_COUNTRIES): the value is
 * the ISO code the api's shipping zones read, the options show the names in the shopper's language.
 * A value saved as typed before ('France', 'Belgique') selects its country.
 */
export function CountrySelect({
  label,
  lang,
  error,
  value,
  ...select
}: {
  label: string;
  lang: string;
  error?: string | null;
  value: string | undefined;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value'>) {
  const options = useMemo(() => countryOptions(lang), [lang]);
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <select {...select} {...control} value={countryCode(value)}>
          {/* Only an address whose country is none of the list starts here: the shopper must choose. */}
          {!countryCode(value) && <option value="" />}
          {options.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
