import type { Lang } from '@nougaterie/contracts';
import { asc } from 'drizzle-orm';
import { localized } from '../catalog/mapping.js';
import type { Db } from '../db/client.js';
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

/** A handful of rows: read whole at each pricing rather than cached, so a price change applies at once. */
export async function loadShippingOptions(db: Db): Promise<ShippingOption[]> {
  const methods = await db.select().from(shippingMethods).orderBy(asc(shippingMethods.position));
  const rates = await db.select().from(shippingRates).orderBy(asc(shippingRates.maxWeightG));
  return methods.map((method) => ({ method, rates: rates.filter((rate) => rate.methodId === method.id) }));
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
