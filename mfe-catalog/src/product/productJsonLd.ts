import type { Product } from '@nougaterie/contracts';

/** schema.org Product with its offer, for search engines' rich results. */
export function productJsonLd(product: Product, url: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title || product.name,
    image: product.images.length > 0 ? product.images : [product.medias.main],
    description: product.description,
    sku: product.slug,
    offers: {
      '@type': 'Offer',
      url,
      price: product.prices.price_to_display.toFixed(2),
      priceCurrency: 'EUR',
      availability: product.out_of_stock ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    },
  };
}
