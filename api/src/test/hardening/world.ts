import { TOKEN_COOKIE, shippingMethodsResponseSchema } from '@nougaterie/contracts';
import { eq, sql } from 'drizzle-orm';
import { hashToken, issueAccessToken } from '../../auth/tokens.js';
import { accessTokens, products } from '../../db/schema.js';
import { bearer, registerCustomer, type TestApp } from '../app.js';
import { address, basketOf, get, makeProduct, paidOrder, post, readyBasket } from '../shop.js';
import { book, bookingRequest, makeSlot, withToken } from '../tours.js';

const TEST_CARDS = ['4242 4242 4242 4242', '5555 5555 5555 4444', '4000 0000 0000 0002', '4000 0000 0000 3220', '4111111111111111'];

/** Ways a request may present itself, from nobody to a customer by cookie, through dead and forged tokens. */
export const PERSONAS = ['anonymous', 'customer', 'customer-cookie', 'expired', 'revoked', 'forged', 'garbage', 'basic'] as const;
export type Persona = (typeof PERSONAS)[number];

export interface Customer {
  id: number;
  email: string;
  password: string;
  token: string;
}

/** One customer with a full history, anonymous baskets at each stage, and pools of real values to fuzz with. */
export interface World {
  customer: Customer;
  pools: Record<string, unknown[]>;
  headersOf(persona: Persona): Record<string, string>;
  /** A new session for the customer, when a call (logout, new password) has closed theirs. */
  reopenSession(): Promise<void>;
}

/** A token of the right shape that no api ever issued: what a token signed elsewhere looks like here. */
export const FORGED_TOKEN = Buffer.alloc(32, 7).toString('base64url');

/** Sets a live token's expiry in the past, as time would. */
export async function expireToken(t: TestApp, token: string): Promise<void> {
  await t.database.db
    .update(accessTokens)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(accessTokens.tokenHash, hashToken(token)));
}

export async function buildWorld(t: TestApp): Promise<World> {
  const password = 'miel-de-lavande-84';
  const registered = await registerCustomer(t.app, 'alice@example.fr', password);
  const customer: Customer = { id: registered.user.id, email: 'alice@example.fr', password, token: registered.access_token };
  const own = bearer(customer.token);

  const stocked = await makeProduct(t, { priceCents: 1250, stock: 100_000 });
  const soldOut = await makeProduct(t, { priceCents: 990, stock: 0 });
  await post(t, '/api/user/addresses', { shipping: address, same_as_shipping: true }, own);
  const paid = await paidOrder(t, [{ id: stocked, qty: 3 }], own);
  await post(t, '/api/user/favourites/add', { item_id: stocked }, own);
  const open = basketOf(await post(t, '/api/basket/product-add', { item_id: stocked, qty: 2 }, own));

  const anonymous = await readyBasket(t, [{ id: stocked, qty: 1 }]);
  const awaiting = await readyBasket(t, [{ id: stocked, qty: 2 }]);
  basketOf(await post(t, '/api/basket/valid', { basketId: awaiting.id, method: 'card' }));
  const challenged = await readyBasket(t, [{ id: stocked, qty: 1 }]);
  basketOf(await post(t, '/api/basket/valid', { basketId: challenged.id, method: 'card' }));
  const challenge = await post(t, '/api/payment/card', { basketId: challenged.id, card_number: TEST_CARDS[3], expiry: '12/30', cvc: '123' });
  const challengeId = (challenge.json() as { challenge_id: string }).challenge_id;

  await post(t, '/api/utilities/getResetPasswordToken', { email: customer.email });
  await new Promise((resolve) => setTimeout(resolve, 20));
  const resetToken = t.mails
    .filter((m) => m.to === customer.email)
    .at(-1)!
    .text.match(/reset-password\/(\S+)/)![1];

  const expired = await issueAccessToken(t.database.db, customer.id, 3600);
  await expireToken(t, expired);
  const revoked = await issueAccessToken(t.database.db, customer.id, 3600);
  await post(t, '/api/auth/logout', {}, bearer(revoked));

  const methods = shippingMethodsResponseSchema.parse(
    (await post(t, '/api/utilities/getShippingMethodsWithRelais', { zipcode: '84210', country: 'FR' })).json(),
  );
  const relayIds = methods.methods.flatMap((m) => m.relais.map((r) => r.id)).slice(0, 5);
  const catalogue = await t.database.db.select({ id: products.id, slug: products.slug }).from(products).limit(8);
  const categories = (await get(t, '/api/shop/categories')).json() as { categories: { slug: string }[] };

  const tours = ((await get(t, '/api/visits/tours')).json() as { tours: { slug: string }[] }).tours.map((tour) => tour.slug);
  const slot = await makeSlot(t, 'le-parcours-gourmand', { daysAhead: 30 });
  const visitorBooking = await book(t, bookingRequest(slot));
  const customerBooking = await book(t, bookingRequest(slot, { contact: undefined }), own);
  const toChallenge = await book(t, bookingRequest(slot));
  const bookingChallenge = await post(
    t,
    `/api/visits/bookings/${toChallenge.booking.id}/pay`,
    { method: 'card', card_number: TEST_CARDS[3], expiry: '12/30', cvc: '123' },
    withToken(toChallenge.token),
  );

  const basketIds = [open.id, anonymous.id, awaiting.id, challenged.id, paid.id];
  const pools: Record<string, unknown[]> = {
    basketId: basketIds,
    basketIds,
    item_id: [stocked, soldOut, ...catalogue.map((p) => p.id)],
    qty: [1, 2, 999],
    code: ['BIENVENUE10', 'NOUGAT5', 'LIVRAISON', 'UNIQUE1', 'EXPIRE', 'noel2026'],
    shipping_method_id: [1, 2, 3],
    relay_id: relayIds,
    method: ['card', 'transfer', 'shop'],
    challenge_id: [challengeId, (bookingChallenge.json() as { challenge_id: string }).challenge_id],
    card_number: TEST_CARDS,
    expiry: ['12/30', '01/2031', '01/20'],
    cvc: ['123', '0000'],
    email: [customer.email, 'ALICE@example.fr', 'nobody@example.fr'],
    zipcode: ['84210', '20000', '97400', '75001'],
    country: ['FR', 'BE', 'US'],
    search: ['nougat', 'miel', 'NOUGAT noir'],
    slugs: [...catalogue.map((p) => p.slug), ...categories.categories.map((c) => c.slug)],
    references: [paid.order!.reference, 'NSD-2026-000001', 'NSD-1999-999999'],
    resetTokens: [resetToken],
    mediaFiles: catalogue.slice(0, 3).map((p) => `${p.slug}.svg`),
    tourSlugs: tours,
    // The tour of the pooled slot: a booking can then go through.
    tour: ['le-parcours-gourmand'],
    slot_id: [slot],
    adults: [0, 1, 2, 15],
    children: [0, 1, 3],
    from: ['2026-12-01', '2027-02-29', '1970-01-01'],
    to: ['2026-12-31', '2030-01-01'],
    bookingIds: [visitorBooking.booking.id, customerBooking.booking.id, toChallenge.booking.id, 2_147_483_647],
    bookingTokens: [visitorBooking.token, toChallenge.token],
    customerPasswords: [password],
    phone: ['04 90 00 00 00', '+33 6 12 34 56 78'],
    siret: ['732 829 320 00074', '73282932000074'],
    message: ['Bonjour, quarante coffrets de nougat pour un mariage en juin ?'],
  };

  return {
    customer,
    pools,
    headersOf(persona): Record<string, string> {
      switch (persona) {
        case 'anonymous':
          return {};
        case 'customer':
          return bearer(customer.token);
        case 'customer-cookie':
          return { cookie: `${TOKEN_COOKIE}=${encodeURIComponent(customer.token)}; basketID=${anonymous.id}` };
        case 'expired':
          return bearer(expired);
        case 'revoked':
          return bearer(revoked);
        case 'forged':
          return bearer(FORGED_TOKEN);
        case 'garbage':
          return { authorization: "Bearer ' OR 1=1 --", cookie: `${TOKEN_COOKIE}=%E0%A4%A; ${TOKEN_COOKIE}=x` };
        case 'basic':
          return { authorization: `Basic ${Buffer.from(`${customer.email}:${password}`).toString('base64')}` };
      }
    },
    async reopenSession() {
      customer.token = await issueAccessToken(t.database.db, customer.id, 3600);
    },
  };
}
