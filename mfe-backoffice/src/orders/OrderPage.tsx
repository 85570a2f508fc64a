import { isApiError } from '@nougaterie/contracts';
import { formatVatRate, openingLines } from '@nougaterie/contracts/rules';
import { CARRIER_NAMES, type AdminOrder } from '@nougaterie/contracts/admin';
import { Button, VisuallyHidden, formatEuros, media, theme } from '@nougaterie/ui';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../common/errors.js';
import { formatDateTime } from '../common/format.js';
import { PATHS } from '../common/paths.js';
import { Fact, Facts, LoadState, Notice, PageHead, Panel, StatusBadge, Table } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useStaffTitle } from '../common/useStaffTitle.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';
import { addressContact, addressLines } from './address.js';
import { InvoiceDownloads } from './InvoiceDownloads.js';
import { OrderActions } from './OrderActions.js';

/**
 * Two columns on a computer; on a phone one, in the order the counter needs: what to do, who and
 * how, what to pack, where it goes, then the money and the history.
 */
const Grid = styled.div`
  display: flex;
  flex-direction: column;
  > div {
    display: contents;
  }
  [data-place='actions'] {
    order: 1;
  }
  [data-place='summary'] {
    order: 2;
  }
  [data-place='lines'] {
    order: 3;
  }
  [data-place='delivery'] {
    order: 4;
  }
  [data-place='money'] {
    order: 5;
  }
  [data-place='history'] {
    order: 6;
  }
  ${media.lg} {
    display: grid;
    grid-template-columns: 3fr 2fr;
    gap: 0 1rem;
    align-items: start;
    > div {
      display: block;
    }
  }
`;
const Amounts = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.2rem 1rem;
  margin: 0.75rem 0 0;
  dt {
    color: ${theme.colors.inkSoft};
  }
  dd {
    margin: 0;
    text-align: right;
    white-space: nowrap;
  }
`;
const Lines = styled.address`
  font-style: normal;
  white-space: pre-line;
`;
const History = styled.ol`
  margin: 0;
  padding-left: 1.2rem;
  li {
    margin-bottom: 0.4rem;
  }
  small {
    display: block;
  }
`;
const Back = styled.p`
  margin: 0;
`;

function LinesTable({ order }: { order: AdminOrder }) {
  const { t } = useT();
  const { lang } = useStaff();
  const money = (amount: number) => formatEuros(amount, lang);
  return (
    <Panel aria-labelledby="order-lines" data-place="lines">
      <h2 id="order-lines">{t('order.lines.title', { count: order.nb_products })}</h2>
      <Table>
        <caption>
          <VisuallyHidden>{t('order.lines.title', { count: order.nb_products })}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('order.lines.product')}</th>
            <th scope="col" className="num">
              {t('order.lines.quantity')}
            </th>
            <th scope="col" className="num">
              {t('order.lines.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.product_id}>
              <td>
                {line.name}
                <br />
                <small>
                  {t('order.lines.unit', { price: money(line.unit_price) })}
                  {line.vat_rate !== undefined && ` · ${t('order.lines.vatRate', { rate: formatVatRate(line.vat_rate, lang) })}`}
                </small>
              </td>
              <td className="num">{line.quantity}</td>
              <td className="num">{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Amounts>
        <Fact term={t('order.amounts.products')}>{money(order.amount_products)}</Fact>
        {order.amount_discount > 0 && (
          <Fact term={order.discount_code ? t('order.amounts.discountCode', { code: order.discount_code }) : t('order.amounts.discount')}>
            −{money(order.amount_discount)}
          </Fact>
        )}
        {order.amount_points > 0 && <Fact term={t('order.amounts.points', { count: order.points_used })}>−{money(order.amount_points)}</Fact>}
        <Fact term={t('order.amounts.shipping')}>{money(order.amount_shipping)}</Fact>
        <Fact term={t('order.amounts.total')}>
          <strong>{money(order.amount_total)}</strong>
        </Fact>
        {/* Per the rates the lines kept when ordered (contracts' rules/vat.ts), absent from older answers. */}
        {order.vat?.map((part) => (
          <Fact key={part.rate} term={t('order.amounts.vat', { rate: formatVatRate(part.rate, lang), net: money(part.amount_excl_vat) })}>
            {money(part.vat)}
          </Fact>
        ))}
      </Amounts>
    </Panel>
  );
}

function Delivery({ order }: { order: AdminOrder }) {
  const { t } = useT();
  const { lang } = useStaff();
  const shipping = addressLines(order, 'shipping', lang);
  const billing = addressLines(order, 'billing', lang);
  const contact = addressContact(order, 'shipping');
  return (
    <Panel aria-labelledby="order-delivery" data-place="delivery">
      <h2 id="order-delivery">{t('order.delivery.title')}</h2>
      <p>
        <strong>{order.shipping_name || t(`delivery.${order.delivery_kind}`)}</strong>
      </p>
      {order.gift_message && (
        <>
          <h3>{t('order.delivery.gift')}</h3>
          <p style={{ whiteSpace: 'pre-wrap' }}>{order.gift_message}</p>
        </>
      )}
      {order.relay_point && (
        <>
          <h3>{t('order.delivery.relay')}</h3>
          <Lines>{[order.relay_point.name, order.relay_point.address, `${order.relay_point.zipcode} ${order.relay_point.city}`].join('\n')}</Lines>
          <h4>{t('order.delivery.hours')}</h4>
          <ul>
            {openingLines(order.relay_point.opening_hours, lang).map((line) => (
              <li key={line.days}>{t('order.delivery.hoursLine', { days: line.days, slots: line.slots.join(', ') })}</li>
            ))}
          </ul>
        </>
      )}
      {order.tracking && (
        <p>
          {t('order.delivery.tracking', { carrier: CARRIER_NAMES[order.tracking.carrier] || t('order.ship.otherCarrier'), number: order.tracking.number })}{' '}
          {order.tracking.url && (
            <a href={order.tracking.url} target="_blank" rel="noreferrer">
              {t('order.delivery.follow')}
            </a>
          )}
        </p>
      )}
      {shipping.length > 0 && (
        <>
          <h3>{t('order.delivery.shippingAddress')}</h3>
          <Lines>{shipping.join('\n')}</Lines>
          {(contact.phone || contact.email) && (
            <p>
              {contact.phone && <a href={`tel:${contact.phone}`}>{contact.phone}</a>}
              {contact.phone && contact.email && ' · '}
              {contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
            </p>
          )}
        </>
      )}
      {billing.length > 0 && (
        <>
          <h3>{t('order.delivery.billingAddress')}</h3>
          <Lines>{billing.join('\n')}</Lines>
        </>
      )}
    </Panel>
  );
}

function Money({ order }: { order: AdminOrder }) {
  const { t } = useT();
  const { lang } = useStaff();
  const money = (amount: number) => formatEuros(amount, lang);
  return (
    <Panel aria-labelledby="order-payments" data-place="money">
      <h2 id="order-payments">{t('order.payments.title')}</h2>
      {order.payments.length === 0 ? (
        <p>{t('order.payments.none')}</p>
      ) : (
        <ul>
          {order.payments.map((payment) => (
            <li key={payment.id}>
              {formatDateTime(payment.created_at, lang)} · {t(`payment.${payment.method}`)} · {money(payment.amount)} ·{' '}
              {t(`order.payments.status.${payment.status}`)}
              {payment.last4 && ` · ${payment.brand ?? ''} •••• ${payment.last4}`}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('order.refunds.title')}</h3>
      {order.refunds.length === 0 ? (
        <p>{t('order.refunds.none')}</p>
      ) : (
        <ul>
          {order.refunds.map((refund) => (
            <li key={refund.created_at}>
              {formatDateTime(refund.created_at, lang)} · {money(refund.amount)} · {refund.reason}
              {refund.staff_name && ` · ${refund.staff_name}`}
            </li>
          ))}
        </ul>
      )}
      {order.refundable > 0 && <p>{t('order.refunds.refundable', { amount: money(order.refundable) })}</p>}
      <InvoiceDownloads order={order} />
    </Panel>
  );
}

function OrderHistory({ order }: { order: AdminOrder }) {
  const { t } = useT();
  const { lang } = useStaff();
  const describe = (event: AdminOrder['events'][number]) => {
    if (event.kind === 'status')
      return t('order.history.status', { from: event.from ? t(`status.${event.from}`) : '—', to: event.to ? t(`status.${event.to}`) : '—' });
    if (event.kind === 'mail') return t('order.history.mail', { mail: t(`mails.${event.detail}`, { defaultValue: event.detail ?? '' }) });
    if (event.kind === 'refund') return t('order.history.refund');
    return t('order.history.payment', { method: event.detail ? t(`payment.${event.detail}`, { defaultValue: event.detail }) : '' });
  };
  return (
    <Panel aria-labelledby="order-history" data-place="history">
      <h2 id="order-history">{t('order.history.title')}</h2>
      <History>
        {order.events.map((event, i) => (
          <li key={`${event.at}-${i}`}>
            {describe(event)}
            <small>
              {formatDateTime(event.at, lang)} · {event.staff_name ?? t('order.history.system')}
              {event.kind !== 'mail' && event.detail && event.kind !== 'payment' && ` · ${event.detail}`}
            </small>
          </li>
        ))}
      </History>
    </Panel>
  );
}

/** /gestion/commandes/:reference: everything about one order, and what may be done with it. */
export function OrderPage() {
  const { t } = useT();
  const { api, lang } = useStaff();
  const { reference = '' } = useParams();
  const { data: order, error, reload, replace } = useAdminData(reference, () => api.order(reference));
  useStaffTitle(t('order.title', { reference }));

  return (
    <>
      <Back>
        <Link to={PATHS.orders}>{t('order.back')}</Link>
      </Back>
      <PageHead>
        <h1>{t('order.title', { reference })}</h1>
        {order && <StatusBadge status={order.status} />}
      </PageHead>
      {!order ? (
        isApiError(error) && error.status === 404 ? (
          <Notice $tone="error" role="alert">
            {errorMessage(error, t, 'order.errors.notFound')}
          </Notice>
        ) : (
          <LoadState error={error} onRetry={reload} />
        )
      ) : (
        <Grid>
          <div>
            <OrderActions order={order} onChange={replace} />
            <LinesTable order={order} />
            <Money order={order} />
          </div>
          <div>
            <Panel aria-labelledby="order-summary" data-place="summary">
              <h2 id="order-summary">{t('order.summary')}</h2>
              <Facts>
                <Fact term={t('order.placed')}>{formatDateTime(order.created_at, lang)}</Fact>
                <Fact term={t('order.customer')}>
                  {order.customer ? <Link to={PATHS.customer(order.customer.id)}>{order.customer_name}</Link> : `${order.customer_name} (${t('order.guest')})`}
                </Fact>
                <Fact term={t('order.email')}>
                  <a href={`mailto:${order.email}`}>{order.email}</a>
                </Fact>
                <Fact term={t('order.payment')}>{t(`payment.${order.payment_method}`)}</Fact>
                {order.paid_at && <Fact term={t('order.paidAt')}>{formatDateTime(order.paid_at, lang)}</Fact>}
                <Fact term={t('order.language')}>{t(`lang.${order.lang}Name`)}</Fact>
                {order.customer && order.earned_points > 0 && <Fact term={t('order.earned')}>{order.earned_points}</Fact>}
              </Facts>
              <p>
                <Button as={Link} to={PATHS.slip(order.reference)} $variant="secondary">
                  {t('order.slip')}
                </Button>
              </p>
            </Panel>
            <Delivery order={order} />
            <OrderHistory order={order} />
          </div>
        </Grid>
      )}
    </>
  );
}
