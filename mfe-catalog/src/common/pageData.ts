import { productSchema, type CategoryPage, type Product, type RemoteContext } from '@nougaterie/contracts';
import { takeProductAnswer } from '../early/handoff.js';
import { isMissingResource } from './errorStatus.js';
import { MAIN_SIZES } from './photoSizes.js';

/** The route's parameters, as useParams gives them. */
export type RouteParams = Readonly<Partial<Record<string, string>>>;

/** What a page shows first, named so that it can be asked for before the page's code is here. */
export interface PageData<T> {
  /** Same key, same answer: the page's language and what it shows. */
  key(ctx: RemoteContext, params: RouteParams): string;
  load(ctx: RemoteContext, params: RouteParams): Promise<T>;
}

export const categoryData: PageData<CategoryPage> = {
  key: (ctx, { slug = '' }) => `category|${ctx.lang}|${slug}`,
  load: (ctx, { slug = '' }) => ctx.api.shop.category(slug),
};

/** The photos the product page shows, the first one large: at least the main one. */
export const productPhotos = (product: Product): string[] => (product.images.length > 0 ? product.images : [product.medias.main]);

/**
 * The large photo is the page's largest paint: its download starts with the data rather than
 * once the page has rendered (the page's <img>, same address, then finds it on its way). An
 * uploaded photo: the width of its first source (AVIF) that the page's <picture> will pick.
 */
function startMainPhoto(product: Product): Product {
  if (typeof Image !== 'undefined') {
    const photo = new Image();
    photo.fetchPriority = 'high';
    const source = product.pictures?.[0]?.sources[0];
    if (source) {
      photo.sizes = MAIN_SIZES;
      photo.srcset = source.srcset;
    }
    photo.src = productPhotos(product)[0];
  }
  return product;
}

/**
 * The product, from the early script's call when there was one (a product page's first visit) and
 * the shopper is not logged in (a customer's answer carries their favourite flag), checked as the
 * api client checks it; from the api otherwise, or when that answer can't be used. The api's 404
 * (an unknown product) is final: it is the page's answer, not asked again, so the shell's 404 page
 * shows as soon as the early call is back.
 */
function loadProduct(ctx: RemoteContext, slug: string): Promise<Product> {
  const early = ctx.api.getToken() ? undefined : takeProductAnswer(slug, ctx.lang);
  if (!early) return ctx.api.shop.product(slug);
  return early.then(
    (answer) => {
      const parsed = productSchema.safeParse(answer);
      return parsed.success ? parsed.data : ctx.api.shop.product(slug);
    },
    (error: unknown) => {
      if (isMissingResource(error)) throw error;
      return ctx.api.shop.product(slug);
    },
  );
}

export const productData: PageData<Product> = {
  key: (ctx, { slugproduct = '' }) => `product|${ctx.lang}|${slugproduct}`,
  load: (ctx, { slugproduct = '' }) => loadProduct(ctx, slugproduct).then(startMainPhoto),
};

/** An answer asked for early is handed over only while it is this fresh: a later visit asks anew. */
export const EARLY_DATA_TTL_MS = 10_000;

interface Early {
  answer: Promise<unknown>;
  at: number;
  /** Set once the answer is here, so a page mounting after it can show it in its first render. */
  data?: { value: unknown };
}

const early = new Map<string, Early>();

const fresh = (known: Early | undefined): known is Early => !!known && Date.now() - known.at < EARLY_DATA_TTL_MS;

/**
 * Asks for a page's data while its code downloads (routes.tsx), rather than once the page has
 * loaded, rendered and run its effects: the api call no longer waits for the page's chunk. Returns
 * the answer (the one already on its way, if any).
 */
export function requestEarly<T>(data: PageData<T>, ctx: RemoteContext, params: RouteParams): Promise<unknown> {
  const key = data.key(ctx, params);
  const known = early.get(key);
  if (fresh(known)) return known.answer;
  const entry: Early = { answer: data.load(ctx, params), at: Date.now() };
  // The page reports a failure when it takes the answer; nobody may be there to take it.
  entry.answer.then(
    (value) => {
      entry.data = { value };
    },
    () => undefined,
  );
  early.set(key, entry);
  return entry.answer;
}

/** The answer asked for early under `key`, once: a retry or a later visit asks the api again. */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const known = early.get(key);
  early.delete(key);
  return fresh(known) ? (known.answer as Promise<T>) : undefined;
}

/** The data asked for early under `key` when it has already arrived (left in place for takeEarly). */
export function arrivedEarly<T>(key: string): { value: T } | undefined {
  const known = early.get(key);
  return fresh(known) ? (known.data as { value: T } | undefined) : undefined;
}
