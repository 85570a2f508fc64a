import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { RemoteContext } from '@nougaterie/contracts';
import { theme } from '@nougaterie/ui';
import { LoadError, PageLoading } from '../common/LoadState.js';
import { ProductGrid } from '../common/ProductGrid.js';
import { SHOP_PATH } from '../common/paths.js';
import { useApiResource } from '../common/useApiResource.js';
import { useCatalogTranslation } from '../i18n/index.js';

const Count = styled.p`
  margin: 0 0 1rem;
  color: ${theme.colors.inkSoft};
`;
const NoResult = styled.div`
  padding: 1.25rem;
  background: ${theme.colors.paper};
  border: 1px dashed ${theme.colors.line};
  border-radius: ${theme.radius};
  p { margin: 0 0 0.5rem; }
`;

export function SearchResults({ ctx, query }: { ctx: RemoteContext; query: string }) {
  const { t } = useCatalogTranslation();
  const results = useApiResource(ctx, () => ctx.api.shop.search(query), [query, ctx.lang]);

  if (results.status === 'loading') return <PageLoading />;
  if (results.status === 'error') {
    return <LoadError message={t('shop.searchUnavailable', { query })} onRetry={results.retry} />;
  }
  const { products, total } = results.data;
  if (products.length === 0) {
    return (
      <NoResult role="status">
        <p>{t('shop.noResult', { query })}</p>
        <Link to={SHOP_PATH}>{t('shop.clearSearch')}</Link>
      </NoResult>
    );
  }
  return (
    <div>
      <Count role="status">{t('shop.searchCount', { count: total })}</Count>
      <ProductGrid ctx={ctx} items={products} eagerCount={4} />
    </div>
  );
}
