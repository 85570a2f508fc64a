import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { RemoteProps } from '@nougaterie/contracts';
import { Container, PageTitle, Price, media, theme } from '@nougaterie/ui';
import { Breadcrumb } from '../common/Breadcrumb.js';
import { LoadError, PageLoading } from '../common/LoadState.js';
import { categoryPath } from '../common/paths.js';
import { useApiResource } from '../common/useApiResource.js';
import { useCatalogTranslation } from '../i18n/index.js';
import { BuyBox } from './BuyBox.js';
import { Gallery } from './Gallery.js';

const Page = styled(Container)`
  padding-bottom: 3rem;
`;
const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  ${media.md} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 2.5rem; align-items: start; }
`;
const Title = styled(PageTitle)`
  ${media.md} { margin-top: 0; }
`;
const PriceLine = styled.div`
  font-size: 1.5rem;
`;
const Vat = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.9rem;
  color: ${theme.colors.inkSoft};
`;
const Description = styled.div`
  border-top: 1px solid ${theme.colors.line};
  padding-top: 1rem;
  p { margin: 0 0 0.75rem; }
`;

/** /boutique/{slug}/{slugproduct}: photos, description, price and add-to-basket. */
export default function ProductPage({ ctx }: RemoteProps) {
  const { t } = useCatalogTranslation();
  const { slugproduct = '' } = useParams();
  const page = useApiResource(ctx, () => ctx.api.shop.product(slugproduct), [slugproduct, ctx.lang]);

  if (page.status === 'loading') return <Page><PageLoading /></Page>;
  if (page.status === 'error') return <Page><LoadError onRetry={page.retry} withShopLink /></Page>;

  const product = page.data;
  const title = product.title || product.name;
  const images = product.images.length > 0 ? product.images : [product.medias.main];
  const category = product.category[0];
  return (
    <Page>
      <Breadcrumb
        trail={[...(category ? [{ label: category.name, to: categoryPath(category.slug) }] : []), { label: title }]}
      />
      <Layout>
        <Gallery name={title} images={images} />
        <div>
          <Title>{title}</Title>
          <PriceLine>
            <Price
              base={product.prices.price_base}
              price={product.prices.price_to_display}
              lang={ctx.lang}
              oldLabel={t('common.oldPrice')}
              newLabel={t('common.newPrice')}
            />
          </PriceLine>
          <Vat>{t('common.vatIncluded')}</Vat>
          <BuyBox ctx={ctx} product={product} />
          <Description>
            {product.description.split(/\n{2,}/).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </Description>
        </div>
      </Layout>
    </Page>
  );
}
