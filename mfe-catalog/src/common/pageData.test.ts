import { createFakeContext } from '@nougaterie/ui/testing';
import { EarlyAnswerError, HANDOFF_TTL_MS, leaveProductAnswer } from '../early/handoff.js';
import { product } from '../product/productFixtures.js';
import { isMissingResource } from './errorStatus.js';
import { productData } from './pageData.js';

/** The api's JSON for the product, as the early script's fetch reads it. */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe("the product page's data after the early script's call (handoff.ts)", () => {
  afterEach(() => jest.useRealTimers());

  it("is that call's answer for a visitor: the api is not asked again, and only once", async () => {
    const call = jest.fn().mockResolvedValue({ ...product, title: 'From the api' });
    const { ctx } = createFakeContext({ api: { shop: { product: call } } });
    leaveProductAnswer('nougat-noir', 'fr', Promise.resolve(asJson(product)));
    await expect(productData.load(ctx, { slugproduct: 'nougat-noir' })).resolves.toEqual(product);
    expect(call).not.toHaveBeenCalled();
    // A later visit of the same page asks the api.
    await expect(productData.load(ctx, { slugproduct: 'nougat-noir' })).resolves.toMatchObject({ title: 'From the api' });
    expect(call).toHaveBeenCalledWith('nougat-noir');
  });

  it("is the api's for a logged-in customer (their favourite flag), another product, another language or a stale answer", async () => {
    const fromApi = { ...product, title: 'From the api', is_favourite: true };
    const cases: [string, (ctx: ReturnType<typeof createFakeContext>['ctx']) => void][] = [
      ['logged in', (ctx) => ctx.api.setToken('a-token')],
      ['another product', () => leaveProductAnswer('nougat-blanc', 'fr', Promise.resolve(asJson(product)))],
      ['another language', () => leaveProductAnswer('nougat-noir', 'en', Promise.resolve(asJson(product)))],
      [
        'stale',
        () => {
          jest.useFakeTimers({ now: 0 });
          leaveProductAnswer('nougat-noir', 'fr', Promise.resolve(asJson(product)));
          jest.setSystemTime(HANDOFF_TTL_MS);
        },
      ],
    ];
    for (const [name, arrange] of cases) {
      const call = jest.fn().mockResolvedValue(fromApi);
      const { ctx } = createFakeContext({ api: { shop: { product: call } } });
      leaveProductAnswer('nougat-noir', 'fr', Promise.resolve(asJson(product)));
      arrange(ctx);
      expect([name, await productData.load(ctx, { slugproduct: 'nougat-noir' })]).toEqual([name, fromApi]);
      expect(call).toHaveBeenCalledTimes(1);
      jest.useRealTimers();
    }
  });

  it("is the early call's 404 for an unknown product: final, the api is not asked again", async () => {
    for (const status of [404, 414]) {
      const call = jest.fn().mockResolvedValue(product);
      const { ctx } = createFakeContext({ api: { shop: { product: call } } });
      leaveProductAnswer('nougat-inconnu', 'fr', Promise.reject(new EarlyAnswerError(status, { message: 'Produit introuvable', code: 'PRODUCT_NOT_FOUND' })));
      const failure = productData.load(ctx, { slugproduct: 'nougat-inconnu' });
      await expect(failure).rejects.toMatchObject({ status, code: 'PRODUCT_NOT_FOUND', message: 'Produit introuvable' });
      await expect(failure.catch(isMissingResource)).resolves.toBe(true);
      expect(call).not.toHaveBeenCalled();
    }
  });

  it("is the api's when the early call met an outage: another error status, or an endpoint the api lacks", async () => {
    for (const refusal of [
      new EarlyAnswerError(500, null),
      new EarlyAnswerError(429, { code: 'RATE_LIMITED' }),
      new EarlyAnswerError(404, { code: 'ROUTE_NOT_FOUND' }),
    ]) {
      const call = jest.fn().mockResolvedValue(product);
      const { ctx } = createFakeContext({ api: { shop: { product: call } } });
      leaveProductAnswer('nougat-noir', 'fr', Promise.reject(refusal));
      await expect(productData.load(ctx, { slugproduct: 'nougat-noir' })).resolves.toEqual(product);
      expect(call).toHaveBeenCalledTimes(1);
    }
  });

  it("is the api's when the early call failed or answered something else", async () => {
    for (const answer of [Promise.resolve(null), Promise.resolve({ message: 'Not found' }), Promise.reject(new TypeError('Failed to fetch'))]) {
      const call = jest.fn().mockResolvedValue(product);
      const { ctx } = createFakeContext({ api: { shop: { product: call } } });
      leaveProductAnswer('nougat-noir', 'fr', answer);
      await expect(productData.load(ctx, { slugproduct: 'nougat-noir' })).resolves.toEqual(product);
      expect(call).toHaveBeenCalledTimes(1);
    }
  });
});
