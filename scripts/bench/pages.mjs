// The pages the bench measures, each as a first visit would see it: the basket holds a product
// and the account page is opened logged in, so every remote renders its real content.

/** A product and its category from the seeded catalogue (api/src/seed). */
export const CATEGORY = 'nougats';
export const PRODUCT = 'nougat-noir-croquant';
/** A seeded tour (contracts' TOUR_SLUGS, SPEC §9). */
export const TOUR = 'le-parcours-gourmand';

async function post(apiUrl, path, body) {
  const response = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function productId(apiUrl) {
  const response = await fetch(`${apiUrl}/api/shop/product/${PRODUCT}`);
  if (!response.ok) throw new Error(`product ${PRODUCT} answered ${response.status}`);
  const body = await response.json();
  return (body.product ?? body).id;
}

/**
 * @typedef {object} BenchPage
 * @property {string} name
 * @property {string} path
 * @property {string} remote  the remote that renders the page's main area
 * @property {(o: { apiUrl: string }) => Promise<Record<string, string>>} [cookies]  cookies of the shell's origin
 */

/** @type {BenchPage[]} */
export const PAGES = [
  { name: 'home', path: '/', remote: 'catalog' },
  { name: 'category', path: `/boutique/${CATEGORY}`, remote: 'catalog' },
  { name: 'product', path: `/boutique/${CATEGORY}/${PRODUCT}`, remote: 'catalog' },
  {
    name: 'basket',
    path: '/boutique/panier',
    remote: 'checkout',
    async cookies({ apiUrl }) {
      const basket = await post(apiUrl, '/api/basket/product-add', { item_id: await productId(apiUrl), qty: 1 });
      return { basketID: String(basket.id) };
    },
  },
  {
    // The payment step (issue #24: no card field, the card is typed on the provider's page).
    name: 'payment',
    path: '/boutique/paiement',
    remote: 'checkout',
    async cookies({ apiUrl }) {
      const basket = await post(apiUrl, '/api/basket/product-add', { item_id: await productId(apiUrl), qty: 1 });
      return { basketID: String(basket.id) };
    },
  },
  {
    name: 'account',
    path: '/mon-compte/mon-espace',
    remote: 'account',
    async cookies({ apiUrl }) {
      const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const auth = await post(apiUrl, '/api/auth/register', { email, password: 'bench-password-1', firstname: 'Banc', lastname: "D'essai" });
      return { ACCESS_TOKEN: auth.access_token };
    },
  },
  { name: 'visits', path: '/nougatourisme', remote: 'visits' },
  { name: 'tour', path: `/visites/${TOUR}`, remote: 'visits' },
];

/**
 * The pages under Lighthouse, in PAGES' names: one of each type (issue #26). The payment step,
 * a checkout page like the basket, is measured for its bytes only.
 */
export const LIGHTHOUSE_PAGES = ['home', 'category', 'product', 'basket', 'visits', 'tour', 'account'];
