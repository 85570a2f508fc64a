import type { AdminProductSummary, ProductListQuery } from '@nougaterie/contracts/admin';
import { Button, VisuallyHidden, media, theme } from '@nougaterie/ui';
import { Form } from 'react-final-form';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { SelectField, TextField } from '../common/fields.js';
import { PATHS } from '../common/paths.js';
import { Announce, Cards, LoadState, PageHead, Panel, Table } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useStaffTitle } from '../common/useStaffTitle.js';
import { useWide } from '../common/useWide.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';
import { useCategories } from './categories.js';
import { ProductBadges, priceText } from './describe.js';

/** The filter on sale / hidden in the address (?etat=vente|masques), as the api's `hidden`. */
const STATES = { vente: '0', masques: '1' } as const;
type StateFilter = keyof typeof STATES | '';

/** One column on a phone (minmax(0, …): an input's own width must not push the panel wider), four from 768 px. */
const Filters = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0 1rem;
  align-items: end;
  ${media.md} {
    grid-template-columns: minmax(12rem, 2fr) minmax(10rem, 1.5fr) minmax(8rem, 1fr) auto;
  }
  button {
    margin-bottom: 1rem;
  }
`;
const Slug = styled.small`
  display: block;
  font-weight: 400;
  color: ${theme.colors.inkSoft};
  overflow-wrap: anywhere;
`;
const Count = styled.p`
  margin: 0 0 0.5rem;
  color: ${theme.colors.inkSoft};
`;
const NewLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 1rem;
  border-radius: ${theme.radius};
  background: ${theme.colors.ink};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
`;

/** /gestion/produits: the whole catalogue, hidden products too; a table on a computer, cards on a phone. */
export function ProductsPage() {
  const { t } = useT();
  const { api, lang } = useStaff();
  const [search, setSearch] = useSearchParams();
  const state = (search.get('etat') ?? '') as StateFilter;
  const query: ProductListQuery = {
    ...(search.get('q')?.trim() && { q: search.get('q')!.trim() }),
    ...(search.get('categorie')?.trim() && { category: search.get('categorie')!.trim() }),
    ...(state in STATES && { hidden: STATES[state as keyof typeof STATES] }),
  };
  const { data, error, loading, reload } = useAdminData(`products:${JSON.stringify(query)}`, () => api.products(query));
  const { choices, labelOf } = useCategories();
  const wide = useWide();
  const deleted = (useLocation().state as { deleted?: string } | null)?.deleted;
  useStaffTitle(t('products.title'));

  // Before the shop's categories arrive (or if they never do), those the products are filed under.
  const categories = choices.length
    ? choices.map((choice) => ({ slug: choice.slug, label: choice.label }))
    : [...new Set([...(data?.products.flatMap((product) => product.categories) ?? []), ...(query.category ? [query.category] : [])])]
        .sort()
        .map((slug) => ({ slug, label: slug }));
  const mainCategory = (product: AdminProductSummary) => (product.categories[0] ? labelOf(product.categories[0]) : '—');

  return (
    <>
      <PageHead>
        <h1>{t('products.title')}</h1>
        <NewLink to={PATHS.newProduct}>{t('products.new')}</NewLink>
      </PageHead>
      <Announce message={deleted ? t('products.delete.done', { name: deleted }) : null} />
      <Panel aria-label={t('products.filters')}>
        <Form<{ q?: string; category?: string; state?: StateFilter }>
          initialValues={{ q: query.q ?? '', category: query.category ?? '', state: state in STATES ? state : '' }}
          onSubmit={(values) =>
            setSearch({
              ...(values.q?.trim() && { q: values.q.trim() }),
              ...(values.category && { categorie: values.category }),
              ...(values.state && { etat: values.state }),
            })
          }
        >
          {({ handleSubmit }) => (
            <Filters onSubmit={(event) => void handleSubmit(event)} role="search">
              <TextField name="q" type="search" label={t('products.search')} />
              <SelectField name="category" label={t('products.category')}>
                <option value="">{t('products.allCategories')}</option>
                {categories.map((category) => (
                  <option key={category.slug} value={category.slug}>
                    {category.label}
                  </option>
                ))}
              </SelectField>
              <SelectField name="state" label={t('products.state')}>
                <option value="">{t('products.states.all')}</option>
                <option value="vente">{t('products.states.onSale')}</option>
                <option value="masques">{t('products.states.hidden')}</option>
              </SelectField>
              <Button type="submit">{t('products.apply')}</Button>
            </Filters>
          )}
        </Form>
      </Panel>
      {!data ? (
        <LoadState error={error} onRetry={reload} />
      ) : data.products.length === 0 ? (
        <p>{t('products.empty')}</p>
      ) : (
        <>
          <Count aria-live="polite">{t('products.count', { count: data.products.length })}</Count>
          {wide ? (
            <Table aria-busy={loading}>
              <caption>
                <VisuallyHidden>{t('products.list')}</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('products.columns.name')}</th>
                  <th scope="col">{t('products.columns.category')}</th>
                  <th scope="col" className="num">
                    {t('products.columns.price')}
                  </th>
                  <th scope="col" className="num">
                    {t('products.columns.stock')}
                  </th>
                  <th scope="col">{t('products.columns.state')}</th>
                </tr>
              </thead>
              <tbody>
                {data.products.map((product) => (
                  <tr key={product.id}>
                    <th scope="row">
                      <Link to={PATHS.product(product.id)}>{product.name}</Link>
                      <Slug>{product.slug}</Slug>
                    </th>
                    <td>{mainCategory(product)}</td>
                    <td className="num">{priceText(product, t, lang)}</td>
                    <td className="num">{product.stock}</td>
                    <td>
                      <ProductBadges product={product} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          ) : (
            <Cards aria-busy={loading} aria-label={t('products.list')}>
              {data.products.map((product) => (
                <li key={product.id}>
                  <Link to={PATHS.product(product.id)}>
                    <strong>{product.name}</strong>
                  </Link>{' '}
                  <ProductBadges product={product} />
                  <Slug>{product.slug}</Slug>
                  {mainCategory(product)}
                  <br />
                  {priceText(product, t, lang)} · {t('products.stockLine', { count: product.stock })}
                </li>
              ))}
            </Cards>
          )}
        </>
      )}
    </>
  );
}
