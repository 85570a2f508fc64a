import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { awaitsCardPayment, type RemoteContext, type RemoteProps } from '@nougaterie/contracts';
import { Button, FormAlert, theme, useObservable } from '@nougaterie/ui';
import { useBasket } from '../../basket/useBasket.js';
import { Panel } from '../../common/Panel.js';
import { useCheckoutTranslation } from '../../i18n/index.js';
import { BasketSummary } from '../BasketSummary.js';
import { CheckoutPage } from '../CheckoutPage.js';
import { paymentDraft } from '../payment/paymentDraft.js';
import { stepPath } from '../steps.js';
import { OrderReview } from './OrderReview.js';
import { missingSteps } from './readiness.js';
import { RetryCard } from './RetryCard.js';
import { confirmationPath, usePlaceOrder, type ConfirmationState } from './usePlaceOrder.js';

const Accept = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 0.6rem;
  margin: 1rem 0 0.5rem;
  input {
    margin-top: 0.2rem;
    width: 1.2rem;
    height: 1.2rem;
    flex: none;
  }
  a {
    font-weight: 700;
  }
`;
const Refusal = styled.p`
  margin: 0 0 0.75rem;
  color: ${theme.colors.danger};
`;
const Missing = styled.ul`
  margin: 0 0 0.75rem;
  a {
    font-weight: 700;
  }
`;

type Linked = 'opening' | 'missing' | null;

/**
 * /boutique/recapitulatif/<basket id>, the link mailed after a declined card: that basket is
 * opened (get-final: a guest's for whoever holds its id, a customer's for that customer). An order
 * still to pay becomes the session's basket, to pay here; one paid meanwhile shows its confirmation.
 */
function useLinkedBasket(ctx: RemoteContext, basketId: string | undefined): Linked {
  const navigate = useNavigate();
  const toOpen = (id: string | undefined) => Boolean(id) && ctx.store.get().basket?.id !== id;
  const [linked, setLinked] = useState<Linked>(() => (toOpen(basketId) ? 'opening' : null));
  // Another link followed from this page: that basket is opened in turn.
  const [asked, setAsked] = useState(basketId);
  if (basketId !== asked) {
    setAsked(basketId);
    if (toOpen(basketId)) setLinked('opening');
  }
  useEffect(() => {
    if (!basketId || ctx.store.get().basket?.id === basketId) return;
    let live = true;
    ctx.store
      .openOrderedBasket(basketId)
      .then((opened) => {
        if (!live) return;
        if (opened.status === 'ordered' && opened.order?.status === 'awaiting_payment') return setLinked(null);
        if (opened.status === 'ordered' && opened.order) {
          const state: ConfirmationState = { basketId: opened.id };
          return navigate(confirmationPath(opened.order.reference), { state, replace: true });
        }
        setLinked('missing');
      })
      .catch(() => live && setLinked('missing'));
    return () => {
      live = false;
    };
  }, [ctx.store, basketId, navigate]);
  return linked;
}

/**
 * /boutique/recapitulatif, step 5: the whole order to read again, the CGV to accept, and the
 * final 'order with obligation to pay' button, which for a card leads to the payment provider's
 * page. An order still waiting for its card payment (the session keeps its basket, the mailed link
 * opens it) gets its payment page again here, or another way chosen.
 */
export default function SummaryPage({ ctx }: RemoteProps) {
  const { t } = useCheckoutTranslation();
  const id = useId();
  const params = useParams<{ id?: string }>();
  const linked = useLinkedBasket(ctx, params.id);
  const user = useObservable(ctx.store.user$, ctx.store.get().user);
  const { basket } = useBasket(ctx);
  const [payment] = useState(paymentDraft.get);
  // The way to pay chosen before arriving here (none after a reload or from the mailed link).
  const [arrivedWith] = useState(paymentDraft.get);
  const [accepted, setAccepted] = useState(false);
  const [mustAccept, setMustAccept] = useState(false);
  const order = usePlaceOrder(ctx);

  if (linked === 'opening') {
    return (
      <CheckoutPage step="summary" title={t('page.summary.title')}>
        <Panel aria-busy="true">
          <p>{t('review.opening')}</p>
        </Panel>
      </CheckoutPage>
    );
  }
  if (linked === 'missing') {
    const here = `${stepPath('summary')}/${encodeURIComponent(params.id ?? '')}`;
    return (
      <CheckoutPage step="summary" title={t('page.summary.title')}>
        <Panel>
          <p>{t('review.linkMissing')}</p>
          {!user && <Link to={`/sign/login?${new URLSearchParams({ redirect: here }).toString()}`}>{t('review.linkLogin')}</Link>}
        </Panel>
      </CheckoutPage>
    );
  }
  if (!basket) return null;
  const missing = missingSteps(basket, payment);
  const awaiting = basket.status === 'ordered' && basket.order?.status === 'awaiting_payment' ? basket.order : null;
  // Back on a card order still unpaid, no other way chosen since: its payment page again, or another method.
  const retrying = awaitsCardPayment(basket) && !arrivedWith;

  const submit = () => {
    setMustAccept(!accepted);
    if (!accepted || !payment || missing.length > 0) return;
    void order.placeOrder(payment.method);
  };

  return (
    <CheckoutPage step="summary" title={t('page.summary.title')}>
      <OrderReview basket={basket} payment={payment} lang={ctx.lang} />
      <BasketSummary basket={basket} lang={ctx.lang} title={t('review.amounts')} />
      <Panel aria-label={t('review.confirm')}>
        {retrying && awaiting && <p role="status">{t('review.awaiting', { reference: awaiting.reference })}</p>}
        {missing.length > 0 && !retrying && (
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
        <FormAlert message={order.error} />
        {retrying && <RetryCard busy={order.busy} onPay={() => void order.placeOrder('card')} />}
        {!retrying && (
          <Button type="button" $block disabled={order.busy || missing.length > 0} aria-busy={order.busy} onClick={submit}>
            {order.busy ? t('review.ordering') : t('review.order')}
          </Button>
        )}
      </Panel>
    </CheckoutPage>
  );
}
