import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { RemoteProps } from '@nougaterie/contracts';
import { Button, theme } from '@nougaterie/ui';
import { useBasket } from '../../basket/useBasket.js';
import { Alert } from '../../common/Alert.js';
import { Panel } from '../../common/Panel.js';
import { useCheckoutTranslation } from '../../i18n/index.js';
import { BasketSummary } from '../BasketSummary.js';
import { CheckoutPage } from '../CheckoutPage.js';
import { paymentDraft, type CardDetails } from '../payment/paymentDraft.js';
import { stepPath } from '../steps.js';
import { ChallengeModal } from './ChallengeModal.js';
import { OrderReview } from './OrderReview.js';
import { missingSteps } from './readiness.js';
import { RetryCard } from './RetryCard.js';
import { usePlaceOrder } from './usePlaceOrder.js';

const Accept = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 0.6rem;
  margin: 1rem 0 0.5rem;
  input { margin-top: 0.2rem; width: 1.2rem; height: 1.2rem; flex: none; }
  a { font-weight: 700; }
`;
const Refusal = styled.p`
  margin: 0 0 0.75rem;
  color: ${theme.colors.danger};
`;
const Missing = styled.ul`
  margin: 0 0 0.75rem;
  a { font-weight: 700; }
`;

/**
 * /boutique/recapitulatif, step 5: the whole order to read again, the CGV to accept, and the
 * final 'order with obligation to pay' button.
 */
export default function SummaryPage({ ctx }: RemoteProps) {
  const { t } = useCheckoutTranslation();
  const id = useId();
  const { basket } = useBasket(ctx);
  const [payment, setPayment] = useState(paymentDraft.get);
  const [accepted, setAccepted] = useState(false);
  const [mustAccept, setMustAccept] = useState(false);
  const order = usePlaceOrder(ctx);

  if (!basket) return null;
  const missing = missingSteps(basket, payment);

  const submit = () => {
    setMustAccept(!accepted);
    if (!accepted || !payment || missing.length > 0) return;
    void order.placeOrder(payment.method, payment.card);
  };
  const retry = (card: CardDetails) => {
    const next = { method: 'card' as const, card };
    paymentDraft.set(next);
    setPayment(next);
    void order.placeOrder('card', card);
  };

  return (
    <CheckoutPage step="summary" title={t('page.summary.title')}>
      <OrderReview basket={basket} payment={payment} lang={ctx.lang} />
      <BasketSummary basket={basket} lang={ctx.lang} title={t('review.amounts')} />
      <Panel aria-label={t('review.confirm')}>
        {missing.length > 0 && (
          <>
            <p>{t('review.incomplete')}</p>
            <Missing>
              {missing.map((step) => (
                <li key={step}>
                  <Link to={stepPath(step)}>{t(`review.goTo.${step}`)}</Link>
                </li>
              ))}
            </Missing>
          </>
        )}
        <Accept>
          <input
            type="checkbox"
            checked={accepted}
            onChange={(event) => {
              setAccepted(event.target.checked);
              if (event.target.checked) setMustAccept(false);
            }}
            aria-invalid={mustAccept ? true : undefined}
            aria-describedby={mustAccept ? `${id}-cgv` : undefined}
          />
          <span>
            {t('review.acceptBefore')}
            <Link to="/legal/conditions-generales-vente" target="_blank">
              {t('review.cgv')}
            </Link>
            {t('review.acceptAfter')}
          </span>
        </Accept>
        <div role="alert">{mustAccept && <Refusal id={`${id}-cgv`}>{t('review.mustAccept')}</Refusal>}</div>
        {!order.challenge && <Alert message={order.error} />}
        {order.declined && <RetryCard busy={order.busy} onPay={retry} />}
        {!order.declined && (
          <Button type="button" $block disabled={order.busy || missing.length > 0} aria-busy={order.busy} onClick={submit}>
            {order.busy ? t('review.ordering') : t('review.order')}
          </Button>
        )}
      </Panel>
      {order.challenge && (
        <ChallengeModal busy={order.busy} error={order.error} onConfirm={order.confirmChallenge} onCancel={order.cancelChallenge} />
      )}
    </CheckoutPage>
  );
}
