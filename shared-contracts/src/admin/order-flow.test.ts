import { ORDER_STATUSES } from '../schemas/order-status.js';
import { canMoveOrder, nextOrderStatuses, trackingUrl } from './order-flow.js';

describe('order state machine', () => {
  it('lets a transfer be recorded, then the parcel prepared, shipped and delivered', () => {
    expect(canMoveOrder('awaiting_payment', 'paid', 'home')).toBe(true);
    expect(canMoveOrder('paid', 'preparing', 'home')).toBe(true);
    expect(canMoveOrder('preparing', 'shipped', 'relay')).toBe(true);
    expect(canMoveOrder('shipped', 'delivered', 'relay')).toBe(true);
  });

  it('ships a home or relay order and readies a shop pick-up, never the other way', () => {
    expect(nextOrderStatuses('preparing', 'home')).toEqual(['shipped', 'cancelled']);
    expect(nextOrderStatuses('preparing', 'shop')).toEqual(['ready_for_pickup', 'cancelled']);
    expect(canMoveOrder('paid', 'ready_for_pickup', 'home')).toBe(false);
    expect(canMoveOrder('paid', 'shipped', 'shop')).toBe(false);
  });

  it('never leaves a final state, nor skips payment, nor cancels a parcel already with the carrier', () => {
    for (const to of ORDER_STATUSES) {
      expect(canMoveOrder('cancelled', to, 'home')).toBe(false);
      expect(canMoveOrder('delivered', to, 'home')).toBe(false);
    }
    expect(canMoveOrder('awaiting_payment', 'shipped', 'home')).toBe(false);
    expect(canMoveOrder('awaiting_payment', 'preparing', 'home')).toBe(false);
    expect(canMoveOrder('shipped', 'cancelled', 'home')).toBe(false);
    expect(canMoveOrder('paid', 'paid', 'home')).toBe(false);
  });
});

describe('trackingUrl', () => {
  it('links each known carrier to its tracking page with the number escaped', () => {
    expect(trackingUrl('colissimo', '6A12345678901')).toBe('https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901');
    expect(trackingUrl('mondial_relay', '12 34')).toContain('NumeroExpedition=12%2034');
    expect(trackingUrl('chronopost', 'XY123')).toContain('chronopost.fr');
    expect(trackingUrl('other', 'ABC123')).toBeNull();
  });
});
