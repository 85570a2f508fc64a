import type { Nutrition, Product } from '@nougaterie/contracts';

/**
 * schema.org NutritionInformation per 100 g. schema.org has sodium, not salt: sodium is salt / 2.5
 * (regulation (EU) 1169/2011 annex I point 11), in milligrams as schema.org asks.
 */
function nutritionJsonLd(n: Nutrition): object {
  return {
    '@type': 'NutritionInformation',
    servingSize: '100 g',
    calories: `${n.energy_kcal} calories`,
    fatContent: `${n.fat} g`,
    saturatedFatContent: `${n.saturates} g`,
    carbohydrateContent: `${n.carbohydrate} g`,
    sugarContent: `${n.sugars} g`,
    proteinContent: `${n.protein} g`,
    sodiumContent: `${Math.round(n.salt * 400)} mg`,
  };
}

/** schema.org Product with its offer, for search engines' rich results, and its nutrition. */
export function productJsonLd(product: Product, url: string): object {
  const nutrition = product.food_info?.nutrition;
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
    ...(nutrition ? { nutrition: nutritionJsonLd(nutrition) } : {}),
  };
}
