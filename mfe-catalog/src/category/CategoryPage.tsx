import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { RemoteProps } from '@nougaterie/contracts';
import { Container, PageTitle, theme } from '@nougaterie/ui';
import { LoadError, PageLoading } from '../common/LoadState.js';
import { ProductGrid } from '../common/ProductGrid.js';
import { categoryPath } from '../common/paths.js';
import { categoryData } from '../common/pageData.js';
import { useApiResource } from '../common/useApiResource.js';
import { Breadcrumb } from '../common/Breadcrumb.js';
import { Chips } from '../common/Chips.js';
import { metaDescription, useCatalogMeta } from '../common/useCatalogMeta.js';
import { FoodFilters, useFoodFilters } from './FoodFilters.js';
import { useCatalogTranslation } from '../i18n/index.js';

const Description = styled.p`
  max-width: 45rem;
  margin: 0 0 1.5rem;
  color: ${theme.colors.inkSoft};
`;
const Count = styled.p`
  margin: 0 0 1rem;
  color: ${theme.colors.inkSoft};
`;
const Page = styled(Container)`
  padding-bottom: 3rem;
  h2 {
    font-size: 1.2rem;
    margin: 0;
  }
`;

/** /boutique/{slug}: a range, its sub-ranges and its products. */
export default function CategoryPage({ ctx }: RemoteProps) {
  const { t } = useCatalogTranslation();
  const { slug = '' } = useParams();
  const page = useApiResource(ctx, () => categoryData.load(ctx, { slug }), [slug, ctx.lang], {
    early: categoryData.key(ctx, { slug }),
  });
  const ready = page.status === 'ready' ? page.data : null;
  // Filtered, the list alone reloads: the page and its checkboxes (and their focus) stay.
  const [without, toggle] = useFoodFilters();
  const filters = without.join(',');
  const filtered = useApiResource(ctx, () => (filters ? ctx.api.shop.category(slug, without) : Promise.resolve(null)), [slug, ctx.lang, filters], {
    quiet: true,
  });
  const name = ready ? ready.category.names[ctx.lang] || ready.category.name : '';

  useCatalogMeta(
    ready && {
      title: name,
      description: metaDescription(ready.category.description || t('meta.category', { name })),
      path: categoryPath(ready.category.slug),
    },
  );

  if (page.status === 'loading')
    return (
      <Page>
        <PageLoading />
      </Page>
    );
  if (page.status === 'error')
    return (
      <Page>
        <LoadError onRetry={page.retry} withShopLink />
      </Page>
    );

  const { category, products } = page.data;
  const shown = !filters ? products : filtered.status === 'ready' && filtered.data ? filtered.data.products : null;
  return (
    <Page>
      <Breadcrumb trail={[{ label: name }]} />
      <PageTitle>{name}</PageTitle>
      {category.description && <Description>{category.description}</Description>}
      {category.children.length > 0 && (
        <nav aria-labelledby="category-children">
          <h2 id="category-children">{t('category.subcategories')}</h2>
          <Chips>
            {category.children.map((child) => (
              <li key={child.slug}>
                <Link to={categoryPath(child.slug)}>{child.names[ctx.lang] || child.name}</Link>
              </li>
            ))}
          </Chips>
        </nav>
      )}
      <FoodFilters without={without} toggle={toggle} />
      {shown === null ? (
        filtered.status === 'error' ? (
          <LoadError onRetry={filtered.retry} />
        ) : (
          <PageLoading />
        )
      ) : shown.length > 0 ? (
        <>
          <Count role="status">{t('category.products', { count: shown.length })}</Count>
          <ProductGrid ctx={ctx} items={shown} eagerCount={4} headingLevel={2} />
        </>
      ) : (
        <p role="status">{t(filters ? 'category.emptyFiltered' : 'category.empty')}</p>
      )}
    </Page>
  );
}
