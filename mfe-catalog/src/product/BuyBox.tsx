import { useState } from 'react';
import styled from 'styled-components';
import type { Product, RemoteContext } from '@nougaterie/contracts';
import { Button, QuantitySpinner, theme } from '@nougaterie/ui';
import { useAddToBasket } from '../common/useAddToBasket.js';
import { useCatalogTranslation } from '../i18n/index.js';
import { AlertModal, loadAlertForm } from './AlertModal.js';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin: 1.25rem 0;
`;
const SoldOut = styled.div`
  margin: 1.25rem 0;
  padding: 0.9rem 1rem;
  border-radius: ${theme.radius};
  background: ${theme.colors.almond};
  p {
    margin: 0 0 0.75rem;
  }
  strong {
    display: block;
  }
`;
const Failure = styled.p`
  margin: 0 0 1rem;
  color: ${theme.colors.danger};
`;

/** A failed prefetch is left to the modal, which asks again when it opens. */
const prefetchAlertForm = () => {
  loadAlertForm().catch(() => undefined);
};

/** Quantity and add-to-basket; a sold-out product offers the alert form instead. */
export function BuyBox({ ctx, product, name }: { ctx: RemoteContext; product: Product; name: string }) {
  const { t } = useCatalogTranslation();
  const [qty, setQty] = useState(1);
  const [alertOpen, setAlertOpen] = useState(false);
  const { add, pendingId, failure } = useAddToBasket(ctx);

  if (product.out_of_stock) {
    return (
      <SoldOut>
        <p>
          <strong>{t('product.outOfStock')}</strong>
          {t('product.outOfStockNote')}
        </p>
        <Button type="button" $variant="secondary" onClick={() => setAlertOpen(true)} onPointerEnter={prefetchAlertForm} onFocus={prefetchAlertForm}>
          {t('alert.open')}
        </Button>
        {alertOpen && <AlertModal ctx={ctx} itemId={product.id} name={name} onClose={() => setAlertOpen(false)} />}
      </SoldOut>
    );
  }
  const pending = pendingId === product.id;
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
          disabled={pending}
        />
        <Button type="button" disabled={pending} onClick={() => void add(product.id, qty)}>
          {pending ? t('product.adding') : t('product.addToBasket')}
        </Button>
      </Row>
      {failure && <Failure role="alert">{failure.refusal ?? t('product.addError')}</Failure>}
    </>
  );
}
