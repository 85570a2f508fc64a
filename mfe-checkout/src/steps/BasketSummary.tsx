import styled from 'styled-components';
import type { Basket } from '@nougaterie/contracts';
import { formatEuros, theme, VatBreakdown } from '@nougaterie/ui';
import { useCheckoutTranslation } from '../i18n/index.js';

const Box = styled.section`
  margin: 0 0 1.25rem;
  padding: 1.25rem;
  background: ${theme.colors.paper};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.2rem;
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0.4rem 1rem;
  }
  dt {
    color: ${theme.colors.inkSoft};
  }
  dd {
    margin: 0;
    text-align: right;
    white-space: nowrap;
  }
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

/** The delivery step's choice before it is saved: its name and the price the api gave for this basket. */
export interface ShippingPreview {
  name: string;
  price: number;
}

/**
 * The amounts of the basket as the server computed them: products, discount, points, delivery and
 * the TOTAL, then the VAT it holds per rate. Delivery is only known once a method is chosen, so until then it says where it comes;
 * on the delivery step (`choosing`) the method ticked shows at once with its price, in the total.
 */
export function BasketSummary({
  basket,
  lang,
  title,
  choosing = false,
  preview = null,
}: {
  basket: Basket;
  lang: string;
  title?: string;
  choosing?: boolean;
  preview?: ShippingPreview | null;
}) {
  const { t } = useCheckoutTranslation();
  const euros = (amount: number) => formatEuros(amount, lang);
  const saved = basket.shipping_method ? { name: basket.shipping_method.name, price: basket.amount_shipping } : null;
  const shipping = preview ?? saved;
  // The server's total holds the saved method's price: a different choice swaps it for its own.
  const total = basket.amount_total - (saved?.price ?? 0) + (shipping?.price ?? 0);
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
          {!shipping ? t(choosing ? 'summary.shippingToChoose' : 'summary.shippingLater') : shipping.price === 0 ? t('summary.free') : euros(shipping.price)}
        </dd>
      </dl>
      <Total>
        <span>{t('basket.total')}</span>
        <span>{euros(Math.round(total * 100) / 100)}</span>
      </Total>
      {/* The server's VAT per rate holds the saved delivery: hidden while another one is previewed. */}
      {(shipping?.price ?? 0) === (saved?.price ?? 0) && (
        <VatBreakdown parts={basket.vat} lang={lang} label={t('summary.vatLabel')} line={(values) => t('summary.vat', values)} />
      )}
    </Box>
  );
}
