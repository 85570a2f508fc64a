import { TOKEN_COOKIE } from '@nougaterie/contracts';
import { issueAccessToken } from '../../auth/tokens.js';
import { rateLimits } from '../../db/schema.js';
import { bearer, expectApiError, LOOSE_RATE_LIMITS, openTestApp, registerCustomer, SITE_URL, type TestApp } from '../app.js';
import { drivers } from '../databases.js';
import { get, makeProduct, post, type Injected } from '../shop.js';
import { bookingRequest, makeSlot } from '../tours.js';
import { recordFigures } from './figures.js';
import { installWriteJournal, takeWrites, watchedTables } from './write-journal.js';
import { listRoutes, type RouteKey } from './routes.js';
import { expireToken, FORGED_TOKEN } from './world.js';

const PASSWORD = 'lavande-de-sault-84';
const TIGHT = { max: 2, windowSeconds: 600 };
/** A partner site embedding the booking widget: the tour calls only. */
const PARTNER = 'https://gites-du-ventoux.example';

describe.each(drivers)('tokens, CORS, headers and limits on %s', (driver) => {
  let t: TestApp;
  const figures = { dead_token_attempts: 0, cors_refusals: 0, csrf_refusals: 0, rate_limited: 0 };

  beforeAll(async () => {
    t = await openTestApp(driver, {
      corsOrigins: [SITE_URL],
      widgetOrigins: [PARTNER],
      rateLimits: {
        loginIp: { max: 3, windowSeconds: 900 },
        loginAccount: TIGHT,
        resetIp: { max: 3, windowSeconds: 900 },
        resetAccount: TIGHT,
        registerIp: LOOSE_RATE_LIMITS.registerIp,
      },
      siteRateLimits: { contactIp: TIGHT, proIp: TIGHT },
      visitsRateLimits: { bookingIp: TIGHT },
    });
  });
  afterAll(async () => {
    recordFigures('policy', driver, figures);
    await t.close();
  });
  beforeEach(() => t.database.db.delete(rateLimits));

  const inject = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) }) as unknown as Promise<Injected>;

  /** The calls that answer 401 to nobody: found by asking each route, so new account calls join by themselves. */
  async function accountCalls(): Promise<RouteKey[]> {
    const found: RouteKey[] = [];
    for (const key of listRoutes(t.app)) {
      const [method, pattern] = key.split(' ');
      const response = await inject(method, pattern.replace(/:\w+/g, 'x'), {}, method === 'POST' ? {} : undefined);
      if (response.statusCode === 401) found.push(key);
    }
    return found;
  }

  it('refuses expired, tampered, revoked, forged, closed-account and misplaced tokens on every account call', async () => {
    const live = await registerCustomer(t.app, 'vivant@example.fr', PASSWORD);
    const expired = await issueAccessToken(t.database.db, live.user.id, 3600);
    await expireToken(t, expired);
    const revoked = (await registerCustomer(t.app, 'parti@example.fr', PASSWORD)).access_token;
    await post(t, '/api/auth/logout', {}, bearer(revoked));
    const closed = (await registerCustomer(t.app, 'supprime@example.fr', PASSWORD)).access_token;
    expect((await post(t, '/api/user/delete', { password: PASSWORD }, bearer(closed))).statusCode).toBe(200);
    const afterPasswordChange = await issueAccessToken(t.database.db, live.user.id, 3600);
    expect((await post(t, '/api/user/change-password', { old_password: PASSWORD, password: 'un-autre-mot-long' }, bearer(live.access_token))).statusCode).toBe(
      200,
    );
    const flip = (token: string) => `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;

    const dead: Record<string, Record<string, string>> = {
      expired: bearer(expired),
      tampered: bearer(flip(live.access_token)),
      revoked: bearer(revoked),
      'forged (well-formed, never issued)': bearer(FORGED_TOKEN),
      'JWT with alg none': bearer('eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOjEsImFkbWluIjp0cnVlfQ.'),
      'of a deleted account': bearer(closed),
      'closed by a password change': bearer(afterPasswordChange),
      'in a cookie, expired': { cookie: `${TOKEN_COOKIE}=${expired}` },
      'in a cookie, tampered': { cookie: `${TOKEN_COOKIE}=${flip(live.access_token)}` },
      'two tokens in one header': { authorization: `Bearer ${live.access_token} ${live.access_token}` },
      'Basic credentials': { authorization: `Basic ${Buffer.from(`vivant@example.fr:un-autre-mot-long`).toString('base64')}` },
    };
    const calls = await accountCalls();
    expect(calls).toEqual(expect.arrayContaining(['GET /api/auth/user-profile', 'GET /api/user/export', 'POST /api/user/delete']));
    for (const key of calls) {
      const [method, pattern] = key.split(' ');
      const url = pattern.replace(/:\w+/g, 'x');
      for (const [kind, headers] of Object.entries(dead)) {
        const response = await inject(method, url, headers, method === 'POST' ? {} : undefined);
        figures.dead_token_attempts += 1;
        if (response.statusCode !== 401) throw new Error(`${key} with a token ${kind}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        expect(response.body).not.toContain('vivant@example.fr');
      }
      // A token in the URL would land in every log and proxy on the way: it is never read there.
      const inQuery = await inject(method, `${url}?access_token=${live.access_token}&token=${live.access_token}`, {}, method === 'POST' ? {} : undefined);
      expect(inQuery.statusCode).toBe(401);
    }
    expect((await get(t, '/api/auth/user-profile', bearer(live.access_token))).statusCode).toBe(200);
  });

  it('lets only the configured origins read answers with credentials, partners the tour calls only', async () => {
    const allowed = await inject('GET', '/api/shop/mea', { origin: SITE_URL });
    expect(allowed.headers['access-control-allow-origin']).toBe(SITE_URL);
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const { hostname, port } = new URL(SITE_URL);
    const strangers = [
      'https://evil.example',
      'null',
      `${SITE_URL}.evil.example`,
      `http://evil-${hostname}:${port}`,
      `https://${hostname}:${port}`,
      `http://${hostname}:${Number(port) + 1}`,
      `http://${hostname}`,
      `${SITE_URL}/`,
      SITE_URL.toUpperCase(),
    ];
    const partner = await inject('GET', '/api/visits/tours', { origin: PARTNER });
    expect(partner.headers['access-control-allow-origin']).toBe(PARTNER);
    for (const url of ['/api/auth/user-profile', '/api/user/export', '/api/user/reservations', '/api/shop/mea']) {
      figures.cors_refusals += 1;
      expect({ url, allow: (await inject('GET', url, { origin: PARTNER })).headers['access-control-allow-origin'] }).toEqual({ url, allow: undefined });
    }
    for (const origin of strangers) {
      for (const response of [
        await inject('GET', '/api/auth/user-profile', { origin }),
        await inject('POST', '/api/basket/get', { origin }, {}),
        await inject('OPTIONS', '/api/user/export', {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        }),
      ]) {
        figures.cors_refusals += 1;
        expect({ origin, allow: response.headers['access-control-allow-origin'] }).toEqual({ origin, allow: undefined });
        expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      }
    }
  });

  it('sends the security headers on answers of every kind, and no x-powered-by', async () => {
    const customer = await registerCustomer(t.app, 'entetes@example.fr', PASSWORD);
    const product = await makeProduct(t, { priceCents: 800, stock: 5 });
    const svg = (await get(t, '/api/shop/mea')).json() as { meaProducts: { medias: { main: string } }[] };
    const drawing = new URL(svg.meaProducts[0].medias.main).pathname;
    const answers: [string, Injected][] = [
      ['200 json', await get(t, '/api/shop/categories')],
      ['200 account', await get(t, '/api/user/export', bearer(customer.access_token))],
      ['200 basket', await post(t, '/api/basket/product-add', { item_id: product, qty: 1 })],
      ['400', await post(t, '/api/shop/search', { search: 42 })],
      ['401', await get(t, '/api/auth/user-profile')],
      ['404', await get(t, '/api/nope')],
      ['413', await post(t, '/api/shop/search', { search: 'x'.repeat(1_100_000) })],
      ['415', await inject('POST', '/api/shop/search', { 'content-type': 'text/plain' })],
      ['svg', await get(t, drawing)],
      ['xml', await get(t, '/api/sitemap.xml')],
      ['preflight', await inject('OPTIONS', '/api/shop/search', { origin: SITE_URL, 'access-control-request-method': 'POST' })],
    ];
    for (const [kind, response] of answers) {
      expect({ kind, ...pick(response.headers) }).toEqual({
        kind,
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
        'x-powered-by': undefined,
        server: undefined,
      });
    }
    // Personal answers are kept by no cache; public drawings and the sitemap keep their own rules.
    for (const [kind, response] of answers.filter(([kind]) => /^(200 account|200 basket|401)$/.test(kind))) {
      expect({ kind, cache: response.headers['cache-control'] }).toEqual({ kind, cache: 'no-store' });
    }
    expect(answers.find(([kind]) => kind === 'svg')![1].headers['cache-control']).toMatch(/^public/);
  });

  /** The calls that take a browser's form on purpose: the sandbox's own hosted payment page (issue #24). */
  const FORM_PAGES = new Set<RouteKey>(['POST /api/payment/sandbox/:sessionId']);

  it('refuses cross-site form posts (no JSON content type) on every POST call, writing nothing', async () => {
    const customer = await registerCustomer(t.app, 'formulaire@example.fr', PASSWORD);
    await installWriteJournal(t.database.db, await watchedTables(t.database.db));
    await takeWrites(t.database.db);
    const forms = [
      ['text/plain', JSON.stringify({ password: PASSWORD, firstname: 'Piège' })],
      ['application/x-www-form-urlencoded', `password=${PASSWORD}&firstname=Piege`],
      ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="password"\r\n\r\n${PASSWORD}\r\n--x--`],
    ];
    const accepted: string[] = [];
    for (const key of listRoutes(t.app).filter((route) => route.startsWith('POST '))) {
      for (const [type, payload] of forms) {
        const response = await t.app.inject({
          method: 'POST',
          url: key.split(' ')[1].replace(/:\w+/g, 'x'),
          headers: { 'content-type': type, cookie: `${TOKEN_COOKIE}=${customer.access_token}`, origin: 'https://evil.example' },
          payload,
        });
        figures.csrf_refusals += 1;
        // The sandbox's hosted page is a provider's page, a form by design: it reads no cookie and
        // pays nothing itself (the signed webhook does). Its unknown session 'x' is a page, not a 2xx.
        if (FORM_PAGES.has(key) && [404, 415].includes(response.statusCode)) continue;
        if (response.statusCode !== 415) accepted.push(`${key} as ${type}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(accepted).toEqual([]);
    expect(await takeWrites(t.database.db)).toEqual([]);
  });

  it('rate-limits login, password reset, new password, contact, trade requests, bookings and password confirmations', async () => {
    const customer = await registerCustomer(t.app, 'limite@example.fr', PASSWORD);
    const contact = {
      firstname: 'Rose',
      lastname: 'Aubanel',
      email: 'rose@example.fr',
      subject: 'Coffrets',
      message: 'Bonjour, quarante coffrets pour juin ?',
    };
    const pro = {
      company: 'Épicerie fine du Ventoux',
      siret: '732 829 320 00074',
      contactName: 'Jean Giono',
      email: 'pro@example.fr',
      phone: '04 90 00 00 00',
      activity: 'Épicerie fine',
    };
    const limited: { name: string; url: string; payload: object; headers?: Record<string, string>; allowed: number }[] = [
      { name: 'login per IP', url: '/api/auth/login', payload: { email: 'limite@example.fr', password: PASSWORD }, allowed: 3 },
      { name: 'failed logins per account', url: '/api/auth/login', payload: { email: 'limite@example.fr', password: 'faux' }, allowed: 2 },
      { name: 'reset per account', url: '/api/utilities/getResetPasswordToken', payload: { email: 'limite@example.fr' }, allowed: 2 },
      { name: 'new password per IP', url: `/api/utilities/newPassword/${'A'.repeat(43)}`, payload: { password: 'un-mot-de-passe-long' }, allowed: 3 },
      { name: 'contact per IP', url: '/api/contact', payload: contact, allowed: 2 },
      { name: 'trade request per IP', url: '/api/pro-request', payload: pro, allowed: 2 },
      {
        name: 'wrong password to change it',
        url: '/api/user/change-password',
        payload: { old_password: 'faux-mot-de-passe', password: 'un-mot-de-passe-long' },
        headers: bearer(customer.access_token),
        allowed: 2,
      },
      { name: 'wrong password to delete', url: '/api/user/delete', payload: { password: 'faux' }, headers: bearer(customer.access_token), allowed: 2 },
      { name: 'tour bookings per IP', url: '/api/visits/bookings', payload: bookingRequest(await makeSlot(t, 'le-parcours-gourmand')), allowed: 2 },
    ];
    await installWriteJournal(t.database.db, await watchedTables(t.database.db));
    for (const [index, call] of limited.entries()) {
      await t.database.db.delete(rateLimits);
      const ip = `198.51.100.${index + 1}`;
      const attempt = (lang: string) =>
        t.app.inject({ method: 'POST', url: call.url, payload: call.payload, remoteAddress: ip, headers: { ...call.headers, 'accept-language': lang } });
      for (let i = 0; i < call.allowed; i++)
        expect({ name: call.name, status: (await attempt('fr')).statusCode }).not.toEqual({ name: call.name, status: 429 });
      await takeWrites(t.database.db);
      const fr = await attempt('fr');
      const en = await attempt('en');
      figures.rate_limited += 2;
      expect({ name: call.name, status: fr.statusCode }).toEqual({ name: call.name, status: 429 });
      expect(expectApiError(fr, 429, 'RATE_LIMITED').message).toMatch(/^Trop de tentatives/);
      expect(expectApiError(en, 429, 'RATE_LIMITED').message).toMatch(/^Too many attempts/);
      expect(Number(fr.headers['retry-after'])).toBeGreaterThan(0);
      expect({ name: call.name, written: await takeWrites(t.database.db) }).toEqual({ name: call.name, written: [] });
    }
  });
});

function pick(headers: Record<string, unknown>) {
  const names = ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'content-security-policy', 'x-powered-by', 'server'];
  return Object.fromEntries(names.map((name) => [name, headers[name]]));
}
