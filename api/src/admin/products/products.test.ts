import { categoryPageSchema, meaResponseSchema, productRedirectsSchema, searchResponseSchema, similarResponseSchema } from '@nougaterie/contracts';
import { productDetailSchema, productListSchema, type ProductDetail, type ProductForm } from '@nougaterie/contracts/admin';
import { count, eq } from 'drizzle-orm';
import { orderLines, productCategories, products, productSlugRedirects } from '../../db/schema.js';
import { bearer, expectApiError, openTestApp, registerCustomer, type TestApp } from '../../test/app.js';
import { adminOrder, placeOrder } from '../../test/backoffice.js';
import { drivers } from '../../test/databases.js';
import { basketOf, get, post, type Injected } from '../../test/shop.js';
import { staffSession } from '../../test/staff-session.js';
import { strict } from '../../test/strict.js';
import { auditLog, staff } from '../schema.js';

let made = 0;
/** A form of its own for each product a test makes: slug and names never collide between tests. */
const form = (overrides: Partial<ProductForm> = {}): ProductForm => {
  made += 1;
  return {
    name_fr: `Nougat de fiche ${made}`,
    name_en: `Form nougat ${made}`,
    description_fr: 'Miel de lavande et amandes de Provence.',
    description_en: 'Lavender honey and Provence almonds.',
    slug: `nougat-de-fiche-${made}`,
    categories: ['nougats-traditionnels'],
    price: 7.9,
    discount_percent: null,
    vat_rate: 2000,
    weight_g: 100,
    stock: 40,
    low_stock_threshold: 5,
    featured: false,
    hidden: false,
    ...overrides,
  };
};

describe.each(drivers)('back office: product catalogue on %s', (driver) => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof staffSession>>;

  beforeAll(async () => {
    t = await openTestApp(driver);
    // A shop assistant (role staff), not an owner: the catalogue is part of running the shop.
    member = await staffSession(t.database.db, 'staff', 'Lucie');
  });
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const detailOf = (response: Injected, status = 200): ProductDetail => {
    if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
    return strict(productDetailSchema).parse(response.json());
  };
  const create = async (values: ProductForm) => detailOf(await post(t, '/api/admin/products', values, member.headers), 201);
  const edit = (id: number, values: ProductForm, lang = 'fr') => post(t, `/api/admin/products/${id}`, values, { ...member.headers, 'accept-language': lang });
  const formOf = (detail: ProductDetail, overrides: Partial<ProductForm> = {}): ProductForm => {
    const p = detail.product;
    return {
      name_fr: p.name_fr,
      name_en: p.name_en,
      description_fr: p.description_fr,
      description_en: p.description_en,
      slug: p.slug,
      categories: p.categories,
      price: p.price,
      discount_percent: p.discount_percent,
      vat_rate: p.vat_rate,
      weight_g: p.weight_g,
      stock: p.stock,
      low_stock_threshold: p.low_stock_threshold,
      featured: p.featured,
      hidden: p.hidden,
      ...overrides,
    };
  };
  const auditOf = (id: number) =>
    db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `product:${id}`))
      .orderBy(auditLog.id);
  const productCount = async () => (await db().select({ n: count() }).from(products))[0].n;
  const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0].n;
  const shopProduct = (slug: string, lang = 'fr') => t.app.inject({ method: 'GET', url: `/api/shop/product/${slug}`, headers: { 'accept-language': lang } });
  const categoryPage = async (slug: string) => strict(categoryPageSchema).parse((await get(t, `/api/shop/category/${slug}`)).json());
  const search = async (text: string) => strict(searchResponseSchema).parse((await post(t, '/api/shop/search', { search: text })).json());
  const mea = async () => strict(meaResponseSchema).parse((await get(t, '/api/shop/mea')).json());
  const similar = async (slug: string) => strict(similarResponseSchema).parse((await get(t, `/api/shop/getSimilarProducts/${slug}`)).json());
  const sitemap = async () => (await get(t, '/api/sitemap.xml')).body;

  it('refuses every call without a staff session, to a customer, and to a disabled member, writing nothing', async () => {
    const customer = await registerCustomer(t.app, 'pas-de-la-maison@example.fr');
    const { product } = await create(form());
    const calls: [string, string, object?][] = [
      ['GET', '/api/admin/products'],
      ['GET', `/api/admin/products/${product.id}`],
      ['POST', '/api/admin/products', form({ slug: 'murs-nouveau' })],
      ['POST', `/api/admin/products/${product.id}`, form({ slug: 'murs-renomme', price: 1 })],
      ['POST', `/api/admin/products/${product.id}/hide`, {}],
      ['POST', `/api/admin/products/${product.id}/show`, {}],
      ['DELETE', `/api/admin/products/${product.id}`],
    ];
    const gone = await staffSession(db(), 'staff', 'Partie');
    await db().update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, gone.id));
    const [productsBefore, auditBefore] = [await productCount(), await auditCount()];
    for (const [method, url, payload] of calls) {
      const send = (headers: Record<string, string>) =>
        t.app.inject({ method: method as 'GET' | 'POST' | 'DELETE', url, headers, ...(payload ? { payload } : {}) });
      expectApiError(await send({}), 401, 'STAFF_AUTH_REQUIRED');
      expectApiError(await send(bearer(customer.access_token)), 403, 'STAFF_ONLY');
      expectApiError(await send(gone.headers), 401, 'STAFF_SESSION_EXPIRED');
    }
    const [row] = await db().select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ slug: product.slug, priceCents: 790, hiddenAt: null });
    expect([await productCount(), await auditCount()]).toEqual([productsBefore, auditBefore]);
  });

  it('creates a product in cents with its categories in order, audits it, and the shop shows it at once', async () => {
    // The shared answer of the category page is cached before the product exists.
    const before = await categoryPage('nougats-aperitifs');
    const values = form({
      name_fr: '  Nougat au piment doux  ',
      slug: 'nougat-au-piment-doux',
      categories: ['nougats-aperitifs', 'deguster-et-offrir-aperitifs'],
      price: 12.3,
      discount_percent: 10,
      vat_rate: 550,
      weight_g: 150,
      stock: 12,
      featured: true,
    });
    const made = await create(values);
    expect(made).toEqual({
      product: {
        id: expect.any(Number),
        slug: 'nougat-au-piment-doux',
        name: 'Nougat au piment doux',
        name_fr: 'Nougat au piment doux',
        name_en: values.name_en,
        categories: ['nougats-aperitifs', 'deguster-et-offrir-aperitifs'],
        price: 12.3,
        discount_percent: 10,
        vat_rate: 550,
        stock: 12,
        low_stock_threshold: 5,
        featured: true,
        hidden: false,
        image: '/media/products/nougat-au-piment-doux.svg',
        description_fr: values.description_fr,
        description_en: values.description_en,
        weight_g: 150,
        hidden_at: null,
        created_at: expect.any(String),
      },
      old_slugs: [],
      order_lines: 0,
    });
    const id = made.product.id;
    const [row] = await db().select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ priceCents: 1230, discountPercent: 10, vatRate: 550, weightG: 150, stock: 12, featured: true });
    const links = await db().select().from(productCategories).where(eq(productCategories.productId, id)).orderBy(productCategories.position);
    expect(links.map((l) => l.position)).toEqual([0, 1]);
    const audit = await auditOf(id);
    expect(audit.map((a) => [a.staffId, a.action, a.before])).toEqual([[member.id, 'product.create', null]]);
    expect(audit[0].after).toMatchObject({
      slug: 'nougat-au-piment-doux',
      price: 12.3,
      categories: ['nougats-aperitifs', 'deguster-et-offrir-aperitifs'],
      hidden: false,
    });

    expect((await categoryPage('nougats-aperitifs')).products.length).toBe(before.products.length + 1);
    const page = await shopProduct('nougat-au-piment-doux', 'en');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ title: values.name_en, prices: { price_base: 12.3, price_to_display: 11.07 } });
    expect((await search('piment doux')).products.map((p) => p.id)).toContain(id);
    expect((await mea()).meaProducts.map((p) => p.id)).toContain(id);
    expect(await sitemap()).toContain('/boutique/nougats-aperitifs/nougat-au-piment-doux<');

    const detail = detailOf(await get(t, `/api/admin/products/${id}`, member.headers));
    expect(detail).toEqual(made);
  });

  it('lists every product by name, searched, by category, hidden or not', async () => {
    const shown = await create(form({ name_fr: 'Calisson de liste', slug: 'calisson-de-liste', categories: ['gourmandises-amandes'] }));
    const hidden = await create(
      form({ name_fr: 'Calisson caché de liste', slug: 'calisson-cache-de-liste', categories: ['gourmandises-amandes'], hidden: true }),
    );
    const list = async (query = '') => strict(productListSchema).parse((await get(t, `/api/admin/products${query}`, member.headers)).json()).products;
    const all = await list();
    expect(all.length).toBe(await productCount());
    const names = all.map((p) => p.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare));
    expect((await list('?q=de%20liste')).map((p) => p.id)).toEqual([hidden.product.id, shown.product.id]);
    expect((await list('?q=de%20liste&hidden=1')).map((p) => p.id)).toEqual([hidden.product.id]);
    expect((await list('?q=de%20liste&hidden=0')).map((p) => p.id)).toEqual([shown.product.id]);
    const almonds = await list('?category=gourmandises-amandes');
    expect(almonds.every((p) => p.categories.includes('gourmandises-amandes'))).toBe(true);
    expect(almonds.map((p) => p.id)).toEqual(expect.arrayContaining([shown.product.id, hidden.product.id]));
    expect(await list('?category=inconnue')).toEqual([]);
    expectApiError(await get(t, '/api/admin/products?hidden=peut-etre', member.headers), 400, 'VALIDATION');
    expectApiError(await get(t, '/api/admin/products/999999', member.headers), 404, 'PRODUCT_NOT_FOUND');
    expectApiError(await get(t, '/api/admin/products/abc', member.headers), 404, 'PRODUCT_NOT_FOUND');
  });

  it.each([
    ['a price of 0', { price: 0 }, 'Le prix TTC est supérieur à 0 €', 'The price including VAT is more than €0'],
    ['a negative price', { price: -4.5 }, 'Le prix TTC est supérieur à 0 €', 'The price including VAT is more than €0'],
    ['a price with 3 decimals', { price: 7.905 }, 'au centime près (deux décimales au plus)', 'to the cent (two decimals at most)'],
    ['no French name', { name_fr: '   ' }, 'Le nom en français est obligatoire.', 'The French name is required.'],
    ['a slug with capitals', { slug: 'Nougat-Blanc' }, 'minuscules sans accent', 'lower-case letters without accents'],
    ['no category', { categories: [] }, 'au moins une catégorie', 'at least one category'],
    ['an unknown category', { categories: ['nougats', 'chaussettes'] }, "La catégorie « chaussettes » n'existe pas.", 'There is no category "chaussettes".'],
    ['a VAT rate of 19.6 %', { vat_rate: 1960 }, '2,1 %, 5,5 %, 10 % ou 20 %', '2.1%, 5.5%, 10% or 20%'],
    ['a negative stock', { stock: -1 }, 'Le stock est un nombre entier', 'The stock is a whole number'],
    ['a weight in decimals', { weight_g: 12.5 }, 'Le poids est un nombre entier de grammes', 'The weight is a whole number of grams'],
  ] as [string, Partial<ProductForm>, string, string][])('refuses %s with a 422 in both languages, saving nothing', async (_what, bad, fr, en) => {
    const { product } = await create(form());
    const [productsBefore, auditBefore] = [await productCount(), await auditCount()];
    for (const [lang, sentence] of [
      ['fr', fr],
      ['en', en],
    ]) {
      const values = form(bad);
      const made = await post(t, '/api/admin/products', values, { ...member.headers, 'accept-language': lang });
      expect(expectApiError(made, 422, 'PRODUCT_INVALID').message).toContain(sentence);
      const changed = await edit(product.id, formOf({ product } as ProductDetail, { ...bad, name_en: 'Renamed' }), lang);
      expect(expectApiError(changed, 422, 'PRODUCT_INVALID').message).toContain(sentence);
      expect(await db().select().from(products).where(eq(products.slug, values.slug))).toEqual([]);
    }
    expect([await productCount(), await auditCount()]).toEqual([productsBefore, auditBefore]);
    const [row] = await db().select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ nameEn: product.name_en, priceCents: 790, stock: 40 });
  });

  it('refuses a slug another product has, on create and edit, with a 409 naming it, saving nothing', async () => {
    const first = await create(form({ name_fr: 'Nougat noir au miel de châtaignier', slug: 'nougat-noir-doublon' }));
    const second = await create(form());
    const [productsBefore, auditBefore] = [await productCount(), await auditCount()];
    const again = await post(t, '/api/admin/products', form({ slug: 'nougat-noir-doublon' }), { ...member.headers, 'accept-language': 'fr' });
    expect(expectApiError(again, 409, 'PRODUCT_SLUG_TAKEN').message).toBe(
      "L'adresse « nougat-noir-doublon » est déjà celle du produit « Nougat noir au miel de châtaignier » : choisissez-en une autre.",
    );
    const renamed = await edit(second.product.id, formOf(second, { slug: 'nougat-noir-doublon', price: 99 }), 'en');
    expect(expectApiError(renamed, 409, 'PRODUCT_SLUG_TAKEN').message).toBe(
      `The address "nougat-noir-doublon" is already that of the product "${first.product.name_en}": choose another.`,
    );
    expect([await productCount(), await auditCount()]).toEqual([productsBefore, auditBefore]);
    expect(detailOf(await get(t, `/api/admin/products/${second.product.id}`, member.headers))).toEqual(second);
    // A category's slug is no product's: the product page is /boutique/{category}/{slug}.
    expect((await create(form({ slug: 'nougats-gourmands' }))).product.slug).toBe('nougats-gourmands');
  });

  it('edits a product under audit (before → after), and a form that changes nothing writes nothing', async () => {
    const made = await create(form({ categories: ['nougats-traditionnels'] }));
    const id = made.product.id;
    const changed = detailOf(
      await edit(
        id,
        formOf(made, {
          name_fr: 'Nougat tendre revu',
          price: 8.5,
          categories: ['nougats-gourmands', 'nougats-traditionnels'],
          vat_rate: 550,
          stock: 3,
          featured: true,
        }),
      ),
    );
    expect(changed.product).toMatchObject({
      name_fr: 'Nougat tendre revu',
      price: 8.5,
      categories: ['nougats-gourmands', 'nougats-traditionnels'],
      vat_rate: 550,
      stock: 3,
      featured: true,
    });
    const [row] = await db().select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ priceCents: 850, stock: 3 });
    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(['product.create', 'product.update']);
    expect(audit[1]).toMatchObject({
      staffId: member.id,
      before: { name_fr: made.product.name_fr, price: 7.9, categories: ['nougats-traditionnels'], vat_rate: 2000, stock: 40, featured: false },
      after: { name_fr: 'Nougat tendre revu', price: 8.5, categories: ['nougats-gourmands', 'nougats-traditionnels'], vat_rate: 550, stock: 3, featured: true },
    });
    detailOf(await edit(id, formOf(changed)));
    expect((await auditOf(id)).length).toBe(2);
    expectApiError(await edit(999_999, formOf(changed)), 404, 'PRODUCT_NOT_FOUND');
  });

  it('keeps the sales made since the form was opened: an untouched stock stays theirs, a changed one is refused', async () => {
    const made = await create(form({ stock: 10 }));
    const id = made.product.id;
    await placeOrder(t, [{ id, qty: 2 }]);
    const untouched = detailOf(await edit(id, formOf(made, { price: 9, stock: 10, stock_seen: 10 })));
    expect(untouched.product).toMatchObject({ price: 9, stock: 8 });
    const refused = await edit(id, formOf(made, { stock: 25, stock_seen: 10 }), 'en');
    expect(expectApiError(refused, 409, 'PRODUCT_STOCK_CHANGED').message).toBe(
      'The stock changed since the form was opened (orders were placed): it is now 8. Check it and save again.',
    );
    expect(detailOf(await edit(id, formOf(untouched, { stock: 25, stock_seen: 8 }))).product.stock).toBe(25);
  });

  it('answers an old slug with a 301 to the new one, query kept, chains collapsed, and frees a slug taken again', async () => {
    const made = await create(form({ slug: 'miel-de-lavande-ancien', categories: ['deguster-et-offrir-miels'] }));
    const id = made.product.id;
    await shopProduct('miel-de-lavande-ancien');
    const renamed = detailOf(await edit(id, formOf(made, { slug: 'miel-de-lavande-nouveau' })));
    expect(renamed.old_slugs).toEqual(['miel-de-lavande-ancien']);
    expect(renamed.product.image).toBe('/media/products/miel-de-lavande-nouveau.svg');
    const moved = await t.app.inject({ method: 'GET', url: '/api/shop/product/miel-de-lavande-ancien?lang=en&x=1' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/api/shop/product/miel-de-lavande-nouveau?lang=en&x=1');
    expect((await shopProduct('miel-de-lavande-nouveau')).statusCode).toBe(200);
    expect((await get(t, '/media/products/miel-de-lavande-nouveau.svg')).statusCode).toBe(200);

    // A second rename: both old slugs go straight to the newest.
    const again = detailOf(await edit(id, formOf(renamed, { slug: 'miel-de-lavande-2026' })));
    expect(new Set(again.old_slugs)).toEqual(new Set(['miel-de-lavande-ancien', 'miel-de-lavande-nouveau']));
    for (const old of ['miel-de-lavande-ancien', 'miel-de-lavande-nouveau']) {
      expect((await shopProduct(old)).headers.location).toBe('/api/shop/product/miel-de-lavande-2026');
    }
    const map = strict(productRedirectsSchema).parse((await get(t, '/api/shop/product-redirects')).json()).redirects;
    expect(map).toMatchObject({ 'miel-de-lavande-ancien': 'miel-de-lavande-2026', 'miel-de-lavande-nouveau': 'miel-de-lavande-2026' });

    // Back to its first slug: that one is its own again, not a redirect.
    const back = detailOf(await edit(id, formOf(again, { slug: 'miel-de-lavande-ancien' })));
    expect(new Set(back.old_slugs)).toEqual(new Set(['miel-de-lavande-nouveau', 'miel-de-lavande-2026']));
    expect((await shopProduct('miel-de-lavande-ancien')).statusCode).toBe(200);
    expect((await shopProduct('miel-de-lavande-2026')).headers.location).toBe('/api/shop/product/miel-de-lavande-ancien');

    // Another product taking an old slug: the address is that product's now.
    const other = await create(form({ slug: 'miel-de-lavande-nouveau', name_en: 'Another honey' }));
    expect((await shopProduct('miel-de-lavande-nouveau', 'en')).json()).toMatchObject({ id: other.product.id, title: 'Another honey' });
    expect(detailOf(await get(t, `/api/admin/products/${id}`, member.headers)).old_slugs).toEqual(['miel-de-lavande-2026']);
    const rows = await db().select().from(productSlugRedirects).where(eq(productSlugRedirects.productId, id));
    expect(rows.map((r) => r.oldSlug)).toEqual(['miel-de-lavande-2026']);

    // An unknown slug is still a 404.
    expectApiError(await shopProduct('miel-de-lavande-jamais'), 404, 'PRODUCT_NOT_FOUND');
  });

  it('hides a product from every shop list and its page, refuses it to a basket, keeps it in orders, and shows it again', async () => {
    // A small category: the similar products (8 at most) of its other product include this one.
    const made = await create(
      form({ slug: 'nougat-a-masquer', name_fr: 'Nougat à masquer', categories: ['barre-energetique', 'nougats-gourmands'], featured: true, stock: 50 }),
    );
    const id = made.product.id;
    const sibling = await create(form({ categories: ['barre-energetique'] }));
    const order = await placeOrder(t, [{ id, qty: 1 }]);
    const customer = await registerCustomer(t.app, 'panier-masque@example.fr');
    const holding = basketOf(await post(t, '/api/basket/product-add', { item_id: id, qty: 2 }, bearer(customer.access_token)));

    const visible = async () => ({
      category: (await categoryPage('barre-energetique')).products.some((p) => p.id === id),
      range: (await categoryPage('nougats')).products.some((p) => p.id === id),
      search: (await search('nougat à masquer')).products.some((p) => p.id === id),
      mea: (await mea()).meaProducts.some((p) => p.id === id),
      similar: (await similar(sibling.product.slug)).products.some((p) => p.id === id),
      sitemap: (await sitemap()).includes('/nougat-a-masquer<'),
      page: (await shopProduct('nougat-a-masquer')).statusCode,
    });
    const everywhere = { category: true, range: true, search: true, mea: true, similar: true, sitemap: true, page: 200 };
    expect(await visible()).toEqual(everywhere);

    const hidden = detailOf(await post(t, `/api/admin/products/${id}/hide`, {}, member.headers));
    expect(hidden.product).toMatchObject({ hidden: true, hidden_at: expect.any(String) });
    expect(await visible()).toEqual({ category: false, range: false, search: false, mea: false, similar: false, sitemap: false, page: 404 });
    // Hiding twice changes nothing.
    expect(detailOf(await post(t, `/api/admin/products/${id}/hide`, {}, member.headers)).product.hidden_at).toBe(hidden.product.hidden_at);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['product.create', 'product.hide']);

    for (const [lang, sentence] of [
      ['fr', "« Nougat à masquer » n'est plus en vente : retirez-le du panier pour continuer."],
      ['en', `"${made.product.name_en}" is no longer on sale: remove it from the basket to go on.`],
    ]) {
      const refused = await post(t, '/api/basket/product-add', { item_id: id, qty: 1 }, { 'accept-language': lang });
      expect(expectApiError(refused, 409, 'PRODUCT_HIDDEN').message).toBe(sentence);
    }
    // The basket that holds it cannot become an order, and may drop it.
    const valid = await post(t, '/api/basket/valid', { basketId: holding.id, method: 'transfer' }, bearer(customer.access_token));
    expectApiError(valid, 409, 'PRODUCT_HIDDEN');
    expectApiError(
      await post(t, '/api/basket/product-qty', { basketId: holding.id, item_id: id, qty: 3 }, bearer(customer.access_token)),
      409,
      'PRODUCT_HIDDEN',
    );
    expect(basketOf(await post(t, '/api/basket/product-qty', { basketId: holding.id, item_id: id, qty: 0 }, bearer(customer.access_token))).baskets).toEqual(
      [],
    );
    // The order made before keeps its line.
    expect((await adminOrder(t, order.reference, member.headers)).lines.map((l) => l.product_id)).toEqual([id]);
    expect(detailOf(await get(t, `/api/admin/products/${id}`, member.headers)).order_lines).toBe(1);

    const shown = detailOf(await post(t, `/api/admin/products/${id}/show`, {}, member.headers));
    expect(shown.product).toMatchObject({ hidden: false, hidden_at: null });
    expect(await visible()).toEqual(everywhere);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['product.create', 'product.hide', 'product.show']);
    expectApiError(await post(t, '/api/admin/products/999999/show', {}, member.headers), 404, 'PRODUCT_NOT_FOUND');
  });

  it('a hidden product renamed answers 404 at its old slug too, and the hidden flag of the form hides it', async () => {
    const made = await create(form({ slug: 'pate-de-fruits-secrete', hidden: true }));
    expect(made.product.hidden).toBe(true);
    expect((await shopProduct('pate-de-fruits-secrete')).statusCode).toBe(404);
    await edit(made.product.id, formOf(made, { slug: 'pate-de-fruits-secrete-2' }));
    expectApiError(await shopProduct('pate-de-fruits-secrete'), 404, 'PRODUCT_NOT_FOUND');
    const map = strict(productRedirectsSchema).parse((await get(t, '/api/shop/product-redirects')).json()).redirects;
    expect(map['pate-de-fruits-secrete']).toBeUndefined();
    const shown = detailOf(await edit(made.product.id, formOf(made, { slug: 'pate-de-fruits-secrete-2', hidden: false })));
    expect(shown.product.hidden).toBe(false);
    expect((await shopProduct('pate-de-fruits-secrete')).headers.location).toBe('/api/shop/product/pate-de-fruits-secrete-2');
  });

  it('deletes a product no order holds, and refuses one that an order holds: hide it instead', async () => {
    const spare = await create(form({ slug: 'nougat-a-supprimer' }));
    const renamed = detailOf(await edit(spare.product.id, formOf(spare, { slug: 'nougat-a-supprimer-2' })));
    expect(renamed.old_slugs).toEqual(['nougat-a-supprimer']);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${spare.product.id}`, headers: member.headers });
    expect(deleted.statusCode).toBe(204);
    expect(await db().select().from(products).where(eq(products.id, spare.product.id))).toEqual([]);
    expect(await db().select().from(productSlugRedirects).where(eq(productSlugRedirects.productId, spare.product.id))).toEqual([]);
    expect((await auditOf(spare.product.id)).map((a) => [a.action, (a.before as { slug?: string } | null)?.slug ?? null])).toEqual([
      ['product.create', null],
      ['product.update', 'nougat-a-supprimer'],
      ['product.delete', 'nougat-a-supprimer-2'],
    ]);
    expectApiError(await shopProduct('nougat-a-supprimer'), 404, 'PRODUCT_NOT_FOUND');
    expectApiError(await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${spare.product.id}`, headers: member.headers }), 404, 'PRODUCT_NOT_FOUND');

    const sold = await create(form());
    await placeOrder(t, [{ id: sold.product.id, qty: 2 }]);
    const auditBefore = await auditCount();
    for (const [lang, sentence] of [
      ['fr', 'Ce produit figure dans 1 ligne de commande : il ne peut pas être supprimé. Masquez-le plutôt, il disparaîtra de la boutique.'],
      ['en', 'This product is on 1 order line: it cannot be deleted. Hide it instead, and it leaves the shop.'],
    ]) {
      const refused = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/products/${sold.product.id}`,
        headers: { ...member.headers, 'accept-language': lang },
      });
      expect(expectApiError(refused, 409, 'PRODUCT_IN_ORDERS').message).toBe(sentence);
    }
    expect(await db().select({ id: products.id }).from(products).where(eq(products.id, sold.product.id))).toEqual([{ id: sold.product.id }]);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('a new price reaches a new basket at once while an order made before keeps what it paid', async () => {
    const made = await create(form({ price: 10, discount_percent: null }));
    const id = made.product.id;
    const order = await placeOrder(t, [{ id, qty: 2 }]);
    detailOf(await edit(id, formOf(made, { price: 12.5 })));
    const basket = basketOf(await post(t, '/api/basket/product-add', { item_id: id, qty: 2 }));
    expect(basket.baskets.map((line) => [line.item.prices.price_to_display, line.total_price])).toEqual([[12.5, 25]]);
    const kept = await adminOrder(t, order.reference, member.headers);
    expect(kept.lines.map((line) => [line.unit_price, line.total])).toEqual([[10, 20]]);
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect([line.unitPriceCents, line.totalCents]).toEqual([1000, 2000]);
  });

  it('parallel edits of one product leave one whole form saved, every old slug pointing at it', async () => {
    const made = await create(form({ slug: 'nougat-en-concurrence' }));
    const id = made.product.id;
    const forms = Array.from({ length: 8 }, (_, i) =>
      formOf(made, {
        name_fr: `Nougat concurrent ${i}`,
        slug: `nougat-en-concurrence-${i}`,
        price: 5 + i,
        categories: i % 2 ? ['nougats-gourmands', 'nougats'] : ['nougats-traditionnels'],
        stock: 100 + i,
        featured: i % 3 === 0,
      }),
    );
    const answers = await Promise.all(forms.map((values) => edit(id, values)));
    expect(answers.map((a) => a.statusCode)).toEqual(forms.map(() => 200));
    const final = detailOf(await get(t, `/api/admin/products/${id}`, member.headers));
    const i = Number(final.product.slug.split('-').at(-1));
    expect(final.product).toMatchObject({
      name_fr: forms[i].name_fr,
      price: forms[i].price,
      categories: forms[i].categories,
      stock: forms[i].stock,
      featured: forms[i].featured,
    });
    const redirects = await db().select().from(productSlugRedirects).where(eq(productSlugRedirects.productId, id));
    expect(new Set(redirects.map((r) => r.oldSlug))).toEqual(
      new Set(['nougat-en-concurrence', ...forms.map((f) => f.slug)].filter((s) => s !== final.product.slug)),
    );
    const links = await db().select().from(productCategories).where(eq(productCategories.productId, id));
    expect(links.length).toBe(forms[i].categories.length);
    // One audit line per saved form, each one's "before" the previous one's "after".
    const updates = (await auditOf(id)).filter((a) => a.action === 'product.update');
    expect(updates.length).toBe(8);
    for (let k = 1; k < updates.length; k++) expect(updates[k].before).toEqual(updates[k - 1].after);
    expect(updates.at(-1)!.after).toMatchObject({ slug: final.product.slug });
  });
});
