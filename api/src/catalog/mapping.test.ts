import { itemSchema } from '@nougaterie/contracts';
import type { CategoryRow, ProductRow } from '../db/schema.js';
import { buildCategoryTree, mediaUrl, productImages, toItem } from './mapping.js';
import { strict } from '../test/strict.js';

const category = (id: number, slug: string, parentId: number | null, position: number): CategoryRow => ({
  id,
  slug,
  parentId,
  nameFr: `${slug} fr`,
  nameEn: `${slug} en`,
  descriptionFr: 'desc fr',
  descriptionEn: 'desc en',
  position,
});

const product: ProductRow = {
  id: 7,
  slug: 'nougat-noir',
  nameFr: 'Nougat noir',
  nameEn: 'Black nougat',
  descriptionFr: '',
  descriptionEn: '',
  priceCents: 1999,
  discountPercent: 33,
  vatRate: 550,
  weightG: 100,
  stock: 0,
  lowStockThreshold: 5,
  featured: true,
  image: '/media/products/nougat-noir.svg',
  hiddenAt: null,
  createdAt: new Date(0),
};

describe('toItem', () => {
  it('turns cents into euros, applies the discount to the cent and keeps the contract shape', () => {
    const item = toItem({ product, categories: [category(1, 'nougats', null, 0)] }, 'en', 'https://api.example');
    expect(strict(itemSchema).parse(item)).toEqual({
      id: 7,
      name: 'Black nougat',
      slug: 'nougat-noir',
      category: [{ slug: 'nougats', name: 'nougats en' }],
      medias: { main: 'https://api.example/media/products/nougat-noir.svg' },
      discount: 33,
      prices: { price_base: 19.99, price_to_display: 13.39 },
      tva: 5.5,
      out_of_stock: true,
    });
  });
});

describe('toItem for a logged-in viewer', () => {
  it('says whether the product is one of their favourites', () => {
    const found = { product, categories: [] };
    expect(toItem(found, 'fr', 'http://a', new Set([7])).is_favourite).toBe(true);
    expect(toItem(found, 'fr', 'http://a', new Set([8])).is_favourite).toBe(false);
    expect(toItem(found, 'fr', 'http://a')).not.toHaveProperty('is_favourite');
  });
});

describe('productImages', () => {
  it('adds the drawn extra views to drawn images only', () => {
    expect(productImages(product, 'http://a')).toEqual([
      'http://a/media/products/nougat-noir.svg',
      'http://a/media/products/nougat-noir-2.svg',
      'http://a/media/products/nougat-noir-3.svg',
    ]);
    expect(productImages({ ...product, image: 'https://cdn.example/photo.jpg' }, 'http://a')).toEqual(['https://cdn.example/photo.jpg']);
  });
});

describe('mediaUrl', () => {
  it('prefixes api paths and keeps absolute URLs', () => {
    expect(mediaUrl('/media/x.svg', 'http://a')).toBe('http://a/media/x.svg');
    expect(mediaUrl('media/x.svg', 'http://a')).toBe('http://a/media/x.svg');
    expect(mediaUrl('https://cdn.example/x.png', 'http://a')).toBe('https://cdn.example/x.png');
  });
});

describe('buildCategoryTree', () => {
  it('nests children under parents, ordered by position', () => {
    const tree = buildCategoryTree([category(3, 'b-child', 1, 2), category(1, 'a', null, 1), category(2, 'a-child', 1, 1), category(4, 'root', null, 0)], 'fr');
    expect(tree.map((c) => c.slug)).toEqual(['root', 'a']);
    expect(tree[1].children.map((c) => [c.slug, c.parent_slug, c.name])).toEqual([
      ['a-child', 'a', 'a-child fr'],
      ['b-child', 'a', 'b-child fr'],
    ]);
  });
});
