import type { ProductDetail } from '@nougaterie/contracts/admin';
import { Button, Modal, media } from '@nougaterie/ui';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../common/errors.js';
import { formatDateTime } from '../common/format.js';
import { PATHS } from '../common/paths.js';
import { Actions, Announce, Fact, Facts, LoadState, PageHead, Panel } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useStaffTitle } from '../common/useStaffTitle.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';
import { useCategories } from './categories.js';
import { ProductBadges, priceText, publicPath, vatText } from './describe.js';
import { FoodInfoPanel } from './FoodInfoPanel.js';
import { PhotosPanel } from './PhotosPanel.js';
import { EMPTY_PRODUCT, ProductForm, valuesOf } from './ProductForm.js';

/** The facts and the switches beside the form on a computer, above it on a phone. */
const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-areas: 'side' 'form';
  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    grid-template-areas: 'form side';
    align-items: start;
  }
  > [data-area='side'] {
    grid-area: side;
    min-width: 0;
  }
  > [data-area='form'] {
    grid-area: form;
    min-width: 0;
  }
`;
/** Terms wrap rather than take half of the narrow column. */
const SideFacts = styled(Facts)`
  ${media.sm} {
    grid-template-columns: minmax(7rem, 11rem) minmax(0, 1fr);
  }
`;
const Slugs = styled.ul`
  margin: 0;
  padding-left: 1.1rem;
  overflow-wrap: anywhere;
`;

/** Hide (off the shop's pages from now on) or show again. */
function Visibility({ detail, onDone }: { detail: ProductDetail; onDone: (detail: ProductDetail, messageKey: string) => void }) {
  const { t } = useT();
  const { api, lang, endsSession } = useStaff();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const { product } = detail;
  const toggle = async () => {
    setBusy(true);
    setFailed(null);
    try {
      const next = product.hidden ? await api.showProduct(product.id) : await api.hideProduct(product.id);
      onDone(next, product.hidden ? 'products.visibility.shown' : 'products.visibility.hiddenDone');
    } catch (error) {
      if (!endsSession(error)) setFailed(errorMessage(error, t, 'products.visibility.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel aria-labelledby="product-visibility">
      <h2 id="product-visibility">{t('products.visibility.title')}</h2>
      <p>
        {product.hidden && product.hidden_at
          ? t('products.visibility.hiddenIntro', { date: formatDateTime(product.hidden_at, lang) })
          : t('products.visibility.onSaleIntro')}
      </p>
      <Announce message={failed} tone="error" />
      <Button type="button" $variant={product.hidden ? 'primary' : 'secondary'} disabled={busy} aria-busy={busy} onClick={() => void toggle()}>
        {t(product.hidden ? 'products.visibility.show' : 'products.visibility.hide')}
      </Button>
    </Panel>
  );
}

/** Deleting, once confirmed; refused while an order line holds the product (hide it instead). */
function Deletion({ detail }: { detail: ProductDetail }) {
  const { t } = useT();
  const { api, endsSession } = useStaff();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const { product, order_lines } = detail;
  const remove = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await api.deleteProduct(product.id);
      void navigate(PATHS.products, { state: { deleted: product.name } });
    } catch (error) {
      setOpen(false);
      if (!endsSession(error)) setFailed(errorMessage(error, t, 'products.delete.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel aria-labelledby="product-delete">
      <h2 id="product-delete">{t('products.delete.title')}</h2>
      <p>{order_lines > 0 ? t('products.delete.inOrders', { count: order_lines }) : t('products.delete.intro')}</p>
      <Announce message={failed} tone="error" />
      <Button type="button" $variant="secondary" disabled={order_lines > 0 || busy} onClick={() => setOpen(true)}>
        {t('products.delete.open')}
      </Button>
      <Modal open={open} title={t('products.delete.confirmTitle', { name: product.name })} closeLabel={t('app.close')} onClose={() => setOpen(false)}>
        <p>{t('products.delete.confirmText')}</p>
        <Actions>
          <Button type="button" disabled={busy} aria-busy={busy} onClick={() => void remove()}>
            {t('products.delete.confirm')}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
            {t('app.cancel')}
          </Button>
        </Actions>
      </Modal>
    </Panel>
  );
}

/** /gestion/produits/:id: a product, its form, its old addresses, its switches. */
export function ProductPage() {
  const { t } = useT();
  const { api, lang } = useStaff();
  const { id = '' } = useParams();
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const { data, error, reload, replace } = useAdminData(`product:${id}`, () => api.product(Number(id)));
  const { labelOf } = useCategories();
  const [notice, setNotice] = useState<string | null>(created ? 'products.form.created' : null);
  // A new form after each save: its initial values (and the stock it saw) are the product as saved.
  const [saves, setSaves] = useState(0);
  useStaffTitle(data ? data.product.name : t('products.title'));

  const done = (next: ProductDetail, messageKey: string) => {
    replace(next);
    setSaves((n) => n + 1);
    setNotice(messageKey);
  };

  return (
    <>
      <p>
        <Link to={PATHS.products}>{t('products.back')}</Link>
      </p>
      {!data ? (
        <LoadState error={error} onRetry={reload} />
      ) : (
        <>
          <PageHead>
            <h1>{data.product.name}</h1>
            <ProductBadges product={data.product} onSale />
          </PageHead>
          <Announce message={notice && t(notice)} />
          <Grid>
            <div data-area="side">
              <Panel aria-labelledby="product-facts">
                <h2 id="product-facts">{t('products.facts.title')}</h2>
                <SideFacts>
                  <Fact term={t('products.facts.page')}>
                    <a href={publicPath(data.product)}>{publicPath(data.product)}</a>
                    {data.product.hidden && <> · {t('products.facts.hiddenPage')}</>}
                  </Fact>
                  <Fact term={t('products.facts.categories')}>{data.product.categories.map(labelOf).join(' · ')}</Fact>
                  <Fact term={t('products.columns.price')}>{priceText(data.product, t, lang)}</Fact>
                  <Fact term={t('products.form.vatRate')}>{vatText(data.product.vat_rate, lang)}</Fact>
                  <Fact term={t('products.columns.stock')}>
                    {t('products.facts.stock', { count: data.product.stock, threshold: data.product.low_stock_threshold })}
                  </Fact>
                  <Fact term={t('products.facts.orderLines')}>{t('products.facts.orderLinesCount', { count: data.order_lines })}</Fact>
                  <Fact term={t('products.facts.oldSlugs')}>
                    {data.old_slugs.length === 0 ? (
                      t('products.facts.noOldSlugs')
                    ) : (
                      <Slugs aria-label={t('products.facts.oldSlugs')}>
                        {data.old_slugs.map((slug) => (
                          <li key={slug}>{slug}</li>
                        ))}
                      </Slugs>
                    )}
                  </Fact>
                  <Fact term={t('products.facts.created')}>{formatDateTime(data.product.created_at, lang)}</Fact>
                </SideFacts>
              </Panel>
              <PhotosPanel productId={data.product.id} name={data.product.name} />
              <Visibility detail={data} onDone={done} />
              <Deletion detail={data} />
            </div>
            <div data-area="form">
              <Panel aria-labelledby="product-form">
                <h2 id="product-form">{t('products.form.title')}</h2>
                <ProductForm
                  key={saves}
                  initial={valuesOf(data.product)}
                  stockSeen={data.product.stock}
                  suggestSlug={false}
                  oldSlugNote
                  submitLabel={t('products.form.save')}
                  onSave={async (form) => {
                    setNotice(null);
                    done(await api.updateProduct(data.product.id, form), 'products.form.saved');
                  }}
                  onStockMoved={async () => (await api.product(data.product.id)).product.stock}
                />
              </Panel>
              <FoodInfoPanel productId={data.product.id} />
            </div>
          </Grid>
        </>
      )}
    </>
  );
}

/** /gestion/produits/nouveau: a new product; once made, its page. */
export function NewProductPage() {
  const { t } = useT();
  const { api } = useStaff();
  const navigate = useNavigate();
  useStaffTitle(t('products.newTitle'));
  return (
    <>
      <p>
        <Link to={PATHS.products}>{t('products.back')}</Link>
      </p>
      <PageHead>
        <h1>{t('products.newTitle')}</h1>
      </PageHead>
      <Panel aria-label={t('products.newTitle')}>
        <ProductForm
          initial={EMPTY_PRODUCT}
          stockSeen={null}
          suggestSlug
          oldSlugNote={false}
          submitLabel={t('products.form.create')}
          onSave={async (form) => {
            const made = await api.createProduct(form);
            void navigate(PATHS.product(made.product.id), { state: { created: true } });
          }}
        />
      </Panel>
    </>
  );
}
