import type { Lang } from '@nougaterie/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { localized } from '../catalog/mapping.js';
import type { Db } from '../db/client.js';
import { fromJson, jsonRow } from '../db/json.js';
import { shippingMethods, shippingRates, type ShippingMethodRow } from '../db/schema.js';
import type { ShippingZone } from './zones.js';

export interface ShippingRate {
  zone: string;
  maxWeightG: number;
  priceCents: number;
}

export interface ShippingOption {
  method: ShippingMethodRow;
  rates: ShippingRate[];
}

/** Columns of a query reading the methods and their rates (see shippingOptionsOf), for one round trip. */
export const shippingOptionColumns: SQL = sql`
  (SELECT json_agg(${jsonRow(shippingMethods, 'm')} ORDER BY m.position) FROM shipping_methods m) AS shipping_methods,
  (SELECT json_agg(${jsonRow(shippingRates, 'r')} ORDER BY r.max_weight_g) FROM shipping_rates r) AS shipping_rates`;

/** The methods in their order, each with its rates from the lightest band up. */
export function shippingOptionsOf(row: { shipping_methods: unknown; shipping_rates: unknown }): ShippingOption[] {
  const methods = fromJson<ShippingMethodRow[] | null>(row.shipping_methods) ?? [];
  const rates = fromJson<(ShippingRate & { methodId: number })[] | null>(row.shipping_rates) ?? [];
  return methods.map((method) => ({ method, rates: rates.filter((rate) => rate.methodId === method.id) }));
}

/** A handful of rows: read whole at each pricing rather than cached, so a price change applies at once. */
export async function loadShippingOptions(db: Db): Promise<ShippingOption[]> {
  const result = await db.execute<{ shipping_methods: unknown; shipping_rates: unknown }>(sql`SELECT ${shippingOptionColumns}`);
  return shippingOptionsOf(result.rows[0]);
}

/**
 * The list price of a method for a parcel, before franco and free-shipping codes; null when the
 * method does not go there or the parcel is too heavy for it. The shop pick-up is free everywhere.
 */
export function listPriceCents(option: ShippingOption, zone: ShippingZone | null, weightG: number): number | null {
  if (option.method.kind === 'shop') return 0;
  if (!zone) return null;
  const band = option.rates.find((rate) => rate.zone === zone && weightG <= rate.maxWeightG);
  return band ? band.priceCents : null;
}

export function methodName(method: ShippingMethodRow, lang: Lang): string {
  return localized(method, 'name', lang);
}

export function methodDescription(method: ShippingMethodRow, lang: Lang): string {
  return localized(method, 'description', lang);
}
