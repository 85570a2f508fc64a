import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Basket } from '@nougaterie/contracts';
import { media } from '@nougaterie/ui';
import { BasketSummary, type ShippingPreview } from './BasketSummary.js';
import { CheckoutPage } from './CheckoutPage.js';
import type { StepKey } from './steps.js';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  ${media.md} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
    > aside {
      position: sticky;
      top: 1rem;
    }
  }
`;

/** A step after the basket: its form on the left, the amounts it works on beside it (below on a phone). */
export function StepLayout({
  step,
  title,
  basket,
  lang,
  shippingPreview = null,
  children,
}: {
  step: StepKey;
  title: string;
  basket: Basket | null;
  lang: string;
  /** The delivery step's method ticked but not saved yet. */
  shippingPreview?: ShippingPreview | null;
  children: ReactNode;
}) {
  return (
    <CheckoutPage step={step} title={title}>
      <Columns>
        <div>{children}</div>
        {basket && basket.baskets.length > 0 && (
          <aside>
            <BasketSummary basket={basket} lang={lang} choosing={step === 'delivery'} preview={shippingPreview} />
          </aside>
        )}
      </Columns>
    </CheckoutPage>
  );
}
