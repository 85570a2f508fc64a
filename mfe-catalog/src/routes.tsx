import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react';
import { matchRoutes, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ROUTES, type RemoteProps, type RoutesPrefetch } from '@nougaterie/contracts';
import { EarlyViewOr, prefetchTexts } from '@nougaterie/ui';
import { PageLoading } from './common/LoadState.js';
import { categoryData, productData, requestEarly, type PageData } from './common/pageData.js';
import { CATALOG_TEXTS } from './i18n/index.js';

type Page = ComponentType<RemoteProps>;
/** A page, and how to start its chunk and data before it renders (routes' `prefetch`). */
type LazyPage = Page & { prefetch(ctx: RemoteProps['ctx'], params: Record<string, string | undefined>): Promise<unknown> };

/**
 * Each page is its own chunk, so a category page does not pay for the home page's code. A page
 * whose content comes from the api (`data`) asks for it at once, while its chunk downloads: the
 * page takes that answer when it mounts instead of calling only then.
 *
 * The loading state is plain state, not React.lazy under <Suspense>: content that replaces a
 * Suspense fallback is held back until 300 ms after that fallback showed (React's throttle), the
 * page's photo and text with it. Here the page arrives as a transition, rendered in slices, and
 * is on screen as soon as it is ready. A chunk that fails to load is thrown to the remote's error
 * boundary, as React.lazy would, and the boundary's retry downloads it again.
 */
export function lazyPage(load: () => Promise<{ default: Page }>, data?: PageData<unknown>): LazyPage {
  let loaded: Page | undefined;
  let loading: Promise<Page> | undefined;
  const ensure = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function LazyPage(props: RemoteProps) {
    const params = useParams();
    const asked = useRef<string | null>(null);
    const key = data?.key(props.ctx, params) ?? null;
    if (data && key !== asked.current) {
      asked.current = key;
      // Its failure is the page's to report, once it takes the answer (pageData.ts).
      void requestEarly(data, props.ctx, params);
    }

    const [state, setState] = useState<{ page?: Page; error?: unknown }>(() => ({ page: loaded }));
    // The download starts with the first render, not after its commit; the effect waits for it.
    if (!state.page && !('error' in state)) ensure().catch(() => undefined);
    useEffect(() => {
      if (state.page) return;
      let live = true;
      ensure().then(
        (page) => live && startTransition(() => setState({ page })),
        (error: unknown) => live && setState({ error }),
      );
      return () => {
        live = false;
      };
    }, [state.page]);

    // Whatever the chunk's download failed with, as React.lazy throws it.
    if ('error' in state) throw state.error;
    const Loaded = state.page;
    return Loaded ? (
      <Loaded {...props} />
    ) : (
      // The page's early view (early/), when the app started on it, until the page renders.
      <EarlyViewOr>
        <Waiting>
          <PageLoading />
        </Waiting>
      </EarlyViewOr>
    );
  }
  // Settles once the page can render at once: its chunk, its texts and its data are here (or failed).
  LazyPage.prefetch = (ctx: RemoteProps['ctx'], params: Record<string, string | undefined>) =>
    Promise.allSettled([ensure(), prefetchTexts(CATALOG_TEXTS, ctx.lang), data ? requestEarly(data, ctx, params) : undefined]);
  return LazyPage;
}

/**
 * Where the shell's placeholder stood while the remote loaded (1.5rem below the header, its margin
 * collapsing through the shell's page area the same way), so that area does not move while the
 * page's code arrives; the loading box inside stays where it always showed (2rem down).
 */
const Waiting = styled.div`
  margin-top: 1.5rem;
  display: flow-root;
  > * {
    margin-top: 0.5rem;
  }
`;

/** The catalogue's pages, keyed by the page ids of ROUTES (contracts) owned by 'catalog'. */
export const pages = {
  home: lazyPage(() => import('./home/HomePage.js')),
  shop: lazyPage(() => import('./shop/ShopPage.js')),
  category: lazyPage(() => import('./category/CategoryPage.js'), categoryData),
  product: lazyPage(() => import('./product/ProductPage.js'), productData),
} satisfies Record<string, Page>;

/**
 * The shell calls this as soon as this module has arrived (RoutesPrefetch): the page's chunk and
 * its api call leave then, not once the shell has rendered this module. The path is matched on the
 * whole route table, as the shell does; a path that is not the catalogue's asks for nothing.
 */
export const prefetch: RoutesPrefetch = (ctx, pathname) => {
  const match = matchRoutes(ROUTES, pathname)?.at(-1);
  if (!match || match.route.owner !== 'catalog') return;
  const page = (pages as Record<string, LazyPage | undefined>)[match.route.page];
  return page?.prefetch(ctx, match.params);
};
