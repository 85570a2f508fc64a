import type { Basket } from '../schemas/basket.js';
import type { Settings } from '../schemas/settings.js';
import { fromCents, toCents } from './money.js';

export type ShippingBasket = Pick<Basket, 'amount_products' | 'amount_shipping_offered'>;

/** SPEC §4: free when the server says so (e.g. a free-shipping code) or from franco_port on. */
export function isShippingFree(basket: ShippingBasket, settings: Pick<Settings, 'franco_port'> | null): boolean {
  if (basket.amount_shipping_offered) return true;
  if (!settings) return false;
  return toCents(basket.amount_products) >= toCents(settings.franco_port);
}

/** SPEC §9: what is left to buy before shipping is free, to the cent, never negative. */
export function freightRemaining(francoPort: number, amountProducts: number): number {
  return fromCents(Math.max(0, toCents(francoPort) - toCents(amountProducts)));
}
