import { cardExpiryError, cardNumberError, cvcError, formatCardNumber, formatCvc, formatExpiry } from '@nougaterie/contracts';
import { Field } from '@nougaterie/ui';
import type { TFunction } from 'i18next';
import type { InputHTMLAttributes } from 'react';
import { Field as FormField } from 'react-final-form';
import styled from 'styled-components';

/**
 * The card's width follows the room the form gets, not the screen's: the same fields fill a
 * column of a partner's page in the visits widget.
 */
const Card = styled.div`
  max-width: 24rem;
`;
/**
 * Expiry and CVC side by side. Each field's label, input and error sit on rows shared with the
 * other field (subgrid), so a label that wraps on a phone (375 px) does not push one input below
 * the other, nor does an error under one field alone.
 */
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 0.3rem 0.75rem;
  > div { display: grid; grid-row: span 3; grid-template-rows: subgrid; align-content: start; }
  label { align-self: end; }
  input { width: 100%; min-width: 0; }
`;

type Props = {
  name: string;
  label: string;
  validate: (value: string | undefined) => string | undefined;
  format: (value: string) => string;
  t: TFunction;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'>;

function CardField({ name, label, validate, format, t, ...input }: Props) {
  return (
    <FormField<string> name={name} validate={validate} parse={format}>
      {({ input: field, meta }) => (
        <Field {...input} {...field} label={label} error={meta.error && (meta.touched || meta.submitFailed) ? t(meta.error) : undefined} />
      )}
    </FormField>
  );
}

/**
 * Number, expiry (MM/YY) and CVC of the sandbox card, inside a react-final-form form (values
 * `card_number`, `expiry`, `cvc`), formatted as typed and checked by the contracts' card rules as
 * each field is left. `t` is the front end's translator: its `card.*` texts (number, expiry,
 * expiryPlaceholder, cvc, errors.*) and `errors.required`.
 */
export function CardFields({ t }: { t: TFunction }) {
  return (
    <Card>
      <CardField
        name="card_number"
        label={t('card.number')}
        validate={cardNumberError}
        format={formatCardNumber}
        t={t}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
      />
      <Row>
        <CardField
          name="expiry"
          label={t('card.expiry')}
          validate={cardExpiryError}
          format={formatExpiry}
          t={t}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('card.expiryPlaceholder')}
        />
        <CardField name="cvc" label={t('card.cvc')} validate={cvcError} format={formatCvc} t={t} inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
      </Row>
    </Card>
  );
}
