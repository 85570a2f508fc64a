import { useState } from 'react';
import { Field as FormField, Form } from 'react-final-form';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { PaymentMethod, RemoteProps } from '@nougaterie/contracts';
import { media, theme } from '@nougaterie/ui';
import { useBasket } from '../../basket/useBasket.js';
import { Panel } from '../../common/Panel.js';
import { useCheckoutTranslation } from '../../i18n/index.js';
import { StepActions } from '../StepActions.js';
import { StepLayout } from '../StepLayout.js';
import { stepPath } from '../steps.js';
import { CardFields } from './CardFields.js';
import { paymentDraft } from './paymentDraft.js';
import { allowedMethods } from './paymentMethods.js';

const Options = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
`;
const Option = styled.li<{ $checked: boolean }>`
  border: 2px solid ${({ $checked }) => ($checked ? theme.colors.honeyDark : theme.colors.line)};
  border-radius: ${theme.radius};
  > label {
    display: flex;
    gap: 0.75rem;
    align-items: center;
    padding: 0.9rem;
    font-weight: 700;
    cursor: pointer;
  }
  > label input { width: 1.2rem; height: 1.2rem; }
  /* The card fields sit two boxes deep: phones keep the width for them. */
  > div { padding: 0 0.5rem 0.6rem; }
  ${media.sm} { > div { padding: 0 0.9rem 0.9rem; } }
`;
/** Only the explanation is muted: a field's error under it keeps the danger colour. */
const Explain = styled.p`
  margin: 0 0 0.75rem;
  color: ${theme.colors.inkSoft};
`;

interface PaymentValues {
  method: PaymentMethod;
  card_number?: string;
  expiry?: string;
  cvc?: string;
}

/**
 * /boutique/paiement, step 4: card (sandbox), bank transfer, or payment at the shop when the order
 * is picked up there. Nothing is charged yet: the choice waits in memory for the summary step.
 */
export default function PaymentPage({ ctx }: RemoteProps) {
  const { t } = useCheckoutTranslation();
  const navigate = useNavigate();
  const { basket } = useBasket(ctx);
  const methods = allowedMethods(basket);
  const [initial] = useState<PaymentValues>(() => {
    const draft = paymentDraft.get();
    return { method: draft && methods.includes(draft.method) ? draft.method : 'card', ...draft?.card };
  });

  const onSubmit = ({ method, card_number = '', expiry = '', cvc = '' }: PaymentValues) => {
    paymentDraft.set({ method, card: method === 'card' ? { card_number, expiry, cvc } : null });
    navigate(stepPath('summary'));
  };

  return (
    <StepLayout step="payment" title={t('page.payment.title')} basket={basket} lang={ctx.lang}>
      {!basket?.shipping_method ? (
        <Panel>
          <p>{t('payment.noShipping')}</p>
          <Link to={stepPath('delivery')}>{t('payment.toDelivery')}</Link>
        </Panel>
      ) : (
        <Form<PaymentValues> onSubmit={onSubmit} initialValues={initial}>
          {({ handleSubmit, values }) => (
            <form onSubmit={handleSubmit} noValidate>
              <Panel>
                <fieldset>
                  <legend>{t('payment.methods')}</legend>
                  <Options>
                    {methods.map((method) => (
                      <Option key={method} $checked={values.method === method}>
                        <FormField<string> name="method" type="radio" value={method}>
                          {({ input }) => (
                            <label>
                              <input {...input} />
                              {t(`payment.method.${method}`)}
                            </label>
                          )}
                        </FormField>
                        {values.method === method && (
                          <div>
                            <Explain>{t(`payment.explain.${method}`)}</Explain>
                            {method === 'card' && <CardFields />}
                          </div>
                        )}
                      </Option>
                    ))}
                  </Options>
                </fieldset>
              </Panel>
              <StepActions back="delivery" label={t('actions.continue')} busy={false} />
            </form>
          )}
        </Form>
      )}
    </StepLayout>
  );
}
