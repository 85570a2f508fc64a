import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { someSettings } from '../test/fixtures.js';
import { createApiClient } from './client.js';

describe('createApiClient over real HTTP (loopback)', () => {
  let server: Server;
  let baseURL: string;
  const seen: { url?: string; headers: IncomingHttpHeaders }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ url: req.url, headers: req.headers });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/api/utilities/settings') return res.end(JSON.stringify(someSettings()));
      res.statusCode = 404;
      res.end(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Page introuvable' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('builds its own axios instance that sends the bearer token and language', async () => {
    const api = createApiClient({ baseURL, getToken: () => 'tok', lang: () => 'en' });
    await expect(api.shop.settings()).resolves.toEqual(someSettings());
    expect(seen.at(-1)?.headers.authorization).toBe('Bearer tok');
    expect(seen.at(-1)?.headers['accept-language']).toBe('en');
  });

  it('turns an api refusal into an ApiError with the api message', async () => {
    const api = createApiClient({ baseURL });
    await expect(api.shop.product('inconnu')).rejects.toMatchObject({ status: 404, message: 'Page introuvable' });
  });
});
