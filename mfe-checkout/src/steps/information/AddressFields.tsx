import styled from 'styled-components';
import { Field as FormField } from 'react-final-form';
import type { AddressField, AddressKind } from '@nougaterie/contracts';
import { CountrySelect, Field, media } from '@nougaterie/ui';
import { useCheckoutTranslation } from '../../i18n/index.js';
import type { FieldError } from './addressForm.js';

const Grid = styled.div`
  display: grid;
  column-gap: 1rem;
  > div {
    min-width: 0;
  }
  input,
  select {
    width: 100%;
    box-sizing: border-box;
  }
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
    > .wide {
      grid-column: 1 / -1;
    }
  }
`;

/** The order a person fills an address in, with what the browser may autofill in each. */
const LAYOUT: { field: AddressField; autoComplete: string; type?: string; wide?: boolean }[] = [
  { field: 'firstname', autoComplete: 'given-name' },
  { field: 'lastname', autoComplete: 'family-name' },
  { field: 'email', autoComplete: 'email', type: 'email' },
  { field: 'phone', autoComplete: 'tel', type: 'tel' },
  { field: 'company', autoComplete: 'organization', wide: true },
  { field: 'address1', autoComplete: 'address-line1', wide: true },
  { field: 'address2', autoComplete: 'address-line2', wide: true },
  { field: 'zipcode', autoComplete: 'postal-code' },
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'country', autoComplete: 'country', wide: true },
];

/** The ten fields of one address (SPEC §3), named `shipping.city`, `billing.city`... */
export function AddressFields({ kind, lang }: { kind: AddressKind; lang: string }) {
  const { t } = useCheckoutTranslation();
  const message = (error: FieldError) => (typeof error === 'function' ? error(lang) : t(error));
  return (
    <Grid>
      {LAYOUT.map(({ field, autoComplete, type, wide }) => (
        <div key={field} className={wide ? 'wide' : undefined}>
          <FormField<string> name={`${kind}.${field}`}>
            {({ input, meta }) => {
              const shared = {
                ...input,
                autoComplete: `${kind} ${autoComplete}`,
                label: t(`address.${field}`),
                error: meta.error && (meta.touched || meta.submitFailed) ? message(meta.error as FieldError) : undefined,
              };
              return field === 'country' ? <CountrySelect {...shared} lang={lang} /> : <Field {...shared} type={type ?? 'text'} />;
            }}
          </FormField>
        </div>
      ))}
    </Grid>
  );
}
