import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { RemoteProps } from '@nougaterie/contracts';
import { Container, EarlyViewOr, PageTitle, Price, media, theme } from '@nougaterie/ui';
import { Breadcrumb } from '../common/Breadcrumb.js';
import { LoadError, PageLoading } from '../common/LoadState.js';
import { pageUrls } from '../common/pageUrls.js';
import { categoryPath, productPath } from '../common/paths.js';
import { productData, productPhotos } from '../common/pageData.js';
import { useApiResource } from '../common/useApiResource.js';
import { metaDescription, useCatalogMeta } from '../common/useCatalogMeta.js';
import { useCatalogTranslation } from '../i18n/index.js';
import { BuyBox } from './BuyBox.js';
import { FavouriteButton } from './FavouriteButton.js';
import { FoodSection } from './FoodSection.js';
import { Gallery } from './Gallery.js';
import { productJsonLd } from './productJsonLd.js';
import { SimilarProducts } from './SimilarProducts.js';

const Page = styled(Container)`
  display: grid;
  gap: 2.5rem;
  padding-bottom: 3rem;
  h2 {
    font-size: 1.4rem;
    margin: 0 0 1rem;
  }
`;
const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 2.5rem;
    align-items: start;
  }
`;
const Title = styled(PageTitle)`
  margin-top: 0;
`;
const PriceLine = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  font-size: 1.5rem;
`;
const DiscountBadge = styled.span`
  padding: 0.1rem 0.55rem;
  border-radius: 999px;
  font-size: 0.9rem;
  font-weight: 700;
  color: #fff;
  background: ${theme.colors.danger};
`;
const Vat = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.9rem;
  color: ${theme.colors.inkSoft};
`;
const Description = styled.div`
  border-top: 1px solid ${theme.colors.line};
  padding-top: 1rem;
  margin-top: 1.5rem;
  p {
    margin: 0 0 0.75rem;
  }
`;

/**
 * /boutique/{slug}/{slugproduct}: photos, price, favourite, add-to-basket or alert, the food
 * information (below the buy box), similar products.
 */
export default function ProductPage({ ctx }: RemoteProps) {
  const { t } = useCatalogTranslation();
  const { slugproduct = '' } = useParams();
  const page = useApiResource(ctx, () => productData.load(ctx, { slugproduct }), [slugproduct, ctx.lang], {
    early: productData.key(ctx, { slugproduct }),
  });
  const product = page.status === 'ready' ? page.data : null;
  const title = product ? product.title || product.name : '';
  const location = useLocation();
  const navigate = useNavigate();
  // A renamed product: the api followed the old slug's 301; the address bar shows the new one.
  const renamedTo = product && product.slug !== slugproduct ? product.slug : null;
  useEffect(() => {
    if (!renamedTo) return;
    const pathname = location.pathname.replace(/[^/]*\/?$/, renamedTo);
    void navigate({ pathname, search: location.search, hash: location.hash }, { replace: true });
  }, [renamedTo, location.pathname, location.search, location.hash, navigate]);
  // Reachable under any of its ranges; search engines are told about the main one only.
  const path = product ? productPath(product) : '';

  useCatalogMeta(
    product && {
      title,
      description: metaDescription(product.description || title),
      path,
      jsonLd: productJsonLd(product, pageUrls(path).canonical),
    },
  );

  if (page.status === 'loading') {
    // The early view of this page (early/productView.ts), when the app started on it, until the product is here.
    return (
      <EarlyViewOr>
        <Page>
          <PageLoading />
        </Page>
      </EarlyViewOr>
    );
  }
  if (page.status === 'error' || !product) {
    return (
      <Page>
        <LoadError onRetry={page.retry} withShopLink />
      </Page>
    );
  }

  const images = productPhotos(product);
  const category = product.category[0];
  return (
    <Page>
      <div>
        <Breadcrumb trail={[...(category ? [{ label: category.name, to: categoryPath(category.slug) }] : []), { label: title }]} />
        <Layout>
          <Gallery name={title} images={images} pictures={product.pictures} />
          {/* Another product starts afresh: quantity 1, its own favourite state, no modal left open. */}
          <div key={product.id}>
            <Title>{title}</Title>
            <PriceLine>
              <Price
                base={product.prices.price_base}
                price={product.prices.price_to_display}
                lang={ctx.lang}
                oldLabel={t('common.oldPrice')}
                newLabel={t('common.newPrice')}
              />
              {product.discount && product.prices.price_to_display < product.prices.price_base && (
                <DiscountBadge>{t('product.discount', { value: product.discount })}</DiscountBadge>
              )}
            </PriceLine>
            <Vat>{t('common.vatIncluded')}</Vat>
            <BuyBox ctx={ctx} product={product} name={title} />
            <FavouriteButton ctx={ctx} itemId={product.id} name={title} initial={product.is_favourite} />
            <Description>
              {product.description.split(/\n{2,}/).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </Description>
          </div>
        </Layout>
        {product.food_info && <FoodSection info={product.food_info} lang={ctx.lang} />}
      </div>
      <SimilarProducts key={product.slug} ctx={ctx} slug={product.slug} />
    </Page>
  );
}
