import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { RemoteProps } from '@nougaterie/contracts';
import { media, theme } from '@nougaterie/ui';
import { useBasket } from '../basket/useBasket.js';
import { useCheckoutTranslation } from '../i18n/index.js';
import { BasketSummary } from './BasketSummary.js';
import { CheckoutPage } from './CheckoutPage.js';
import { BASKET_PATH, type StepKey } from './steps.js';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  ${media.md} { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); align-items: start; }
`;
const Explanation = styled.div`
  p { margin: 0 0 1.25rem; font-size: 1.05rem; color: ${theme.colors.inkSoft}; }
  a { font-weight: 700; }
`;

/**
 * A step after the basket (information, delivery, payment, summary, confirmation): where it sits,
 * what it is for, and the basket it works on. Each grows its own form in the checkout issue.
 */
export function StepPage({ ctx, step }: RemoteProps & { step: Exclude<StepKey, 'basket'> }) {
  const { t } = useCheckoutTranslation();
  const { basket } = useBasket(ctx);
  return (
    <CheckoutPage step={step} title={t(`page.${step}.title`)}>
      <Layout>
        <Explanation>
          <p>{t(`page.${step}.text`)}</p>
          <Link to={BASKET_PATH}>
            <span aria-hidden="true">← </span>
            {t('page.backToBasket')}
          </Link>
        </Explanation>
        {basket && basket.baskets.length > 0 && <BasketSummary basket={basket} lang={ctx.lang} />}
      </Layout>
    </CheckoutPage>
  );
}

/** The page component of one step, as the `pages` map of ./routes needs it. */
export const stepPage = (step: Exclude<StepKey, 'basket'>) =>
  function Step({ ctx }: RemoteProps) {
    return <StepPage ctx={ctx} step={step} />;
  };
