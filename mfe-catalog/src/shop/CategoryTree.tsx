import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CategoriesResponse, Category, Lang } from '@nougaterie/contracts';
import { media, theme } from '@nougaterie/ui';
import { LoadError, PageLoading } from '../common/LoadState.js';
import { categoryPath } from '../common/paths.js';
import type { Resource } from '../common/useApiResource.js';
import { useCatalogTranslation } from '../i18n/index.js';

const Ranges = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  align-items: start;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0.75rem;
  }
`;
const Range = styled.li`
  padding: 1rem 1.25rem;
  background: ${theme.colors.paper};
  border: 1px solid ${theme.colors.line};
  border-top: 4px solid ${theme.colors.honey};
  border-radius: ${theme.radius};
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.15rem;
  }
  h3 a {
    color: ${theme.colors.ink};
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: inline-block;
    padding: 0.3rem 0;
  }
`;

/** The category tree of /api/shop/categories, each range with its sub-ranges, as links. */
export function CategoryTree({ categories, lang, titleId }: { categories: Resource<CategoriesResponse> & { retry: () => void }; lang: Lang; titleId: string }) {
  const { t } = useCatalogTranslation();
  const name = (category: Category) => category.names[lang] || category.name;

  return (
    <nav aria-labelledby={titleId}>
      <h2 id={titleId}>{t('shop.categoriesTitle')}</h2>
      {categories.status === 'loading' && <PageLoading />}
      {categories.status === 'error' && <LoadError onRetry={categories.retry} />}
      {categories.status === 'ready' && (
        <Ranges>
          {categories.data.categories.map((range) => (
            <Range key={range.slug}>
              <h3>
                <Link to={categoryPath(range.slug)}>{name(range)}</Link>
              </h3>
              {range.children.length > 0 && (
                <ul>
                  {range.children.map((child) => (
                    <li key={child.slug}>
                      <Link to={categoryPath(child.slug)}>{name(child)}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </Range>
          ))}
        </Ranges>
      )}
    </nav>
  );
}
