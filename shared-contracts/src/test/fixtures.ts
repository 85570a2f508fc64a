import type { Basket } from '../schemas/basket.js';
import type { Item } from '../schemas/catalog.js';
import type { Order } from '../schemas/order.js';
import type { Settings } from '../schemas/settings.js';
import type { Booking, Slot, Tour } from '../schemas/tours.js';
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

export function aTour(overrides: Partial<Tour> = {}): Tour {
  return {
    slug: 'le-parcours-gourmand',
    name: 'Le parcours gourmand',
    summary: "Suivez le chemin de l'amande et du miel jusqu'à l'atelier.",
    audience: 'Toute la famille, petits et grands.',
    guided: true,
    durationMinutes: 45,
    distanceKm: null,
    publicPrice: null,
    pricing: { kind: 'perPerson', adult: 200, child: 0 },
    admission: { maxParty: 20, childRequired: false },
    leadDays: 0,
    minAge: null,
    capacity: 25,
    exclusive: false,
    ...overrides,
  };
}

export function aSlot(overrides: Partial<Slot> = {}): Slot {
  return {
    id: 31,
    tour: 'le-parcours-gourmand',
    starts_at: '2026-12-05T09:00:00.000Z',
    ends_at: '2026-12-05T09:45:00.000Z',
    capacity: 25,
    seats_left: 12,
    bookable: true,
    ...overrides,
  };
}

export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 4,
    reference: 'NSD-V-2026-000004',
    status: 'held',
    tour: { slug: 'le-parcours-gourmand', name: 'Le parcours gourmand' },
    slot: { id: 31, starts_at: '2026-12-05T09:00:00.000Z', ends_at: '2026-12-05T09:45:00.000Z' },
    party: { adults: 2, children: 1 },
    seats: 3,
    lines: [
      { key: 'adult', quantity: 2, unit: 200, amount: 400 },
      { key: 'child', quantity: 1, unit: 0, amount: 0 },
    ],
    amount_cents: 400,
    amount: 4,
    payment_method: null,
    paid_at: null,
    hold_expires_at: '2026-11-21T10:15:00.000Z',
    cancellable_until: '2026-12-03T09:00:00.000Z',
    cancellable: true,
    refund: 'none',
    contact: { firstname: 'Marie', lastname: 'Silvestre', email: 'marie@example.fr', phone: '06 12 34 56 78' },
    lang: 'fr',
    created_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}
