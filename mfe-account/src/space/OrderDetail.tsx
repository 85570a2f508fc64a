import type { AddressKind, ApiClient, Lang, Order } from '@nougaterie/contracts';
import { countryName } from '@nougaterie/contracts';
import { fromPrefixed } from '@nougaterie/contracts/rules';
import { formatEuros, media, theme, VatBreakdown } from '@nougaterie/ui';
import styled from 'styled-components';
import { useAccountText } from '../i18n/useAccountText.js';
import { InvoiceLinks } from './InvoiceLinks.js';
import { Facts } from './Panel.js';

const KINDS: AddressKind[] = ['shipping', 'billing'];

const Lines = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.4rem 0;
    border-bottom: 1px solid ${theme.colors.line};
  }
`;
const Pair = styled.div`
  display: grid;
  gap: 0 1.25rem;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
  address {
    font-style: normal;
    line-height: 1.6;
  }
  h4 {
    margin: 0.5rem 0;
  }
`;

/**
 * The inside of one order: its lines, amounts and the VAT they hold per rate, its invoice and
 * credit notes, delivery method and addresses.
 */
export function OrderDetail({ order, lang, id, api }: { order: Order; lang: Lang; id: string; api: ApiClient }) {
  const { t } = useAccountText(lang);
  const euros = (amount: number) => formatEuros(amount, lang);
  const relay = order.shipping_method?.relay;
  return (
    <div id={id}>
      <h3>{t('space.orders.lines')}</h3>
      <Lines>
        {order.lines.map((line) => (
          <li key={line.id}>
            <span>{t('space.orders.quantity', { name: line.item.name, count: line.quantity })}</span>
            <span>{euros(line.total_price)}</span>
          </li>
        ))}
      </Lines>
      <Facts>
        <dt>{t('space.orders.products_amount')}</dt>
        <dd>{euros(order.amount_products)}</dd>
        {order.amount_discount > 0 && (
          <>
            <dt>{t('space.orders.discount')}</dt>
            <dd>−{euros(order.amount_discount)}</dd>
          </>
        )}
        {order.amount_points > 0 && (
          <>
            <dt>{t('space.orders.pointsUsed')}</dt>
            <dd>−{euros(order.amount_points)}</dd>
          </>
        )}
        <dt>{t('space.orders.shipping')}</dt>
        <dd>{order.shipping_method ? `${order.shipping_method.name} · ${euros(order.amount_shipping)}` : t('space.orders.shippingNone')}</dd>
        {relay && (
          <>
            <dt>{t('space.orders.relay')}</dt>
            <dd>{`${relay.name}, ${relay.address}, ${relay.zipcode} ${relay.city}`}</dd>
          </>
        )}
        <dt>{t('space.orders.total')}</dt>
        <dd>{euros(order.amount_total)}</dd>
      </Facts>
      <VatBreakdown parts={order.vat} lang={lang} label={t('space.orders.vatLabel')} line={(values) => t('space.orders.vat', values)} />
      {order.earned_points > 0 && <p>{t('space.orders.earned', { count: order.earned_points })}</p>}
      <InvoiceLinks documents={order.documents ?? []} api={api} lang={lang} />
      <Pair>
        {KINDS.map((kind) => {
          const a = fromPrefixed(order, kind);
          const shown = [
            a.company,
            `${a.firstname} ${a.lastname}`.trim(),
            a.address1,
            a.address2,
            `${a.zipcode} ${a.city}`.trim(),
            countryName(a.country, lang),
          ].filter(Boolean);
          if (shown.length === 0) return null;
          return (
            <div key={kind}>
              <h4>{t(`space.addresses.${kind}`)}</h4>
              <address>
                {shown.map((text) => (
                  <div key={text}>{text}</div>
                ))}
              </address>
            </div>
          );
        })}
      </Pair>
    </div>
  );
}
