import { expect, type Page } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { expectNoHorizontalOverflow } from './site';

/** The back office's words the journeys click on. */
export const STAFF_TEXT = {
  signIn: {
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    code: 'Code de l’application ou code de secours',
    submit: 'Se connecter',
  },
  enrol: {
    name: 'Votre prénom et nom',
    password: /^Mot de passe \(au moins/,
    confirm: 'Confirmez le mot de passe',
    code: 'Code à 6 chiffres affiché par l’application',
    submit: 'Créer mon accès',
    saved: 'J’ai noté mes codes de secours',
    continue: 'Aller au tableau de bord',
  },
};

/** RFC 4648 base32, as authenticator apps read the secret. */
function fromBase32(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/[\s=]/g, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}

/**
 * What an authenticator app shows for `secret` now (RFC 6238: SHA-1, 30 s, 6 digits), so a test
 * signs staff in as a person with a phone would. `step` shifts by periods (a code not yet used).
 */
export function totp(secret: string, step = 0, now = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000) + step));
  const hmac = createHmac('sha1', fromBase32(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function call<T>(apiUrl: string, path: string, body?: object, token?: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export interface PlacedOrder {
  basketId: string;
  reference: string;
}

/**
 * A visitor's order placed through the api (basket, addresses, home delivery, payment method), for
 * tests whose subject is what happens to an order afterwards.
 */
export async function placeOrder(
  apiUrl: string,
  { slug, qty = 1, method = 'transfer', email }: { slug: string; qty?: number; method?: 'transfer' | 'shop' | 'card'; email: string },
): Promise<PlacedOrder> {
  const product = await call<{ product?: { id: number }; id?: number }>(apiUrl, `/api/shop/product/${slug}`);
  const itemId = product.product?.id ?? product.id;
  const basket = await call<{ id: string }>(apiUrl, '/api/basket/product-add', { item_id: itemId, qty });
  const address = {
    firstname: 'Léa',
    lastname: 'Roux',
    email,
    phone: '0490660000',
    address1: '12 place de la Fontaine',
    zipcode: '84210',
    city: 'Saint-Didier',
    country: 'FR',
  };
  const prefixed = (prefix: string) => Object.fromEntries(Object.entries(address).map(([key, value]) => [`${prefix}${key}`, value]));
  await call(apiUrl, '/api/basket/update', { basketId: basket.id, ...prefixed('address_shipping_'), ...prefixed('address_billing_') });
  const { methods } = await call<{ methods: { id: number; kind: string }[] }>(apiUrl, '/api/utilities/getShippingMethodsWithRelais/', {
    basketId: basket.id,
    zipcode: '84210',
    country: 'FR',
  });
  const home = methods.find((m) => m.kind === 'home');
  if (!home) throw new Error('no home delivery offered');
  await call(apiUrl, '/api/basket/shipping-edit', { basketId: basket.id, shipping_method_id: home.id });
  const ordered = await call<{ order: { reference: string } | null }>(apiUrl, '/api/basket/valid', { basketId: basket.id, method });
  if (!ordered.order) throw new Error('the basket did not become an order');
  return { basketId: basket.id, reference: ordered.order.reference };
}

/**
 * The first owner's first visit, from the staff command's one-time link: the authenticator app's
 * secret, a name, a password, the first code, then the ten recovery codes noted. Answers the
 * app's secret, for the codes of later sign-ins.
 */
export async function enrolOwner(desk: Page, ownerLink: string): Promise<string> {
  await desk.goto(ownerLink);
  const secret = (await desk.locator('main code').textContent())!.replace(/\s/g, '');
  await desk.getByLabel(STAFF_TEXT.enrol.name).fill('Claire Reynaud');
  await desk.getByLabel(STAFF_TEXT.enrol.password).fill('lavande et miel 2026');
  await desk.getByLabel(STAFF_TEXT.enrol.confirm).fill('lavande et miel 2026');
  await desk.getByLabel(STAFF_TEXT.enrol.code).fill(totp(secret));
  await desk.getByRole('button', { name: STAFF_TEXT.enrol.submit }).click();
  await expect(desk.getByRole('heading', { name: 'Vos codes de secours' })).toBeVisible();
  await expect(desk.locator('main ol li')).toHaveCount(10);
  await desk.getByLabel(STAFF_TEXT.enrol.saved).check();
  await desk.getByRole('button', { name: STAFF_TEXT.enrol.continue }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  return secret;
}

/**
 * Polls a public call (in French) until `seen` holds, and answers how long that took after
 * `since`: a change made in the back office must show within 2 s.
 */
export async function shownWithin(url: string, seen: (body: string) => boolean, since: number): Promise<number> {
  for (;;) {
    const body = await (await fetch(url, { headers: { 'accept-language': 'fr' } })).text();
    if (seen(body)) return Date.now() - since;
    if (Date.now() - since > 10_000) throw new Error(`${url} did not change within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** With E2E_SHOTS_DIR set, the page at 375 and 1280 px (no sideways scrolling at either) saved there. */
export async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
}
