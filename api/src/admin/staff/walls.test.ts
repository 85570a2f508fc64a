import { existsSync } from 'node:fs';
import path from 'node:path';
import { bearer, expectApiError, openTestApp, registerCustomer, type TestApp } from '../../test/app.js';
import { drivers } from '../../test/databases.js';
import { listRoutes, type RouteKey } from '../../test/hardening/routes.js';

/** The back office's only calls open to anyone: logging in, and enrolling with a link. */
const PUBLIC_ADMIN_CALLS = new Set<RouteKey>(['POST /api/admin/auth/login', 'GET /api/admin/enrolment/:token', 'POST /api/admin/enrolment/:token']);

describe.each(drivers)('every back-office call behind a staff session on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(driver);
  });
  afterAll(() => t.close());

  /** Read from Fastify's own route tree: a call added by any module is walked without being listed here. */
  const adminCalls = () => listRoutes(t.app).filter((key) => key.split(' ')[1].startsWith('/api/admin/') && !PUBLIC_ADMIN_CALLS.has(key));

  const call = (key: RouteKey, headers: Record<string, string>) => {
    const [method, pattern] = key.split(' ');
    return t.app.inject({
      method: method as 'GET' | 'POST' | 'DELETE',
      url: pattern.replace(/:\w+/g, '1'),
      headers,
      ...(method === 'GET' ? {} : { payload: {} }),
    });
  };

  it('finds the calls of every back-office module', () => {
    const calls = adminCalls();
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/auth/me',
        'POST /api/admin/staff',
        'POST /api/admin/staff/:id/disable',
        'GET /api/admin/audit',
        'POST /api/admin/settings/order-expiry',
        'GET /api/admin/discount-codes',
        'GET /api/admin/discount-codes/:id',
        'POST /api/admin/discount-codes',
        'POST /api/admin/discount-codes/:id',
        'POST /api/admin/discount-codes/:id/disable',
        'POST /api/admin/discount-codes/:id/enable',
        'GET /api/admin/products',
        'POST /api/admin/products/:id',
        'DELETE /api/admin/products/:id',
        'POST /api/admin/products/:id/photos',
        'POST /api/admin/products/:id/photos/order',
        'DELETE /api/admin/products/:id/photos/:photoId',
        'GET /api/admin/inbox',
        'POST /api/admin/inbox/:kind/:id/answer',
      ]),
    );
    // The orders module joins the walk as soon as it exists, without anyone listing its calls here.
    if (existsSync(path.join(__dirname, '../orders/routes.ts'))) {
      expect(calls.filter((key) => key.includes('/api/admin/orders')).length).toBeGreaterThan(0);
    }
  });

  it('answers 401 without a token and 403 to a customer, on every call but login and enrolment', async () => {
    const customer = await registerCustomer(t.app, 'curieuse@example.fr');
    const calls = adminCalls();
    expect(calls.length).toBeGreaterThan(0);
    for (const key of calls) {
      for (const [who, headers, status, code] of [
        ['nobody', {}, 401, 'STAFF_AUTH_REQUIRED'],
        ['a customer', bearer(customer.access_token), 403, 'STAFF_ONLY'],
        ['a customer in French', { ...bearer(customer.access_token), 'accept-language': 'fr' }, 403, 'STAFF_ONLY'],
      ] as const) {
        const response = await call(key, headers);
        if (response.statusCode !== status) throw new Error(`${key} for ${who}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        expectApiError(response, status, code);
      }
    }
  });
});
