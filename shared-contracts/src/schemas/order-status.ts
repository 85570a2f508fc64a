/**
 * Order states, in the order an order usually goes through them. An order waits in
 * awaiting_payment after a transfer, a pick-up at the shop or a declined card; paid is the
 * only state that credits loyalty points.
 */
export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'preparing', 'shipped', 'ready_for_pickup', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Carriers a parcel may leave with (the back office's shipped move); `other` has no tracking page. */
export const CARRIERS = ['colissimo', 'mondial_relay', 'chronopost', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];
