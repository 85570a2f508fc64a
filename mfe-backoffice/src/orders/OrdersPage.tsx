import { ORDER_STATUSES, PAYMENT_METHODS, SHIPPING_KINDS, type OrderStatus } from '@nougaterie/contracts';
import type { AdminOrdersQuery, OrderCounts } from '@nougaterie/contracts/admin';
import { Button, media, theme } from '@nougaterie/ui';
import { Form } from 'react-final-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { SelectField, TextField } from '../common/fields.js';
import { PATHS } from '../common/paths.js';
import { LoadState, PageHead, Pager, panelStyle } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useStaffTitle } from '../common/useStaffTitle.js';
import { useWide } from '../common/useWide.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';
import { ExportOrders } from './ExportOrders.js';
import { OrderCards, OrdersTable } from './OrderList.js';
import { ordersLink, queryFromSearch } from './query.js';

const Chips = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 40px;
    padding: 0.2rem 0.8rem;
    border: 1px solid ${theme.colors.line};
    border-radius: 999px;
    background: ${theme.colors.paper};
    color: ${theme.colors.ink};
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='true'] {
    background: ${theme.colors.lavender};
    border-color: ${theme.colors.lavender};
    color: #fff;
  }
  b {
    font-variant-numeric: tabular-nums;
  }
`;
const Spaced = styled.div`
  margin-top: 1.5rem;
`;
const FilterGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 0 1rem;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

/** The counts at the top, each a filter: the ones the morning starts with first. */
function CountChips({ counts, query }: { counts: OrderCounts; query: AdminOrdersQuery }) {
  const { t } = useT();
  const chips: { key: string; label: string; count: number; to: AdminOrdersQuery }[] = [
    { key: 'prepare', label: t('orders.chips.toPrepare'), count: counts.paid, to: { status: 'paid' } },
    { key: 'preparing', label: t('status.preparing'), count: counts.preparing, to: { status: 'preparing' } },
    { key: 'transfers', label: t('orders.chips.transfers'), count: counts.transfers_awaited, to: { status: 'awaiting_payment', payment: 'transfer' } },
    ...(['awaiting_payment', 'ready_for_pickup', 'shipped', 'delivered', 'cancelled'] as OrderStatus[]).map((status) => ({
      key: status,
      label: t(`status.${status}`),
      count: counts[status],
      to: { status },
    })),
  ];
  const current = (to: AdminOrdersQuery) =>
    query.status === to.status && (query.payment ?? undefined) === to.payment && !query.delivery && !query.from && !query.to && !query.q;
  return (
    <nav aria-label={t('orders.chips.label')}>
      <Chips>
        <li>
          <Link to={PATHS.orders} aria-current={!query.status && !query.payment && !query.delivery && !query.q && !query.from && !query.to}>
            {t('orders.chips.all')}
          </Link>
        </li>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link to={ordersLink(chip.to)} aria-current={current(chip.to)}>
              {chip.label} <b>{chip.count}</b>
            </Link>
          </li>
        ))}
      </Chips>
    </nav>
  );
}

type FilterValues = Omit<AdminOrdersQuery, 'page'>;

const Fold = styled.details`
  ${panelStyle}
  summary {
    cursor: pointer;
    font-family: ${theme.fonts.title};
    font-size: 1.15rem;
    font-weight: 700;
    min-height: 44px;
    display: flex;
    align-items: center;
    gap: 0.5rem;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::before {
    content: '▸';
    font-size: 0.9em;
  }
  &[open] summary::before {
    content: '▾';
  }
  &[open] summary {
    margin-bottom: 0.5rem;
  }
`;

/** The filters: folded on a phone unless some apply, so the orders come first. */
function Filters({ query }: { query: AdminOrdersQuery }) {
  const { t } = useT();
  const navigate = useNavigate();
  const wide = useWide();
  // The filters the form shows: the page is the pager's.
  const initial: AdminOrdersQuery = { ...query };
  delete initial.page;
  return (
    <Fold open={wide || Object.keys(initial).length > 0}>
      <summary>{t('orders.filters.title')}</summary>
      <Form<FilterValues> initialValues={initial} onSubmit={(values) => navigate(ordersLink({ ...values, q: values.q?.trim() || undefined }))}>
        {({ handleSubmit }) => (
          <form onSubmit={(event) => void handleSubmit(event)} role="search">
            <FilterGrid>
              <TextField name="q" type="search" label={t('orders.filters.search')} />
              <SelectField name="status" label={t('orders.filters.status')}>
                <option value="">{t('orders.filters.any')}</option>
                {ORDER_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`status.${status}`)}
                  </option>
                ))}
              </SelectField>
              <SelectField name="payment" label={t('orders.filters.payment')}>
                <option value="">{t('orders.filters.any')}</option>
                {PAYMENT_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {t(`payment.${method}`)}
                  </option>
                ))}
              </SelectField>
              <SelectField name="delivery" label={t('orders.filters.delivery')}>
                <option value="">{t('orders.filters.any')}</option>
                {SHIPPING_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`delivery.${kind}`)}
                  </option>
                ))}
              </SelectField>
              <TextField name="from" type="date" label={t('orders.filters.from')} />
              <TextField name="to" type="date" label={t('orders.filters.to')} />
            </FilterGrid>
            <Button type="submit">{t('orders.filters.apply')}</Button>{' '}
            <Button as={Link} to={PATHS.orders} $variant="ghost">
              {t('orders.filters.reset')}
            </Button>
          </form>
        )}
      </Form>
    </Fold>
  );
}

/** /gestion/commandes: newest first, filtered and searched from the address. */
export function OrdersPage() {
  const { t } = useT();
  const { api } = useStaff();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const query = queryFromSearch(search);
  const key = JSON.stringify(query);
  const { data, error, loading, reload } = useAdminData(key, () => api.orders(query));
  const wide = useWide();
  useStaffTitle(t('orders.title'));

  return (
    <>
      <PageHead>
        <h1>{t('orders.title')}</h1>
        <Button as={Link} to={PATHS.slips} $variant="secondary">
          {t('orders.slips')}
        </Button>
      </PageHead>
      {data && <CountChips counts={data.counts} query={query} />}
      <Filters key={key} query={query} />
      {!data ? (
        <LoadState error={error} onRetry={reload} />
      ) : (
        <section aria-labelledby="orders-results" aria-busy={loading}>
          <h2 id="orders-results">{t('orders.results', { count: data.total })}</h2>
          {data.orders.length === 0 ? (
            <p>{t('orders.empty')}</p>
          ) : wide ? (
            <OrdersTable orders={data.orders} label={t('orders.list')} />
          ) : (
            <OrderCards orders={data.orders} label={t('orders.list')} />
          )}
          <Pager page={data.page} pages={data.pages} label={t('orders.pages')} onPage={(page) => void navigate(ordersLink({ ...query, page: String(page) }))} />
        </section>
      )}
      <Spaced>
        <ExportOrders />
      </Spaced>
    </>
  );
}
