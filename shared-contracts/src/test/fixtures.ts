import type { Basket } from '../schemas/basket.js';
import type { Item } from '../schemas/catalog.js';
import type { Order } from '../schemas/order.js';
import type { Settings } from '../schemas/settings.js';
import type { User } from '../schemas/user.js';

/** Valid api answers for tests; override only what a test is about. */
export function anItem(overrides: Partial<Item> = {}): Item {
  return {
    id: 7,
    name: 'Nougat blanc au miel de lavande',
    slug: 'nougat-blanc-miel-lavande',
    category: [{ slug: 'nougats-traditionnels', name: 'Nougats traditionnels' }],
    medias: { main: '/media/nougat-blanc.webp' },
    discount: null,
    prices: { price_base: 8.5, price_to_display: 8.5 },
    tva: 5.5,
    out_of_stock: false,
    ...overrides,
  };
}

export function aBasket(overrides: Partial<Basket> = {}): Basket {
  return {
    id: 'b-anon-1',
    nb_products: 2,
    amount_products: 17,
    amount_discount: 0,
    amount_points: 0,
    amount_shipping: 6.9,
    amount_total: 23.9,
    amount_shipping_offered: false,
    earned_points: 1,
    user_id: null,
    baskets: [{ id: 1, quantity: 2, total_price: 17, item: anItem() }],
    discount: null,
    fidelity_points: 0,
    shipping_method: null,
    ...overrides,
  };
}

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 12,
    email: 'marie@example.fr',
    firstname: 'Marie',
    lastname: 'Silvestre',
    phone: null,
    lang: 'fr',
    points: 40,
    created_at: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export function someSettings(overrides: Partial<Settings> = {}): Settings {
  return { fidelite_from: 10, franco_port: 90, point_value: 0.1, ...overrides };
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 1,
    reference: 'NSD-2026-000001',
    status: 'awaiting_payment',
    created_at: '2026-11-21T10:00:00.000Z',
    payment_method: 'card',
    nb_products: 2,
    amount_products: 17,
    amount_discount: 0,
    amount_points: 0,
    amount_shipping: 6.9,
    amount_total: 23.9,
    earned_points: 1,
    lines: [{ id: 1, quantity: 2, total_price: 17, item: anItem() }],
    discount: null,
    shipping_method: null,
    ...overrides,
  };
}
