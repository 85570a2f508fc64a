import { currentShopInfo, shopInfo$ } from '@nougaterie/contracts';
import { parisDay } from '@nougaterie/contracts/rules';
import type { AdminOrder } from '@nougaterie/contracts/admin';
import { Button, VisuallyHidden, theme, useObservable } from '@nougaterie/ui';
import { Link, useParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { formatDate, formatDateTime } from '../common/format.js';
import { PATHS } from '../common/paths.js';
import { Actions, LoadState, PageHead } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useStaffTitle } from '../common/useStaffTitle.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';
import { addressContact, addressLines } from './address.js';

/** On paper: A4, the slips alone, one a page. */
const PrintPage = createGlobalStyle`
  @page { size: A4; margin: 12mm; }
  @media print {
    html, body { background: #fff; }
    [data-screen-only] { display: none !important; }
  }
`;
const Slip = styled.article`
  background: #fff;
  color: #000;
  border: 1px solid ${theme.colors.line};
  padding: 1.25rem;
  margin-bottom: 1rem;
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.3rem;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin: 0.75rem 0;
  }
  th,
  td {
    border-bottom: 1px solid #999;
    padding: 0.4rem;
    text-align: left;
    vertical-align: top;
  }
  td.check {
    width: 2rem;
  }
  td.qty,
  th.qty {
    width: 4rem;
    text-align: right;
    font-weight: 700;
  }
  @media print {
    border: 0;
    padding: 0;
    margin: 0;
    break-after: page;
    &:last-of-type {
      break-after: auto;
    }
  }
`;
const Top = styled.header`
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  font-size: 0.9rem;
  margin-bottom: 0.75rem;
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1rem;
  address {
    font-style: normal;
    white-space: pre-line;
  }
  h3 {
    font-size: 1rem;
    margin: 0 0 0.25rem;
  }
`;
const Box = styled.span`
  display: inline-block;
  width: 1rem;
  height: 1rem;
  border: 1.5px solid #000;
`;

/** The card to write and slip into the parcel: framed, so it is not missed while packing. */
const Gift = styled.section`
  margin-top: 0.75rem;
  padding: 0.5rem 0.75rem;
  border: 2px dashed #000;
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1rem;
  }
  p {
    margin: 0;
    white-space: pre-wrap;
    font-size: 1.05rem;
  }
`;

/** One order's packing slip: where it goes, each line to pick with a box to tick, the gift card. */
function PackingSlip({ order }: { order: AdminOrder }) {
  const { t } = useT();
  // The shop's identity as stored (the back office's settings), loaded by the shell.
  const firm = useObservable(shopInfo$, currentShopInfo()).firm;
  const { lang } = useStaff();
  const shipTo = order.relay_point
    ? [order.relay_point.name, order.relay_point.address, `${order.relay_point.zipcode} ${order.relay_point.city}`]
    : order.delivery_kind === 'shop'
      ? [t('slip.pickup')]
      : addressLines(order, 'shipping', lang);
  const recipient = addressLines(order, 'shipping', lang)[0] ?? order.customer_name;
  const { phone } = addressContact(order, 'shipping');
  const items = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <Slip aria-labelledby={`slip-${order.reference}`}>
      <Top>
        <span>
          <strong>{firm.name}</strong>
          <br />
          {firm.street}, {firm.zipcode} {firm.city}
        </span>
        <span>{t('slip.printed', { date: formatDate(new Date().toISOString(), lang) })}</span>
      </Top>
      <h2 id={`slip-${order.reference}`}>{t('slip.title', { reference: order.reference })}</h2>
      <p>
        {t('slip.placed', { date: formatDateTime(order.created_at, lang) })} · {t(`delivery.${order.delivery_kind}`)} · {order.shipping_name}
      </p>
      <Columns>
        <div>
          <h3>{t('slip.shipTo')}</h3>
          <address>{(order.relay_point ? [recipient, ...shipTo] : shipTo).join('\n')}</address>
          {phone && <p>{phone}</p>}
        </div>
        <div>
          <h3>{t('slip.customer')}</h3>
          <address>{[order.customer_name, order.email].join('\n')}</address>
        </div>
      </Columns>
      <table>
        <thead>
          <tr>
            <th scope="col">
              <span aria-hidden="true">✓</span>
              <VisuallyHidden>{t('slip.checked')}</VisuallyHidden>
            </th>
            <th scope="col" className="qty">
              {t('slip.quantity')}
            </th>
            <th scope="col">{t('slip.product')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.product_id}>
              <td className="check">
                <Box aria-hidden="true" />
              </td>
              <td className="qty">{line.quantity}</td>
              <td>{line.name}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <strong>{t('slip.items', { count: items })}</strong>
      </p>
      {order.gift_message && (
        <Gift aria-labelledby={`gift-${order.reference}`}>
          <h3 id={`gift-${order.reference}`}>{t('slip.gift')}</h3>
          <p>{order.gift_message}</p>
        </Gift>
      )}
    </Slip>
  );
}

function PrintBar({ back, backLabel }: { back: string; backLabel: string }) {
  const { t } = useT();
  return (
    <Actions data-screen-only>
      <Button type="button" onClick={() => window.print()}>
        {t('slip.print')}
      </Button>
      <Button as={Link} to={back} $variant="secondary">
        {backLabel}
      </Button>
    </Actions>
  );
}

/** /gestion/commandes/:reference/bordereau: one order's slip, to print. */
export function OrderSlipPage() {
  const { t } = useT();
  const { api } = useStaff();
  const { reference = '' } = useParams();
  const { data, error, reload } = useAdminData(reference, () => api.order(reference));
  useStaffTitle(t('slip.title', { reference }));
  return (
    <>
      <PrintPage />
      <PageHead data-screen-only>
        <h1>{t('slip.title', { reference })}</h1>
      </PageHead>
      <PrintBar back={PATHS.order(reference)} backLabel={t('slip.backToOrder')} />
      {data ? <PackingSlip order={data} /> : <LoadState error={error} onRetry={reload} />}
    </>
  );
}

/** /gestion/bordereaux: the slips of every order to prepare (paid or being prepared), oldest first. */
export function PackingSlipsPage() {
  const { t } = useT();
  const { api, lang } = useStaff();
  const { data, error, reload } = useAdminData('packing-list', () => api.packingList());
  useStaffTitle(t('slip.dayTitle'));
  return (
    <>
      <PrintPage />
      <PageHead data-screen-only>
        <h1>{t('slip.dayTitle')}</h1>
      </PageHead>
      <PrintBar back={PATHS.orders} backLabel={t('slip.backToOrders')} />
      {!data ? (
        <LoadState error={error} onRetry={reload} />
      ) : data.orders.length === 0 ? (
        <p>{t('slip.none', { date: formatDate(`${parisDay()}T12:00:00Z`, lang) })}</p>
      ) : (
        <>
          <p data-screen-only>{t('slip.count', { count: data.orders.length })}</p>
          {data.orders.map((order) => (
            <PackingSlip key={order.reference} order={order} />
          ))}
        </>
      )}
    </>
  );
}
