import type { Basket, BasketLine, Item, Settings, User } from '@nougaterie/contracts';

let nextId = 1;

/** A listed product with sensible defaults; override what the test is about. */
export function makeItem(overrides: Partial<Item> = {}): Item {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Nougat ${id}`,
    slug: `nougat-${id}`,
    category: [{ slug: 'nougats', name: 'Nougats' }],
    medias: { main: `/media/products/nougat-${id}.svg` },
    discount: null,
    prices: { price_base: 10, price_to_display: 10 },
    tva: 5.5,
    out_of_stock: false,
    ...overrides,
  };
}

const cents = (euros: number) => Math.round(euros * 100);

export function makeLine(item: Item, quantity = 1, id = item.id): BasketLine {
  return { id, quantity, item, total_price: (cents(item.prices.price_to_display) * quantity) / 100 };
}

/** A basket whose counts and amounts follow from its lines, as the api computes them. */
export function makeBasket(lines: BasketLine[] = [], overrides: Partial<Basket> = {}): Basket {
  const amount = lines.reduce((sum, line) => sum + cents(line.total_price), 0) / 100;
  return {
    id: 'basket-test',
    nb_products: lines.reduce((sum, line) => sum + line.quantity, 0),
    amount_products: amount,
    amount_discount: 0,
    amount_points: 0,
    amount_shipping: 0,
    amount_total: amount,
    amount_shipping_offered: false,
    earned_points: 0,
    user_id: null,
    baskets: lines,
    discount: null,
    fidelity_points: 0,
    shipping_method: null,
    ...overrides,
  };
}

export const testSettings: Settings = { fidelite_from: 10, franco_port: 90, point_value: 0.1 };

/** A signed-in customer with sensible defaults; override what the test is about. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 42,
    email: 'mireille@example.fr',
    firstname: 'Mireille',
    lastname: 'Arnaud',
    phone: '04 90 00 00 00',
    lang: 'fr',
    points: 12,
    created_at: '2025-03-14T10:00:00.000Z',
    ...overrides,
  };
}
