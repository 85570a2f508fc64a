import styled from 'styled-components';
import type { RemoteContext } from '@nougaterie/contracts';
import { formatEuros, theme } from '@nougaterie/ui';
import { errorText } from '../common/errorText.js';
import { useCheckoutTranslation } from '../i18n/index.js';
import { BasketLineRow } from './BasketLineRow.js';
import { FreeDelivery } from './FreeDelivery.js';
import type { useBasket } from './useBasket.js';

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Status = styled.p`
  margin: 0 0 0.75rem;
  padding: 0.5rem 0.75rem;
  border-radius: ${theme.radius};
  background: ${theme.colors.almond};
  &:empty {
    margin: 0;
    padding: 0;
  }
`;
const Failure = styled.p`
  margin: 0 0 0.75rem;
  color: ${theme.colors.danger};
`;
const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 1rem 0 0.75rem;
  font-size: 1.2rem;
  font-weight: 700;
`;
const Empty = styled.p`
  margin: 1rem 0;
  font-size: 1.05rem;
`;

/**
 * Lines, updating state, TOTAL and free-delivery message: the same in the modal and on
 * /boutique/panier, where the detailed amounts replace the single TOTAL (`withTotal` false).
 */
export function BasketContent({ ctx, basket, withTotal = true }: { ctx: RemoteContext; basket: ReturnType<typeof useBasket>; withTotal?: boolean }) {
  const { t } = useCheckoutTranslation();
  return (
    <>
      {/* Always present, so screen readers announce the text when it appears. */}
      <Status role="status">{basket.updating ? t('basket.updating') : ''}</Status>
      {basket.failure && <Failure role="alert">{errorText(basket.failure.error, t, 'basket.updateError')}</Failure>}
      {basket.lines.length === 0 ? (
        <Empty>{t('basket.empty')}</Empty>
      ) : (
        <>
          <Lines aria-label={t('basket.lines')}>
            {basket.lines.map((line) => (
              <BasketLineRow key={line.id} line={line} lang={ctx.lang} onQuantity={basket.setQuantity} />
            ))}
          </Lines>
          {withTotal && (
            <>
              <Total>
                <span>{t('basket.total')}</span>
                <span>{formatEuros(basket.amount, ctx.lang)}</span>
              </Total>
              <FreeDelivery ctx={ctx} hasSettings={basket.settings !== null} />
            </>
          )}
        </>
      )}
    </>
  );
}
