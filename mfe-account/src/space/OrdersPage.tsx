import type { RemoteProps } from '@nougaterie/contracts';
import { Button, FormAlert, formatEuros } from '@nougaterie/ui';
import { useState } from 'react';
// Not the shared react-i18next (its <Trans> is left out of the page's start): this page's own copy.
import { Trans } from 'react-i18next/TransWithoutContext';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { serverError } from '../form/serverError.js';
import { useAccountText } from '../i18n/useAccountText.js';
import { formatDate } from './format.js';
import { OrderDetail } from './OrderDetail.js';
import { Facts, Panel } from './Panel.js';
import { SpaceLayout } from './SpaceLayout.js';
import { useOrders } from './useOrders.js';

/** NSD-2026-000123 is read as one word: it never breaks at its hyphens. */
const Reference = styled.span`
  white-space: nowrap;
`;

/** /mon-compte/mes-commandes: the list from GET /api/user/orders, each order opening on its detail. */
export function OrdersPage({ ctx }: RemoteProps) {
  const { t, i18n } = useAccountText(ctx.lang);
  const { state, reload } = useOrders(ctx.api);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <SpaceLayout lang={ctx.lang} title={t('space.orders.title')}>
      {state.status === 'loading' && <p role="status">{t('space.loading')}</p>}
      {state.status === 'error' && (
        <>
          <FormAlert message={serverError(state.error, t, 'errors.load')} />
          <Button type="button" $variant="secondary" onClick={reload}>
            {t('space.retry')}
          </Button>
        </>
      )}
      {state.status === 'done' && state.orders.length === 0 && (
        <Panel>
          <p>{t('space.orders.empty')}</p>
          <Button as={Link} to="/boutique">
            {t('space.orders.shop')}
          </Button>
        </Panel>
      )}
      {state.status === 'done' &&
        state.orders.map((order) => (
          <Panel key={order.id} aria-labelledby={`order-${order.id}`}>
            <h2 id={`order-${order.id}`}>
              <Trans t={t} i18n={i18n} i18nKey="space.orders.reference" values={{ reference: order.reference }} components={{ ref: <Reference /> }} />
            </h2>
            <Facts>
              <dt>{t('space.orders.date')}</dt>
              <dd>{formatDate(order.created_at, ctx.lang)}</dd>
              <dt>{t('space.orders.status')}</dt>
              <dd>{t(`space.orders.statuses.${order.status}`)}</dd>
              {order.tracking && (
                <>
                  <dt>{t('space.orders.tracking')}</dt>
                  <dd>
                    {t(`space.orders.carriers.${order.tracking.carrier}`)} · <Reference>{order.tracking.number}</Reference>
                    {order.tracking.url && (
                      <>
                        {' · '}
                        <a href={order.tracking.url} rel="noopener noreferrer">
                          {t('space.orders.track')}
                        </a>
                      </>
                    )}
                  </dd>
                </>
              )}
              <dt>{t('space.orders.total')}</dt>
              <dd>
                {formatEuros(order.amount_total, ctx.lang)} · {t('space.orders.products', { count: order.nb_products })}
              </dd>
            </Facts>
            <Button
              type="button"
              $variant="secondary"
              aria-expanded={open.has(order.id)}
              aria-controls={`order-detail-${order.id}`}
              onClick={() => toggle(order.id)}
            >
              {t(open.has(order.id) ? 'space.orders.hide' : 'space.orders.details')}
            </Button>
            {open.has(order.id) && <OrderDetail order={order} lang={ctx.lang} api={ctx.api} id={`order-detail-${order.id}`} />}
          </Panel>
        ))}
    </SpaceLayout>
  );
}
