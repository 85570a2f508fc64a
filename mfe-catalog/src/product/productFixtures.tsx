import type { Product } from '@nougaterie/contracts';
import { createFakeContext, makeItem, renderAt, type FakeStoreInit } from '@nougaterie/ui/testing';
import ProductPage from './ProductPage.js';

export const item = makeItem({
  id: 42,
  name: 'Nougat noir',
  slug: 'nougat-noir',
  category: [{ slug: 'nougats-traditionnels', name: 'Nougats traditionnels' }],
  prices: { price_base: 12, price_to_display: 9.6 },
  discount: 20,
});

export const product: Product = {
  ...item,
  title: 'Nougat noir au miel de lavande',
  description: 'Un nougat croquant.\n\nCuit au chaudron.',
  images: ['http://api.test/media/a.svg', 'http://api.test/media/b.svg', 'http://api.test/media/c.svg'],
  weight_g: 200,
  stock: 5,
  is_favourite: false,
  food_info: {
    ingredients: '{nuts:Amandes} grillées 48 %, miel de Provence 35 %, sucre, {eggs:blanc d’œuf}, pain azyme (fécule de pomme de terre).',
    allergens: ['eggs', 'nuts'],
    traces: ['milk'],
    net_quantity_g: 200,
    storage: 'À conserver dans un endroit frais et sec.',
    best_before: 'À consommer de préférence avant la date indiquée sur l’emballage ; 6 mois après fabrication.',
    nutrition: { energy_kj: 1987, energy_kcal: 475, fat: 24, saturates: 1.9, carbohydrate: 55, sugars: 50, protein: 10.5, salt: 0.1 },
  },
};

export const soldOut: Product = { ...product, out_of_stock: true, stock: 0 };

/** The product page at a product address, with the shop calls a test gives (similar products: none). */
export function renderProduct(
  shop: Record<string, jest.Mock>,
  { store, lang = 'fr', url = '/boutique/nougats/nougat-noir' }: { store?: FakeStoreInit; lang?: 'fr' | 'en'; url?: string } = {},
) {
  const fake = createFakeContext({
    lang,
    store,
    api: { shop: { similarProducts: jest.fn().mockResolvedValue({ products: [] }), ...shop } },
  });
  renderAt(url, '/boutique/:slug/:slugproduct', <ProductPage ctx={fake.ctx} />);
  return fake;
}
