import { z } from 'zod/mini';
import { lazy } from './lazy.js';

describe('lazy schemas', () => {
  it('are built by their first reader, once, and then behave as the schema itself', () => {
    const build = jest.fn(() => z.object({ name: z.string(), weight_g: z.optional(z.number()) }));
    const schema = lazy(build);
    const inner = lazy(() => z.string().check(z.minLength(2)));
    const list = lazy(() => z.array(z.object({ product: schema, note: inner })));
    expect(build).not.toHaveBeenCalled();

    expect(z.safeParse(schema, { name: 'Nougat noir' })).toEqual({ success: true, data: { name: 'Nougat noir' } });
    expect(z.safeParse(list, [{ product: { name: 'Nougat blanc', weight_g: 100 }, note: 'ok' }]).success).toBe(true);
    const refused = z.safeParse(list, [{ product: { name: 3 }, note: 'x' }]);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual([
      [0, 'product', 'name'],
      [0, 'note'],
    ]);
    expect(build).toHaveBeenCalledTimes(1);

    // What zod and the rules read of a schema: its shape, its checks, its kind.
    expect(Object.keys(schema.shape)).toEqual(['name', 'weight_g']);
    expect(z.extend(schema, { stock: z.number() }).shape).toHaveProperty('stock');
    expect(schema.shape.name.safeParse('x').success).toBe(true);
    expect(schema instanceof z.ZodMiniObject).toBe(true);
    expect('_zod' in schema).toBe(true);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("leave the contracts' schemas unbuilt until a page reads them", () => {
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports */
      const { unbuiltSchemaCount: unbuilt } = require('./lazy.js') as typeof import('./lazy.js');
      const contracts = require('../index.js') as typeof import('../index.js');
      /* eslint-enable @typescript-eslint/no-require-imports */
      const atLoad = unbuilt();
      // Every schema of every page, none built by loading the module.
      expect(atLoad).toBeGreaterThanOrEqual(100);
      expect(contracts.productSchema.safeParse({}).success).toBe(false);
      const afterProduct = unbuilt();
      expect(afterProduct).toBeLessThan(atLoad);
      // The tours, the orders, the account: still not built.
      expect(afterProduct).toBeGreaterThan(atLoad - 10);
    });
  });
});
