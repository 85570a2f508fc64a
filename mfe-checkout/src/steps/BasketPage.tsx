import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { RemoteProps } from '@nougaterie/contracts';
import { Button, theme } from '@nougaterie/ui';
import { BasketContent } from '../basket/BasketContent.js';
import { useBasket } from '../basket/useBasket.js';
import { useCheckoutTranslation } from '../i18n/index.js';
import { CheckoutPage } from './CheckoutPage.js';
import { stepPath } from './steps.js';

const Panel = styled.div`
  padding: 1rem 1.25rem;
  background: ${theme.colors.paper};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-top: 1.5rem;
`;

/** /boutique/panier, step 1: the lines with their quantities, the total, and the way on. */
export default function BasketPage({ ctx }: RemoteProps) {
  const { t } = useCheckoutTranslation();
  const navigate = useNavigate();
  const basket = useBasket(ctx);
  return (
    <CheckoutPage step="basket" title={t('page.basket.title')}>
      <Panel>
        <BasketContent ctx={ctx} basket={basket} />
      </Panel>
      <Actions>
        <Link to="/boutique">{t('basket.continueShopping')}</Link>
        {basket.amount > 0 && (
          <Button type="button" onClick={() => navigate(stepPath('information'))}>
            {t('page.basket.next')}
          </Button>
        )}
      </Actions>
    </CheckoutPage>
  );
}
