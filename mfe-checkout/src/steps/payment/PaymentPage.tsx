import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link, useNavigate } from 'react-router-dom';
import type { PaymentMethod, RemoteProps } from '@nougaterie/contracts';
import { PaymentMethods } from '@nougaterie/ui/payment';
import { useBasket } from '../../basket/useBasket.js';
import { Panel } from '../../common/Panel.js';
import { useCheckoutTranslation } from '../../i18n/index.js';
import { StepActions } from '../StepActions.js';
import { StepLayout } from '../StepLayout.js';
import { stepPath } from '../steps.js';
import { paymentDraft } from './paymentDraft.js';
import { allowedMethods } from './paymentMethods.js';

interface PaymentValues {
  method: PaymentMethod;
}

/**
 * /boutique/paiement, step 4: card (on the payment provider's page, after the summary), bank
 * transfer, or payment at the shop when the order is picked up there. Nothing is charged yet: the
 * choice waits in memory for the summary step.
 */
export default function PaymentPage({ ctx }: RemoteProps) {
  const { t } = useCheckoutTranslation();
  const navigate = useNavigate();
  const { basket } = useBasket(ctx);
  const methods = allowedMethods(basket);
  const [initial] = useState<PaymentValues>(() => {
    const draft = paymentDraft.get();
    return { method: draft && methods.includes(draft.method) ? draft.method : 'card' };
  });

  const onSubmit = ({ method }: PaymentValues) => {
    paymentDraft.set({ method });
    void navigate(stepPath('summary'));
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
          {({ handleSubmit }) => (
            <form onSubmit={(event) => void handleSubmit(event)} noValidate>
              <Panel>
                <fieldset>
                  <legend>{t('payment.methods')}</legend>
                  <PaymentMethods methods={methods} t={t} />
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
