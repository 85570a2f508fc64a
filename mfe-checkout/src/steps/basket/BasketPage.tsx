import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { RemoteProps } from '@nougaterie/contracts';
import { Button, media } from '@nougaterie/ui';
import { BasketContent } from '../../basket/BasketContent.js';
import { FreeDelivery } from '../../basket/FreeDelivery.js';
import { useBasket } from '../../basket/useBasket.js';
import { Panel } from '../../common/Panel.js';
import { useCheckoutTranslation } from '../../i18n/index.js';
import { BasketSummary } from '../BasketSummary.js';
import { CheckoutPage } from '../CheckoutPage.js';
import { stepPath } from '../steps.js';
import { DiscountCode } from './DiscountCode.js';
import { LoyaltyPoints } from './LoyaltyPoints.js';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  ${media.md} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;
const Side = styled.aside`
  display: grid;
  gap: 1rem;
  ${media.md} {
    position: sticky;
    top: 1rem;
  }
`;
const Back = styled(Link)`
  display: inline-block;
  margin-top: 0.5rem;
  font-weight: 600;
`;

/**
 * /boutique/panier, step 1: the lines with their quantities, the discount code, loyalty points,
 * the detailed amounts and the way on.
 */
export default function BasketPage({ ctx }: RemoteProps) {
  const { t } = useCheckoutTranslation();
  const navigate = useNavigate();
  const basket = useBasket(ctx);
  const current = basket.basket;
  const filled = current !== null && basket.lines.length > 0;
  return (
    <CheckoutPage step="basket" title={t('page.basket.title')}>
      <Columns>
        <div>
          <Panel>
            <BasketContent ctx={ctx} basket={basket} withTotal={false} />
          </Panel>
          {filled && (
            <>
              <DiscountCode ctx={ctx} basket={current} />
              <LoyaltyPoints ctx={ctx} basket={current} />
            </>
          )}
          <Back to="/boutique">
            <span aria-hidden="true">← </span>
            {t('basket.continueShopping')}
          </Back>
        </div>
        {filled && (
          <Side>
            <BasketSummary basket={current} lang={ctx.lang} />
            <FreeDelivery ctx={ctx} hasSettings={basket.settings !== null} />
            {basket.amount > 0 && (
              <Button type="button" $block onClick={() => void navigate(stepPath('information'))}>
                {t('page.basket.next')}
              </Button>
            )}
          </Side>
        )}
      </Columns>
    </CheckoutPage>
  );
}
