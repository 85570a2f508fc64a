import { basketSchema, type Basket } from '@nougaterie/contracts';
import { toPrefixed } from '@nougaterie/contracts/rules';
import { products } from '../db/schema.js';
import type { TestApp } from './app.js';
import { strict } from './strict.js';

let made = 0;

/** A product of its own for one test: price, weight and stock known to the cent and the unit. */
export async function makeProduct(
  t: TestApp,
  values: { priceCents: number; stock: number; weightG?: number; discountPercent?: number | null; name?: string },
): Promise<number> {
  made += 1;
  const name = values.name ?? `Nougat d'essai ${made}`;
  const [row] = await t.database.db
    .insert(products)
    .values({
      slug: `essai-${made}-${Date.now()}`,
      nameFr: name,
      nameEn: `Test nougat ${made}`,
      priceCents: values.priceCents,
      discountPercent: values.discountPercent ?? null,
      vatRate: 550,
      weightG: values.weightG ?? 100,
      stock: values.stock,
      image: '/media/products/essai.svg',
    })
    .returning({ id: products.id });
  return row.id;
}

export interface Injected {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
  body: string;
}

export function post(t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}): Promise<Injected> {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers });
}

export function get(t: TestApp, url: string, headers: Record<string, string> = {}): Promise<Injected> {
  return t.app.inject({ method: 'GET', url, headers });
}

/** The 200 answer of a basket call, checked against the contract. */
export function basketOf(response: Injected): Basket {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return strict(basketSchema).parse(response.json());
}

export const address = {
  company: '',
  address1: '12 place de la Fontaine',
  address2: '',
  zipcode: '84210',
  email: 'marie@example.fr',
  firstname: 'Marie',
  lastname: 'Silvestre',
  country: 'FR',
  phone: '0490000000',
  city: 'Saint-Didier',
};

/** Both addresses filled in, the same, optionally moved elsewhere. */
export function addresses(changes: Partial<typeof address> = {}) {
  const a = { ...address, ...changes };
  return { ...toPrefixed(a, 'shipping'), ...toPrefixed(a, 'billing') };
}

/** A basket ready to be validated: lines added, addresses given, a method chosen. */
export async function readyBasket(
  t: TestApp,
  lines: { id: number; qty: number }[],
  options: { headers?: Record<string, string>; methodId?: number; relayId?: string; code?: string; address?: Partial<typeof address> } = {},
): Promise<Basket> {
  const headers = options.headers ?? {};
  let basket: Basket | undefined;
  for (const line of lines) {
    basket = basketOf(await post(t, '/api/basket/product-add', { basketId: basket?.id, item_id: line.id, qty: line.qty }, headers));
  }
  const basketId = basket!.id;
  basketOf(await post(t, '/api/basket/update', { basketId, ...addresses(options.address) }, headers));
  if (options.code) {
    const answer = (await post(t, '/api/basket/discount-add', { basketId, code: options.code }, headers)).json() as { result: boolean };
    if (!answer.result) throw new Error(`code ${options.code} refused: ${JSON.stringify(answer)}`);
  }
  return basketOf(await post(t, '/api/basket/shipping-edit', { basketId, shipping_method_id: options.methodId ?? 1, relay_id: options.relayId }, headers));
}

/** An order of the customer's, validated and paid by the sandbox card (points credited). */
export async function paidOrder(t: TestApp, lines: { id: number; qty: number }[], headers: Record<string, string>): Promise<Basket> {
  const basket = await readyBasket(t, lines, { headers });
  basketOf(await post(t, '/api/basket/valid', { basketId: basket.id, method: 'card' }, headers));
  const paid = await post(t, '/api/payment/card', { basketId: basket.id, card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, headers);
  if (paid.statusCode !== 200) throw new Error(`payment refused: ${paid.body}`);
  return basketOf(await get(t, `/api/basket/get-final/${basket.id}`, headers));
}
