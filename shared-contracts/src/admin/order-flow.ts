import { type Carrier, type OrderStatus } from '../schemas/order-status.js';

/**
 * The order state machine: the one home of which move the shop may make from which state. The api
 * refuses any other move (409 ORDER_TRANSITION_REFUSED), the back office offers only these.
 * `paid` is reached from awaiting_payment by a recorded transfer or a payment at the shop (a card
 * payment reaches it through the payment calls); `cancelled` gives back stock, code and points.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  awaiting_payment: ['paid', 'cancelled'],
  paid: ['preparing', 'shipped', 'ready_for_pickup', 'cancelled'],
  preparing: ['shipped', 'ready_for_pickup', 'cancelled'],
  shipped: ['delivered'],
  ready_for_pickup: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/** How the order leaves the shop: ready_for_pickup is for pick-up at the shop, shipped for the others. */
export type DeliveryKind = 'home' | 'relay' | 'shop';

/** The moves open to an order, given how it is delivered. */
export function nextOrderStatuses(from: OrderStatus, delivery: DeliveryKind): OrderStatus[] {
  return ORDER_TRANSITIONS[from].filter((to) => (delivery === 'shop' ? to !== 'shipped' : to !== 'ready_for_pickup'));
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus, delivery: DeliveryKind): boolean {
  return nextOrderStatuses(from, delivery).includes(to);
}

export const CARRIER_NAMES: Readonly<Record<Carrier, string>> = {
  colissimo: 'Colissimo',
  mondial_relay: 'Mondial Relay',
  chronopost: 'Chronopost',
  other: '',
};

/** Where a shopper follows the parcel; null for a carrier we know no public tracking page of. */
export function trackingUrl(carrier: Carrier, number: string): string | null {
  const n = encodeURIComponent(number.trim());
  switch (carrier) {
    case 'colissimo':
      return `https://www.laposte.fr/outils/suivre-vos-envois?code=${n}`;
    case 'mondial_relay':
      return `https://www.mondialrelay.fr/suivi-de-colis/?NumeroExpedition=${n}`;
    case 'chronopost':
      return `https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=${n}`;
    default:
      return null;
  }
}

/** A tracking number as carriers print them: letters, digits, a few separators. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{3,39}$/;
