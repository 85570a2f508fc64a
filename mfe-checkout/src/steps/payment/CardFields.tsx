import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field as FormField } from 'react-final-form';
import { Field, media } from '@nougaterie/ui';
import { useCheckoutTranslation } from '../../i18n/index.js';
import { cardExpiryError as expiry, cardNumberError as cardNumber, cvcError as cvc, formatCardNumber, formatCvc, formatExpiry } from '@nougaterie/contracts';

/**
 * Expiry and CVC side by side. Each field's label, input and error sit on rows shared with the
 * other field (subgrid), so a label that wraps on a phone does not push one input below the other.
 */
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  column-gap: 0.75rem;
  row-gap: 0.3rem;
  > div { display: grid; grid-row: span 3; grid-template-rows: subgrid; align-content: start; }
  > div > label { align-self: end; }
  input { width: 100%; min-width: 0; }
  ${media.sm} { max-width: 24rem; }
`;
const Wide = styled.div`
  ${media.sm} { max-width: 24rem; }
`;

type Props = {
  name: string;
  label: string;
  validate: (value: string | undefined) => string | undefined;
  format: (value: string) => string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'>;

function CardField({ name, label, validate, format, ...input }: Props) {
  const { t } = useCheckoutTranslation();
  return (
    <FormField<string> name={name} validate={validate} parse={format}>
      {({ input: field, meta }) => (
        <Field
          {...input}
          {...field}
          label={label}
          error={meta.error && (meta.touched || meta.submitFailed) ? t(meta.error) : undefined}
        />
      )}
    </FormField>
  );
}

/** Number, expiry (MM/YY) and CVC of the sandbox card, checked as the shopper leaves each field. */
export function CardFields() {
  const { t } = useCheckoutTranslation();
  return (
    <>
      <Wide>
        <CardField
          name="card_number"
          label={t('card.number')}
          validate={cardNumber}
          format={formatCardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
        />
      </Wide>
      <Row>
        <CardField
          name="expiry"
          label={t('card.expiry')}
          validate={expiry}
          format={formatExpiry}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('card.expiryPlaceholder')}
        />
        <CardField name="cvc" label={t('card.cvc')} validate={cvc} format={formatCvc} inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
      </Row>
    </>
  );
}
