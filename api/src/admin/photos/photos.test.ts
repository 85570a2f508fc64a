import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { productSchema, type Product } from '@nougaterie/contracts';
import { productPhotosSchema, type ProductPhotos } from '@nougaterie/contracts/admin';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { products } from '../../db/schema.js';
import { productPhotos } from '../../photos/schema.js';
import { createDiskStorage } from '../../photos/storage.js';
import { bearer, expectApiError, openTestApp, PUBLIC_URL, registerCustomer, type TestApp } from '../../test/app.js';
import { drivers } from '../../test/databases.js';
import { makeProduct, type Injected } from '../../test/shop.js';
import { staffSession } from '../../test/staff-session.js';
import { strict } from '../../test/strict.js';
import { auditLog } from '../schema.js';

const BOUNDARY = '----nougaterie-photo-test';

/** A multipart/form-data body of one file, as a browser's FormData sends it. */
function multipart(bytes: Buffer, filename: string, type: string): { payload: Buffer; headers: Record<string, string> } {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** A photo-like picture (gradients and a disc: not one flat colour, which encoders shrink to nothing). */
async function picture(width: number, height: number, format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#f3e3c3"/><stop offset="1" stop-color="#8a5a2b"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#fffaf0"/></svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

describe.each(drivers)('back office: product photos on %s', (driver) => {
  let t: TestApp;
  let dir: string;
  let member: Awaited<ReturnType<typeof staffSession>>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'nougaterie-media-'));
    t = await openTestApp(driver, { media: createDiskStorage(dir) });
    member = await staffSession(t.database.db, 'staff', 'Lucie');
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const db = () => t.database.db;
  const url = (id: number) => `/api/admin/products/${id}/photos`;
  const upload = (id: number, bytes: Buffer, filename = 'photo.jpg', type = 'image/jpeg', headers = member.headers, lang = 'fr') => {
    const body = multipart(bytes, filename, type);
    return t.app.inject({
      method: 'POST',
      url: url(id),
      payload: body.payload,
      headers: { ...headers, ...body.headers, 'accept-language': lang },
    }) as Promise<Injected>;
  };
  const photosOf = (response: Injected, status = 200): ProductPhotos => {
    if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
    return strict(productPhotosSchema).parse(response.json());
  };
  const fileOf = async (href: string) => {
    const response = await t.app.inject({ method: 'GET', url: href.slice(PUBLIC_URL.length) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    return { bytes: response.rawPayload, type: response.headers['content-type'] };
  };
  const shopProduct = async (id: number, lang = 'fr'): Promise<Product> => {
    const [row] = await db().select({ slug: products.slug }).from(products).where(eq(products.id, id));
    const response = await t.app.inject({ method: 'GET', url: `/api/shop/product/${row.slug}`, headers: { 'accept-language': lang } });
    expect(response.statusCode).toBe(200);
    return strict(productSchema).parse(response.json());
  };
  const rowCount = async () => Number((await db().select({ n: count() }).from(productPhotos))[0].n);
  const files = () => readdir(dir).catch(() => [] as string[]);

  it.each([
    ['jpeg', 'image/jpeg', 'nougat.jpg'],
    ['png', 'image/png', 'nougat.png'],
    ['webp', 'image/webp', 'nougat.webp'],
  ] as const)('takes a %s and makes it in every width up to its own, as AVIF, WebP and one JPEG', async (format, type, filename) => {
    const id = await makeProduct(t, { priceCents: 990, stock: 5 });
    const { photos } = photosOf(await upload(id, await picture(1100, 825, format), filename, type), 201);
    expect(photos).toHaveLength(1);
    const [photo] = photos;
    expect(photo).toMatchObject({ main: true, width: 1100, height: 825, alt_fr: '', alt_en: '' });
    const [avif, webp] = photo.sources;
    expect(avif.type).toBe('image/avif');
    expect(webp.type).toBe('image/webp');
    for (const source of photo.sources) {
      const entries = source.srcset.split(', ').map((entry) => entry.split(' '));
      // Never enlarged: 1100 px wide gives 320, 640, 960 and its own 1100.
      expect(entries.map(([, w]) => w)).toEqual(['320w', '640w', '960w', '1100w']);
      for (const [href, w] of entries) {
        const { bytes, type: served } = await fileOf(href);
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe(source.type === 'image/avif' ? 'heif' : 'webp');
        if (source.type === 'image/avif') expect(meta.compression).toBe('av1');
        expect(served).toBe(source.type);
        expect(meta.width).toBe(Number.parseInt(w, 10));
        expect(meta.height).toBe(Math.round((Number.parseInt(w, 10) * 825) / 1100));
      }
    }
    const jpeg = await fileOf(photo.src);
    expect(await sharp(jpeg.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    expect(jpeg.type).toBe('image/jpeg');
  });

  it('refuses a 30 MB body (413), a PDF named .jpg (415) and an empty upload, saving nothing', async () => {
    const id = await makeProduct(t, { priceCents: 990, stock: 5 });
    const [rows, stored, audits] = [await rowCount(), (await files()).length, (await db().select({ n: count() }).from(auditLog))[0].n];

    const big = Buffer.concat([await picture(64, 64, 'jpeg'), Buffer.alloc(30 * 1024 * 1024, 7)]);
    expect(expectApiError(await upload(id, big), 413, 'PHOTO_TOO_LARGE').message).toMatch(/10 Mo/);
    expect(expectApiError(await upload(id, big, 'nougat.jpg', 'image/jpeg', member.headers, 'en'), 413).message).toMatch(/10 MB/);

    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    expect(expectApiError(await upload(id, pdf, 'nougat.jpg', 'image/jpeg'), 415, 'PHOTO_TYPE').message).toMatch(/JPEG, PNG ou WebP/);
    // A GIF or an SVG is an image, but not one the shop takes.
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expectApiError(await upload(id, gif, 'nougat.png', 'image/png'), 415, 'PHOTO_TYPE');
    expectApiError(await t.app.inject({ method: 'POST', url: url(id), payload: { file: 'x' }, headers: member.headers }), 415);

    expect(await rowCount()).toBe(rows);
    expect((await files()).length).toBe(stored);
    expect((await db().select({ n: count() }).from(auditLog))[0].n).toBe(audits);
  });

  it('refuses a picture of more pixels than the bound before decoding it (a decompression bomb)', async () => {
    const id = await makeProduct(t, { priceCents: 990, stock: 5 });
    // 10,000 × 6,000 of one colour: a few KB of PNG, 60 megapixels once decoded.
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(expectApiError(await upload(id, bomb, 'bomb.png', 'image/png'), 422, 'PHOTO_PIXELS').message).toMatch(/pixels/);
    expect(await db().select().from(productPhotos).where(eq(productPhotos.productId, id))).toEqual([]);
  });

  it('is for staff only: a customer or nobody is refused', async () => {
    const id = await makeProduct(t, { priceCents: 990, stock: 5 });
    const customer = await registerCustomer(t.app, `photos-${driver}-${Date.now()}@example.fr`);
    const jpeg = await picture(400, 400, 'jpeg');
    expectApiError(await upload(id, jpeg, 'a.jpg', 'image/jpeg', bearer(customer.access_token)), 403, 'STAFF_ONLY');
    // Without a bearer the multipart body is not even read (a form on another site sends none).
    expectApiError(await upload(id, jpeg, 'a.jpg', 'image/jpeg', {}), 415);
    expectApiError(await t.app.inject({ method: 'GET', url: url(id) }), 401);
    expectApiError(await t.app.inject({ method: 'GET', url: url(id), headers: bearer(customer.access_token) }), 403);
    expectApiError(await t.app.inject({ method: 'POST', url: `${url(id)}/order`, payload: { ids: [] }, headers: bearer(customer.access_token) }), 403);
    expect(await db().select().from(productPhotos).where(eq(productPhotos.productId, id))).toEqual([]);
  });

  it('orders, picks the main one, edits alt texts and deletes; the shop shows each change', async () => {
    const id = await makeProduct(t, { priceCents: 990, stock: 5 });
    const before = await shopProduct(id);
    expect(before.images[0]).toBe(`${PUBLIC_URL}/media/products/essai.svg`);
    expect(before.pictures).toBeUndefined();

    photosOf(await upload(id, await picture(700, 700, 'jpeg')), 201);
    photosOf(await upload(id, await picture(800, 600, 'png'), 'b.png', 'image/png'), 201);
    const { photos: three } = photosOf(await upload(id, await picture(600, 800, 'webp'), 'c.webp', 'image/webp'), 201);
    const [a, b, c] = three.map((p) => p.id);
    expect(three.map((p) => p.main)).toEqual([true, false, false]);

    // c becomes the main one, then b, then a.
    const ordered = photosOf(await t.app.inject({ method: 'POST', url: `${url(id)}/order`, payload: { ids: [c, b, a] }, headers: member.headers }));
    expect(ordered.photos.map((p) => [p.id, p.main])).toEqual([
      [c, true],
      [b, false],
      [a, false],
    ]);
    expectApiError(await t.app.inject({ method: 'POST', url: `${url(id)}/order`, payload: { ids: [c, b] }, headers: member.headers }), 422, 'PHOTO_ORDER');

    const alt = { alt_fr: '  Nougat blanc tranché  ', alt_en: 'Sliced white nougat' };
    const edited = photosOf(await t.app.inject({ method: 'POST', url: `${url(id)}/${c}`, payload: alt, headers: member.headers }));
    expect(edited.photos[0]).toMatchObject({ id: c, alt_fr: 'Nougat blanc tranché', alt_en: 'Sliced white nougat' });
    expectApiError(
      await t.app.inject({ method: 'POST', url: `${url(id)}/${c}`, payload: { alt_fr: 'x'.repeat(300), alt_en: '' }, headers: member.headers }),
      400,
    );

    const shop = await shopProduct(id, 'en');
    expect(shop.pictures).toHaveLength(3);
    expect(shop.pictures![0]).toMatchObject({ width: 600, height: 800, alt: 'Sliced white nougat' });
    expect(shop.images).toEqual(shop.pictures!.map((p) => p.src));
    expect(shop.medias.main).toBe(shop.pictures![0].src);
    expect(shop.medias.sources).toEqual(shop.pictures![0].sources);
    expect(shop.pictures![0].sources[0].srcset).toMatch(/^http:\/\/api\.test:4000\/media\/photos\/[0-9a-f]{32}-320\.avif 320w, .+-600\.avif 600w$/);
    expect((await shopProduct(id, 'fr')).pictures![0].alt).toBe('Nougat blanc tranché');

    // Deleting the main one makes the next the main one and removes its files.
    const cHash = (await db().select().from(productPhotos).where(eq(productPhotos.id, c)))[0].hash;
    const left = photosOf(await t.app.inject({ method: 'DELETE', url: `${url(id)}/${c}`, headers: member.headers }));
    expect(left.photos.map((p) => [p.id, p.main])).toEqual([
      [b, true],
      [a, false],
    ]);
    expect((await files()).filter((f) => f.startsWith(cHash))).toEqual([]);
    expectApiError(await t.app.inject({ method: 'DELETE', url: `${url(id)}/${c}`, headers: member.headers }), 404, 'PHOTO_NOT_FOUND');

    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, `product:${id}`))
      .orderBy(auditLog.id);
    expect(actions.map((row) => row.action)).toEqual([
      'product.photo.add',
      'product.photo.add',
      'product.photo.add',
      'product.photo.order',
      'product.photo.alt',
      'product.photo.delete',
    ]);

    for (const photo of left.photos) photosOf(await t.app.inject({ method: 'DELETE', url: `${url(id)}/${photo.id}`, headers: member.headers }));
    expect((await shopProduct(id)).images[0]).toBe(`${PUBLIC_URL}/media/products/essai.svg`);
  });

  it('removes a deleted product’s photo files with it', async () => {
    const id = await makeProduct(t, { priceCents: 990, stock: 5 });
    const { photos } = photosOf(await upload(id, await picture(900, 600, 'png'), 'p.png', 'image/png'), 201);
    const [hash] = /[0-9a-f]{32}/.exec(photos[0].src)!;
    expect((await files()).filter((f) => f.startsWith(hash))).toHaveLength(7);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${id}`, headers: member.headers })).statusCode).toBe(204);
    expect(await db().select().from(productPhotos).where(eq(productPhotos.productId, id))).toEqual([]);
    expect((await files()).filter((f) => f.startsWith(hash))).toEqual([]);
  });

  it('keeps a file two products share until the last photo naming it goes', async () => {
    const [one, two] = [await makeProduct(t, { priceCents: 990, stock: 5 }), await makeProduct(t, { priceCents: 990, stock: 5 })];
    const jpeg = await picture(500, 400, 'jpeg');
    const first = photosOf(await upload(one, jpeg), 201).photos[0];
    const second = photosOf(await upload(two, jpeg), 201).photos[0];
    expect(second.src).toBe(first.src);
    photosOf(await t.app.inject({ method: 'DELETE', url: `${url(one)}/${first.id}`, headers: member.headers }));
    await fileOf(second.src);
    photosOf(await t.app.inject({ method: 'DELETE', url: `${url(two)}/${second.id}`, headers: member.headers }));
    expect((await t.app.inject({ method: 'GET', url: second.src.slice(PUBLIC_URL.length) })).statusCode).toBe(404);
  });
});
