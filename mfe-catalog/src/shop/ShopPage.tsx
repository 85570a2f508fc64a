import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { RemoteProps, SearchSort } from '@nougaterie/contracts';
import { Container, PageTitle, media, theme } from '@nougaterie/ui';
import { Chips } from '../common/Chips.js';
import { SHOP_PATH, categoryPath } from '../common/paths.js';
import { useApiResource } from '../common/useApiResource.js';
import { useCatalogMeta } from '../common/useCatalogMeta.js';
import { useCatalogTranslation } from '../i18n/index.js';
import { CategoryTree } from './CategoryTree.js';
import { SearchResults } from './SearchResults.js';
import { readSort } from './SortSelect.js';

const Intro = styled.p`
  margin: 0 0 1rem;
  max-width: 40rem;
  color: ${theme.colors.inkSoft};
`;
/* On a phone the tree sits below the products: the ranges are offered as a one-line shortcut on top. */
const RangeShortcuts = styled(Chips)`
  flex-wrap: nowrap;
  overflow-x: auto;
  margin: 0 -1rem 1.5rem;
  padding: 0 1rem 0.25rem;
  a {
    white-space: nowrap;
  }
  ${media.lg} {
    display: none;
  }
`;
/* Results come first for a screen reader and on a phone; a wide screen shows the ranges beside them. */
const Layout = styled.div`
  display: grid;
  gap: 2.5rem;
  padding-bottom: 3rem;
  ${media.lg} {
    grid-template-columns: 260px minmax(0, 1fr);
    align-items: start;
    > :first-child {
      grid-column: 2;
      grid-row: 1;
    }
    > :last-child {
      grid-column: 1;
      grid-row: 1;
    }
  }
  h2 {
    font-size: 1.3rem;
    margin: 0 0 0.75rem;
  }
`;

/** /boutique: every product or the results of ?search= (header box, footer range links), sortable, with the ranges. */
export default function ShopPage({ ctx }: RemoteProps) {
  const { t } = useCatalogTranslation();
  const [params, setParams] = useSearchParams();
  const query = (params.get('search') ?? '').trim();
  const sort = readSort(params.get('sort'));
  const categories = useApiResource(ctx, () => ctx.api.shop.categories(), []);

  useCatalogMeta(
    query
      ? {
          title: t('shop.searchTitle', { query }),
          description: t('meta.search', { query }),
          path: SHOP_PATH,
          query: { search: query },
        }
      : { title: t('shop.title'), description: t('meta.shop'), path: SHOP_PATH },
  );

  // The sort lives in the address, so a sorted list can be shared, reloaded and gone back to.
  const changeSort = (next: SearchSort) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'relevance') updated.delete('sort');
        else updated.set('sort', next);
        return updated;
      },
      { preventScrollReset: true },
    );

  return (
    <Container>
      <PageTitle>{query ? t('shop.searchTitle', { query }) : t('shop.title')}</PageTitle>
      {!query && <Intro>{t('shop.intro')}</Intro>}
      {!query && categories.status === 'ready' && (
        <RangeShortcuts aria-label={t('shop.categoriesTitle')}>
          {categories.data.categories.map((range) => (
            <li key={range.slug}>
              <Link to={categoryPath(range.slug)}>{range.names[ctx.lang] || range.name}</Link>
            </li>
          ))}
        </RangeShortcuts>
      )}
      <Layout>
        <SearchResults ctx={ctx} query={query} sort={sort} onSort={changeSort} ranges={categories.status === 'ready' ? categories.data.categories : []} />
        <CategoryTree categories={categories} lang={ctx.lang} titleId="shop-ranges" />
      </Layout>
    </Container>
  );
}
