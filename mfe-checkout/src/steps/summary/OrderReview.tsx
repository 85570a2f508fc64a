import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Basket } from '@nougaterie/contracts';
import { fromPrefixed } from '@nougaterie/contracts/rules';
import { formatEuros, media, theme } from '@nougaterie/ui';
import { Panel } from '../../common/Panel.js';
import { useCheckoutTranslation } from '../../i18n/index.js';
import type { PaymentDraft } from '../payment/paymentDraft.js';
import { stepPath, type StepKey } from '../steps.js';
import { AddressBlock } from './AddressBlock.js';

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 1rem;
  h2 {
    margin: 0 0 0.75rem;
  }
  a {
    font-weight: 600;
  }
`;
const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.4rem 0;
    border-bottom: 1px solid ${theme.colors.line};
  }
  li:last-child {
    border-bottom: 0;
  }
`;
const Pair = styled.div`
  display: grid;
  gap: 1rem;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  h3 {
    margin: 0 0 0.3rem;
    font-size: 1rem;
  }
  address {
    font-style: normal;
    line-height: 1.5;
  }
`;
const Muted = styled.p`
  margin: 0.3rem 0 0;
  color: ${theme.colors.inkSoft};
`;

/** `edit`: the step that set this part, for a way back to it; none once the order is made. */
function Section({ title, edit, children }: { title: string; edit: StepKey | null; children: ReactNode }) {
  const { t } = useCheckoutTranslation();
  return (
    <Panel aria-label={title}>
      <Head>
        <h2>{title}</h2>
        {edit && (
          <Link to={stepPath(edit)} aria-label={t('review.editLabel', { what: title })}>
            {t('review.edit')}
          </Link>
        )}
      </Head>
      {children}
    </Panel>
  );
}

/**
 * Everything the order will be made of, each part with a way back to the step that set it; once
 * `ordered` (the confirmation page), what was ordered and where it goes, with no way back.
 */
export function OrderReview({ basket, payment, lang, ordered = false }: { basket: Basket; payment: PaymentDraft | null; lang: string; ordered?: boolean }) {
  const { t } = useCheckoutTranslation();
  const edit = (step: StepKey) => (ordered ? null : step);
  const shipping = basket.shipping_method;
  const relay = shipping?.relay;
  return (
    <>
      <Section title={t('review.products')} edit={edit('basket')}>
        <Lines>
          {basket.baskets.map((line) => (
            <li key={line.id}>
              <span>
                {line.quantity} × {line.item.name}
              </span>
              <strong>{formatEuros(line.total_price, lang)}</strong>
            </li>
          ))}
        </Lines>
      </Section>
      <Section title={t('review.addresses')} edit={edit('information')}>
        <Pair>
          <div>
            <h3>{t('review.shippingAddress')}</h3>
            <AddressBlock address={fromPrefixed(basket, 'shipping')} lang={lang} />
          </div>
          <div>
            <h3>{t('review.billingAddress')}</h3>
            <AddressBlock address={fromPrefixed(basket, 'billing')} lang={lang} />
          </div>
        </Pair>
      </Section>
      <Section title={t('review.delivery')} edit={edit('delivery')}>
        {shipping ? (
          <>
            <p>
              <strong>{shipping.name}</strong> · {shipping.price === 0 ? t('summary.free') : formatEuros(shipping.price, lang)}
            </p>
            {relay && (
              <Muted>
                {t('review.relay')} {relay.name}, {relay.address}, {relay.zipcode} {relay.city}
              </Muted>
            )}
          </>
        ) : (
          <p>{t('review.missing')}</p>
        )}
        {basket.gift_message && <Muted>{t('review.gift', { message: basket.gift_message })}</Muted>}
      </Section>
      {!ordered && (
        <Section title={t('review.payment')} edit="payment">
          {payment ? (
            <p>
              <strong>{t(`payment.method.${payment.method}`)}</strong>
            </p>
          ) : (
            <p>{t('review.missing')}</p>
          )}
        </Section>
      )}
    </>
  );
}
