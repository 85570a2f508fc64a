import styled from 'styled-components';
import type { Basket } from '@nougaterie/contracts';
import { formatEuros, theme } from '@nougaterie/ui';
import { useCheckoutTranslation } from '../i18n/index.js';

const Box = styled.section`
  margin: 0 0 1.25rem;
  padding: 1.25rem;
  background: ${theme.colors.paper};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  h2 { margin: 0 0 0.75rem; font-size: 1.2rem; }
  dl { margin: 0; display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 0.4rem 1rem; }
  dt { color: ${theme.colors.inkSoft}; }
  dd { margin: 0; text-align: right; white-space: nowrap; }
`;
const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0.75rem 0 0;
  padding-top: 0.75rem;
  border-top: 1px solid ${theme.colors.line};
  font-size: 1.15rem;
  font-weight: 700;
`;

/**
 * The amounts of the basket as the server computed them: products, discount, points, delivery and
 * the TOTAL. Delivery is only known once a method is chosen, so until then it says where it comes.
 */
export function BasketSummary({ basket, lang, title }: { basket: Basket; lang: string; title?: string }) {
  const { t } = useCheckoutTranslation();
  const euros = (amount: number) => formatEuros(amount, lang);
  const shipping = basket.shipping_method;
  return (
    <Box aria-labelledby="basket-summary-title">
      <h2 id="basket-summary-title">{title ?? t('summary.title')}</h2>
      <dl>
        <dt>{t('summary.products', { count: basket.nb_products })}</dt>
        <dd>{euros(basket.amount_products)}</dd>
        {basket.discount && basket.amount_discount > 0 && (
          <>
            <dt>{t('summary.discount', { code: basket.discount.code })}</dt>
            <dd>−{euros(basket.amount_discount)}</dd>
          </>
        )}
        {basket.amount_points > 0 && (
          <>
            <dt>{t('summary.points', { count: basket.fidelity_points })}</dt>
            <dd>−{euros(basket.amount_points)}</dd>
          </>
        )}
        <dt>{shipping ? t('summary.shipping', { name: shipping.name }) : t('summary.shippingNone')}</dt>
        <dd>
          {!shipping ? t('summary.shippingLater') : basket.amount_shipping === 0 ? t('summary.free') : euros(basket.amount_shipping)}
        </dd>
      </dl>
      <Total>
        <span>{t('basket.total')}</span>
        <span>{euros(basket.amount_total)}</span>
      </Total>
    </Box>
  );
}
