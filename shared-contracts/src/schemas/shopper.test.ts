import { favouriteRequestSchema, searchRequestSchema, stockAlertRequestSchema } from './index.js';

describe('shopper request schemas', () => {
  it('normalise the alert e-mail and refuse a bad one or a bad id', () => {
    expect(stockAlertRequestSchema.parse({ item_id: 3, email: '  Marie@Example.FR ' })).toEqual({ item_id: 3, email: 'marie@example.fr' });
    expect(stockAlertRequestSchema.safeParse({ item_id: 3, email: 'marie@' }).success).toBe(false);
    expect(stockAlertRequestSchema.safeParse({ item_id: 0, email: 'a@b.fr' }).success).toBe(false);
  });

  it('take a positive integer favourite id only', () => {
    expect(favouriteRequestSchema.parse({ item_id: 7 })).toEqual({ item_id: 7 });
    for (const item_id of [-1, 1.5, '7', null, 2 ** 31]) expect(favouriteRequestSchema.safeParse({ item_id }).success).toBe(false);
  });

  it('accept the known search sorts only', () => {
    expect(searchRequestSchema.parse({ search: ' miel ', sort: 'name' })).toEqual({ search: 'miel', sort: 'name' });
    expect(searchRequestSchema.safeParse({ search: 'miel', sort: 'random' }).success).toBe(false);
  });
});
