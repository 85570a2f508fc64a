import type { OrderSummary } from '@nougaterie/contracts/admin';
import { VisuallyHidden, formatEuros } from '@nougaterie/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTime } from '../common/format.js';
import { PATHS } from '../common/paths.js';
import { Cards, StatusBadge, Table } from '../common/ui.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';

/** One more figure of each order, after its total (a code's discount on the code's page). */
export interface ExtraColumn<T> {
  header: string;
  cell: (order: T) => ReactNode;
}

/** A table wider than its panel scrolls inside it, never the page. */
const Scroll = styled.div`
  overflow-x: auto;
`;

/** Orders as rows (a computer's screen), each linked to its page: the orders list, a code's page. */
export function OrdersTable<T extends OrderSummary>({ orders, label, extra }: { orders: T[]; label: string; extra?: ExtraColumn<T> }) {
  const { t } = useT();
  const { lang } = useStaff();
  return (
    <Scroll>
      <Table>
        <caption>
          <VisuallyHidden>{label}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.columns.reference')}</th>
            <th scope="col">{t('orders.columns.date')}</th>
            <th scope="col">{t('orders.columns.customer')}</th>
            <th scope="col">{t('orders.columns.status')}</th>
            <th scope="col">{t('orders.columns.payment')}</th>
            <th scope="col">{t('orders.columns.delivery')}</th>
            <th scope="col" className="num">
              {t('orders.columns.total')}
            </th>
            {extra && (
              <th scope="col" className="num">
                {extra.header}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.reference}>
              <td>
                <Link to={PATHS.order(order.reference)}>{order.reference}</Link>
              </td>
              <td>{formatDateTime(order.created_at, lang)}</td>
              <td>
                {order.customer_name}
                <br />
                <small>{order.email}</small>
              </td>
              <td>
                <StatusBadge status={order.status} />
              </td>
              <td>{t(`payment.${order.payment_method}`)}</td>
              <td>{t(`delivery.${order.delivery_kind}`)}</td>
              <td className="num">{formatEuros(order.amount_total, lang)}</td>
              {extra && <td className="num">{extra.cell(order)}</td>}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

/** The same orders as cards, the phone's version of the table. */
export function OrderCards<T extends OrderSummary>({ orders, label, extra }: { orders: T[]; label: string; extra?: ExtraColumn<T> }) {
  const { t } = useT();
  const { lang } = useStaff();
  return (
    <Cards aria-label={label}>
      {orders.map((order) => (
        <li key={order.reference}>
          <Link to={PATHS.order(order.reference)}>
            <strong>{order.reference}</strong>
          </Link>{' '}
          <StatusBadge status={order.status} />
          <br />
          {order.customer_name} · {formatEuros(order.amount_total, lang)}
          <br />
          <small>
            {formatDateTime(order.created_at, lang)} · {t(`payment.${order.payment_method}`)} · {t(`delivery.${order.delivery_kind}`)}
            {extra && (
              <>
                {' '}
                · {extra.header} {extra.cell(order)}
              </>
            )}
          </small>
        </li>
      ))}
    </Cards>
  );
}
