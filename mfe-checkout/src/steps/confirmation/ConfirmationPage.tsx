import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Basket, RemoteProps } from '@nougaterie/contracts';
import { Button, theme, useObservable } from '@nougaterie/ui';
import { Panel } from '../../common/Panel.js';
import { useCheckoutTranslation } from '../../i18n/index.js';
import { BasketSummary } from '../BasketSummary.js';
import { CheckoutPage } from '../CheckoutPage.js';
import { OrderReview } from '../summary/OrderReview.js';
import type { ConfirmationState } from '../summary/usePlaceOrder.js';
import { TransferDetails } from './TransferDetails.js';

const Reference = styled.p`
  margin-top: 0;
  font-size: 1.2rem;
  /* NSD-2026-000123 is read as one word: it never breaks at its hyphens. */
  strong {
    color: ${theme.colors.honeyDark};
    white-space: nowrap;
  }
`;
const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

/**
 * /boutique/confirmation?ref=…, step 6: the order number, the e-mail sent, the points earned and,
 * for a transfer, the bank details. The order is read back from its basket (get-final), and the
 * session basket is reloaded: the ordered one is gone, the next purchase starts empty.
 */
export default function ConfirmationPage({ ctx }: RemoteProps) {
  const { t } = useCheckoutTranslation();
  const [params] = useSearchParams();
  const reference = params.get('ref');
  const basketId = (useLocation().state as ConfirmationState | null)?.basketId;
  const user = useObservable(ctx.store.user$, ctx.store.get().user);
  const [ordered, setOrdered] = useState<Basket | null>(null);

  useEffect(() => {
    // The basket load's own failure handling (cookie removed, no basket) is all this page needs.
    ctx.store.loadBasket().catch(() => undefined);
  }, [ctx.store]);

  useEffect(() => {
    if (!basketId) return;
    let live = true;
    ctx.api.basket
      .getFinal(basketId)
      .then((basket) => live && setOrdered(basket))
      // Without the details the page still gives the number and the e-mail: nothing to add.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [ctx.api, basketId]);

  if (!reference) {
    return (
      <CheckoutPage step={null} title={t('page.confirmation.title')}>
        <Panel>
          <p>{t('confirmation.none')}</p>
          <Button as={Link} to="/boutique">
            {t('confirmation.shop')}
          </Button>
        </Panel>
      </CheckoutPage>
    );
  }

  const order = ordered?.order ?? null;
  const email = ordered?.address_billing_email || ordered?.address_shipping_email;
  const paid = order?.status === 'paid';
  const points = ordered?.earned_points ?? 0;
  return (
    <CheckoutPage step="confirmation" title={t('confirmation.title')}>
      <Panel>
        <Reference>
          {t('confirmation.reference')} <strong>{reference}</strong>
        </Reference>
        {order && <p>{t(`confirmation.status.${paid ? 'paid' : order.payment_method}`)}</p>}
        <p>{email ? t('confirmation.emailTo', { email }) : t('confirmation.email')}</p>
        {order?.payment_method === 'transfer' && !paid && <TransferDetails reference={reference} amount={order.amount_total} lang={ctx.lang} />}
        {user && points > 0 && <p>{t(paid ? 'confirmation.pointsEarned' : 'confirmation.pointsLater', { count: points })}</p>}
        <Links>
          {user && (
            <Button as={Link} to="/mon-compte/mes-commandes">
              {t('confirmation.orders')}
            </Button>
          )}
          <Button as={Link} to="/boutique" $variant="secondary">
            {t('confirmation.shop')}
          </Button>
        </Links>
      </Panel>
      {ordered && (
        <>
          <OrderReview basket={ordered} payment={null} lang={ctx.lang} ordered />
          <BasketSummary basket={ordered} lang={ctx.lang} title={t('review.amounts')} />
        </>
      )}
    </CheckoutPage>
  );
}
