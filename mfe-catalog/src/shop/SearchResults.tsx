import styled from 'styled-components';
import type { Category, RemoteContext, SearchSort } from '@nougaterie/contracts';
import { theme } from '@nougaterie/ui';
import { LoadError, PageLoading } from '../common/LoadState.js';
import { ProductGrid } from '../common/ProductGrid.js';
import { useApiResource } from '../common/useApiResource.js';
import { useCatalogTranslation } from '../i18n/index.js';
import { NoResult } from './NoResult.js';
import { SortSelect } from './SortSelect.js';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1.5rem;
  margin-bottom: 1rem;
`;
const Count = styled.p`
  margin: 0;
  color: ${theme.colors.inkSoft};
`;

/** Every product (empty query) or the matches of a search, in the order the shopper chose. */
export function SearchResults({
  ctx,
  query,
  sort,
  onSort,
  ranges,
}: {
  ctx: RemoteContext;
  query: string;
  sort: SearchSort;
  onSort: (sort: SearchSort) => void;
  /** Top-level ranges, offered when nothing matches. */
  ranges: Category[];
}) {
  const { t } = useCatalogTranslation();
  const results = useApiResource(ctx, () => ctx.api.shop.search(query, sort === 'relevance' ? undefined : sort), [query, sort, ctx.lang]);

  if (results.status === 'error') {
    const message = query ? t('shop.searchUnavailable', { query }) : t('common.loadError');
    return <LoadError message={message} onRetry={results.retry} />;
  }
  if (results.status === 'ready' && results.data.products.length === 0) {
    return <NoResult query={query} ranges={ranges} lang={ctx.lang} />;
  }
  return (
    <div>
      <Toolbar>
        {results.status === 'ready' && <Count role="status">{t('shop.count', { count: results.data.total })}</Count>}
        <SortSelect value={sort} onChange={onSort} searching={query !== ''} />
      </Toolbar>
      {results.status === 'loading' ? <PageLoading /> : <ProductGrid ctx={ctx} items={results.data.products} eagerCount={4} headingLevel={2} />}
    </div>
  );
}
