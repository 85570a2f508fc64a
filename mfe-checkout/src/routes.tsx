import { lazy, Suspense, type ComponentType } from 'react';
import type { RemoteProps } from '@nougaterie/contracts';

type Page = ComponentType<RemoteProps>;

/**
 * Steps load on demand: most visitors only ever open the basket modal. The fallback is empty
 * because the chunks are small: a loading text would only flash.
 */
function lazyPage(load: () => Promise<{ default: Page }>): Page {
  const Lazy = lazy(load);
  return function LazyPage(props: RemoteProps) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/** The checkout's pages, keyed by the page ids of ROUTES (contracts) owned by 'checkout'. */
export const pages = {
  basket: lazyPage(() => import('./steps/basket/BasketPage.js')),
  information: lazyPage(() => import('./steps/information/InformationPage.js')),
  delivery: lazyPage(() => import('./steps/delivery/DeliveryPage.js')),
  payment: lazyPage(() => import('./steps/payment/PaymentPage.js')),
  'payment-return': lazyPage(() => import('./steps/payment-return/PaymentReturnPage.js')),
  summary: lazyPage(() => import('./steps/summary/SummaryPage.js')),
  confirmation: lazyPage(() => import('./steps/confirmation/ConfirmationPage.js')),
} satisfies Record<string, Page>;
