import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { RemoteProps } from '@nougaterie/contracts';
import { Button, Modal, theme } from '@nougaterie/ui';
import { useCheckoutTranslation } from '../i18n/index.js';
import { BASKET_PATH } from '../steps/steps.js';
import { BasketContent } from './BasketContent.js';
import { useBasket } from './useBasket.js';

const Footer = styled.div`
  display: flex;
  gap: 0.75rem;
  padding: 1rem 1.25rem;
  border-top: 1px solid ${theme.colors.line};
  background: ${theme.colors.cream};
  > * {
    flex: 1;
  }
`;

/**
 * SPEC §2 'Basket modal': the 500 px side panel, opened by anyone through the bus
 * ('checkout:basket-open', e.g. the header button or an add-to-basket) and closed the same way.
 * The shell mounts it on the first such ask and repeats that ask once this panel's effects have
 * subscribed (shell/src/layout/BasketWidget.tsx): it listens from its mount effect, as below.
 */
export default function BasketModal({ ctx }: RemoteProps) {
  const { t } = useCheckoutTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const basket = useBasket(ctx);

  useEffect(() => {
    const opened = ctx.bus.on('checkout:basket-open').subscribe(() => setOpen(true));
    const closed = ctx.bus.on('checkout:basket-close').subscribe(() => setOpen(false));
    return () => {
      opened.unsubscribe();
      closed.unsubscribe();
    };
  }, [ctx.bus]);

  const close = () => setOpen(false);
  return (
    <Modal
      open={open}
      side
      title={t('basket.title')}
      closeLabel={t('basket.closeLabel')}
      onClose={close}
      footer={
        <Footer>
          <Button type="button" $variant="secondary" onClick={close}>
            {t('basket.close')}
          </Button>
          {basket.amount > 0 && (
            <Button
              type="button"
              onClick={() => {
                close();
                void navigate(BASKET_PATH);
              }}
            >
              {t('basket.order')}
            </Button>
          )}
        </Footer>
      }
    >
      <BasketContent ctx={ctx} basket={basket} />
    </Modal>
  );
}
