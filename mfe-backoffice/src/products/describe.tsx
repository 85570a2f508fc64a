import type { Lang } from '@nougaterie/contracts';
import { formatVatRate, vatRatePercent } from '@nougaterie/contracts/rules';
import type { AdminProductSummary } from '@nougaterie/contracts/admin';
import { formatEuros } from '@nougaterie/ui';
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import { Pill } from '../common/ui.js';
import { useT } from '../i18n/useBackofficeText.js';

/** A VAT rate in basis points as staff read it: « 5,5 % », "5.5%". */
export const vatText = (rate: number, lang: Lang) => formatVatRate(vatRatePercent(rate), lang);

/** Its price VAT included, and its promotion when it has one: « 12,50 € (−10 %) ». */
export function priceText(product: Pick<AdminProductSummary, 'price' | 'discount_percent'>, t: TFunction, lang: Lang): string {
  const price = formatEuros(product.price, lang);
  return product.discount_percent === null ? price : t('products.priceWithDiscount', { price, percent: product.discount_percent });
}

/** The shop's address of the product: its main category's page, then its slug. */
export const publicPath = (product: Pick<AdminProductSummary, 'slug' | 'categories'>) => `/boutique/${product.categories[0] ?? ''}/${product.slug}`;

const HIDDEN = '#eeeeee';
const FEATURED = '#fff3d6';
const ON_SALE = '#e8f3e8';
const LOW = '#fbeceb';

const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.3rem;
  vertical-align: middle;
`;

/** What sets the product apart: hidden (or, asked, on sale), featured, short of stock. */
export function ProductBadges({ product, onSale = false }: { product: AdminProductSummary; onSale?: boolean }) {
  const { t } = useT();
  return (
    <Badges>
      {product.hidden ? (
        <Pill $background={HIDDEN}>{t('products.badges.hidden')}</Pill>
      ) : (
        onSale && <Pill $background={ON_SALE}>{t('products.badges.onSale')}</Pill>
      )}
      {product.featured && <Pill $background={FEATURED}>{t('products.badges.featured')}</Pill>}
      {product.stock <= product.low_stock_threshold && <Pill $background={LOW}>{t('products.badges.lowStock')}</Pill>}
    </Badges>
  );
}
