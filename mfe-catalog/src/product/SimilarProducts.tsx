import type { RemoteContext } from '@nougaterie/contracts';
import { ProductGrid } from '../common/ProductGrid.js';
import { useApiResource } from '../common/useApiResource.js';
import { useCatalogTranslation } from '../i18n/index.js';

/**
 * Products close to this one, below the fold. A suggestion, not the page: when there are none,
 * or they cannot be loaded, the section is simply left out.
 */
export function SimilarProducts({ ctx, slug }: { ctx: RemoteContext; slug: string }) {
  const { t } = useCatalogTranslation();
  const similar = useApiResource(ctx, () => ctx.api.shop.similarProducts(slug), [slug, ctx.lang], { quiet: true });
  if (similar.status !== 'ready' || similar.data.products.length === 0) return null;
  return (
    <section aria-labelledby="similar-title">
      <h2 id="similar-title">{t('product.similar')}</h2>
      <ProductGrid ctx={ctx} items={similar.data.products} />
    </section>
  );
}
