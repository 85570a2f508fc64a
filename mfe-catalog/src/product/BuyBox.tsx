import { useState } from 'react';
import styled from 'styled-components';
import type { Product, RemoteContext } from '@nougaterie/contracts';
import { Button, QuantitySpinner, theme } from '@nougaterie/ui';
import { useAddToBasket } from '../common/useAddToBasket.js';
import { useCatalogTranslation } from '../i18n/index.js';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin: 1.25rem 0;
`;
const SoldOut = styled.p`
  margin: 1.25rem 0;
  padding: 0.9rem 1rem;
  border-radius: ${theme.radius};
  background: ${theme.colors.almond};
  strong { display: block; }
`;
const Failure = styled.p`
  color: ${theme.colors.danger};
`;

/** Quantity and add-to-basket; a sold-out product says so instead. */
export function BuyBox({ ctx, product }: { ctx: RemoteContext; product: Product }) {
  const { t } = useCatalogTranslation();
  const [qty, setQty] = useState(1);
  const { add, pendingId, failedId } = useAddToBasket(ctx);

  if (product.out_of_stock) {
    return (
      <SoldOut>
        <strong>{t('product.outOfStock')}</strong>
        {t('product.outOfStockNote')}
      </SoldOut>
    );
  }
  return (
    <>
      <Row>
        <QuantitySpinner
          value={qty}
          onChange={setQty}
          min={1}
          max={Math.max(1, product.stock)}
          label={t('product.quantity')}
          decreaseLabel={t('product.decrease')}
          increaseLabel={t('product.increase')}
        />
        <Button type="button" disabled={pendingId === product.id} onClick={() => add(product.id, qty)}>
          {pendingId === product.id ? t('product.adding') : t('product.addToBasket')}
        </Button>
      </Row>
      {failedId === product.id && <Failure role="alert">{t('product.addError')}</Failure>}
    </>
  );
}
