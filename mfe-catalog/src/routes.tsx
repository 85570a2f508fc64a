import { lazy, Suspense, type ComponentType } from 'react';
import type { RemoteProps } from '@nougaterie/contracts';
import { PageLoading } from './common/LoadState.js';

type Page = ComponentType<RemoteProps>;

/** Each page is its own chunk, so a category page does not pay for the home page's code. */
function lazyPage(load: () => Promise<{ default: Page }>): Page {
  const Lazy = lazy(load);
  return function LazyPage(props: RemoteProps) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/** The catalogue's pages, keyed by the page ids of ROUTES (contracts) owned by 'catalog'. */
export const pages = {
  home: lazyPage(() => import('./home/HomePage.js')),
  shop: lazyPage(() => import('./shop/ShopPage.js')),
  category: lazyPage(() => import('./category/CategoryPage.js')),
  product: lazyPage(() => import('./product/ProductPage.js')),
} satisfies Record<string, Page>;
