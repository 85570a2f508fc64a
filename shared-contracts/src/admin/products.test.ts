import { PRODUCT_LIMITS, PRODUCT_VAT_RATES, productFormSchema, productProblems, slugFromName, type ProductForm } from './products.js';

const form = (overrides: Partial<ProductForm> = {}): ProductForm => ({
  name_fr: 'Nougat blanc tendre au miel de lavande',
  name_en: 'Soft white nougat with lavender honey',
  description_fr: 'Miel de lavande et amandes de Provence.',
  description_en: 'Lavender honey and Provence almonds.',
  slug: 'nougat-blanc-tendre-miel-de-lavande',
  categories: ['nougats-traditionnels', 'nougats'],
  price: 7.9,
  discount_percent: null,
  vat_rate: 2000,
  weight_g: 100,
  stock: 40,
  low_stock_threshold: 5,
  featured: false,
  hidden: false,
  ...overrides,
});
const problems = (overrides: Partial<ProductForm>) => productProblems(form(overrides)).map((p) => `${p.field}:${p.problem}`);

describe('productProblems', () => {
  it('accepts a product as the seed holds them, and every French VAT rate', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ price: 0.01, discount_percent: 99, weight_g: 0, stock: 0, low_stock_threshold: 0, categories: ['nougats'] })).toEqual([]);
    expect(problems({ price: 10_000, stock: 1_000_000, stock_seen: 12 })).toEqual([]);
    expect(PRODUCT_VAT_RATES).toEqual([210, 550, 1000, 2000]);
    for (const vat_rate of PRODUCT_VAT_RATES) expect(problems({ vat_rate })).toEqual([]);
  });

  it.each([[0], [-1], [7.901], [0.001], [10_000.01], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses a price of %p euros', (price) => {
    expect(problems({ price })).toEqual(['price:price_range']);
  });

  it('keeps prices written to the cent that floating point writes oddly', () => {
    expect(problems({ price: 0.1 + 0.2 })).toEqual([]);
    expect(problems({ price: 19.99 })).toEqual([]);
  });

  it('wants both names, trimmed, and bounded', () => {
    expect(problems({ name_fr: '   ', name_en: '' })).toEqual(['name_fr:name_fr_required', 'name_en:name_en_required']);
    expect(problems({ name_en: 'x'.repeat(PRODUCT_LIMITS.name.max + 1) })).toEqual(['name_en:name_too_long']);
    expect(problems({ name_fr: ` ${'x'.repeat(PRODUCT_LIMITS.name.max)} ` })).toEqual([]);
    expect(problems({ description_fr: 'x'.repeat(PRODUCT_LIMITS.description.max + 1) })).toEqual(['description_fr:description_too_long']);
  });

  it.each([[''], ['Nougat'], ['nougat blanc'], ['nougat--blanc'], ['-nougat'], ['nougat-'], ['nougât'], ['nougat_blanc'], ['x'.repeat(121)]])(
    'refuses the slug %p',
    (slug) => {
      expect(problems({ slug })).toEqual(['slug:slug_format']);
    },
  );

  it('wants one category at least, each once, five at most', () => {
    expect(problems({ categories: [] })).toEqual(['categories:categories_required']);
    expect(problems({ categories: ['nougats', ' '] })).toEqual(['categories:categories_required']);
    expect(problems({ categories: ['nougats', 'nougats'] })).toEqual(['categories:categories_duplicate']);
    expect(problems({ categories: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual(['categories:categories_too_many']);
  });

  it('refuses a VAT rate that is not French, a promotion out of 1–99 and counts that are not whole', () => {
    expect(problems({ vat_rate: 5.5 })).toEqual(['vat_rate:vat_rate']);
    expect(problems({ vat_rate: 1900 })).toEqual(['vat_rate:vat_rate']);
    expect(problems({ discount_percent: 0 })).toEqual(['discount_percent:discount_range']);
    expect(problems({ discount_percent: 100 })).toEqual(['discount_percent:discount_range']);
    expect(problems({ discount_percent: 12.5 })).toEqual(['discount_percent:discount_range']);
    expect(problems({ weight_g: -1 })).toEqual(['weight_g:weight_range']);
    expect(problems({ weight_g: 2.5 })).toEqual(['weight_g:weight_range']);
    expect(problems({ stock: -3 })).toEqual(['stock:stock_range']);
    expect(problems({ stock: 1.5 })).toEqual(['stock:stock_range']);
    expect(problems({ stock_seen: -1 })).toEqual(['stock_seen:stock_range']);
    expect(problems({ low_stock_threshold: -1 })).toEqual(['low_stock_threshold:low_stock_threshold_range']);
  });

  it('names every wrong field at once', () => {
    expect(problems({ price: 0, slug: 'A B', categories: [], weight_g: -1 })).toEqual([
      'slug:slug_format',
      'categories:categories_required',
      'price:price_range',
      'weight_g:weight_range',
    ]);
  });

  it('is the shape the form schema parses', () => {
    expect(productFormSchema.safeParse(form()).success).toBe(true);
    expect(productFormSchema.safeParse({ ...form(), price: '7.90' }).success).toBe(false);
    expect(productFormSchema.safeParse({ ...form(), hidden: undefined }).success).toBe(false);
  });
});

describe('slugFromName', () => {
  it.each([
    ['Nougat blanc tendre au miel de lavande', 'nougat-blanc-tendre-au-miel-de-lavande'],
    ['Pâte d’amande & miel, 250 g', 'pate-d-amande-et-miel-250-g'],
    ['Crème brûlée : cœur fondant', 'creme-brulee-coeur-fondant'],
    ['  Œufs de Pâques — édition  2026 !', 'oeufs-de-paques-edition-2026'],
    ['Thé « Ça » îlot ÿ ñ', 'the-ca-ilot-y-n'],
    ['!!!', ''],
  ])('%p → %p', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it('gives a slug productProblems accepts, cut on a word at the limit', () => {
    const long = slugFromName(`${'amande '.repeat(30)}fin`);
    expect(long.length).toBeLessThanOrEqual(PRODUCT_LIMITS.slug.max);
    expect(long.endsWith('amande')).toBe(true);
    expect(problems({ slug: long })).toEqual([]);
    expect(slugFromName('x'.repeat(200))).toBe('x'.repeat(PRODUCT_LIMITS.slug.max));
  });
});
