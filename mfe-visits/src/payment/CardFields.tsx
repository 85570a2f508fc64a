import { Field } from '@nougaterie/ui';
import type { InputHTMLAttributes } from 'react';
import { Field as FormField } from 'react-final-form';
import styled from 'styled-components';
import { useVisitsEnv } from '../env/VisitsEnv.js';
import { useVisitsText } from '../i18n/useVisitsText.js';
import { cardExpiryError as expiry, cardNumberError as cardNumber, cvcError as cvc, formatCardNumber, formatCvc, formatExpiry } from '@nougaterie/contracts';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  column-gap: 1rem;
  /* A label on two lines must not push its input below its neighbour's. */
  align-items: end;
  max-width: 24rem;
  input { width: 100%; min-width: 0; }
`;
const Wide = styled.div`
  max-width: 24rem;
`;

type Props = {
  name: string;
  label: string;
  validate: (value: string | undefined) => string | undefined;
  format: (value: string) => string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'>;

function CardField({ name, label, validate, format, ...input }: Props) {
  const { lang } = useVisitsEnv();
  const { t } = useVisitsText(lang);
  return (
    <FormField<string> name={name} validate={validate} parse={format}>
      {({ input: field, meta }) => (
        <Field {...field} {...input} label={label} error={meta.error && (meta.touched || meta.submitFailed) ? t(meta.error) : undefined} />
      )}
    </FormField>
  );
}

/** Number, expiry (MM/YY) and CVC of the sandbox card, checked as the visitor leaves each field. */
export function CardFields() {
  const { lang } = useVisitsEnv();
  const { t } = useVisitsText(lang);
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
