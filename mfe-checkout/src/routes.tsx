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

const step = (name: 'information' | 'delivery' | 'payment' | 'summary' | 'confirmation') =>
  lazyPage(() => import('./steps/StepPage.js').then((m) => ({ default: m.stepPage(name) })));

/** The checkout's pages, keyed by the page ids of ROUTES (contracts) owned by 'checkout'. */
export const pages = {
  basket: lazyPage(() => import('./steps/BasketPage.js')),
  information: step('information'),
  delivery: step('delivery'),
  payment: step('payment'),
  summary: step('summary'),
  confirmation: step('confirmation'),
} satisfies Record<string, Page>;
