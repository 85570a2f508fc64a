import { z } from 'zod/mini';
import { SHIPPING_KINDS } from '../schemas/basket.js';
import { eurosSchema } from '../schemas/common.js';
import { lazy } from '../schemas/lazy.js';

/*
 * The shop's money settings and shipping prices, edited in the back office's settings page
 * (/api/admin/settings/money, /api/admin/shipping-rates). Euros at the edges, cents in the
 * database. Staff read them; only an owner writes them. A change applies to the next pricing of a
 * basket; an order keeps what it was charged (its own copy).
 */

const int = () => z.number().check(z.int());

/** Bounds of the money settings, in euros. Every one is more than 0 (fidelite_from divides). */
export const MONEY_SETTINGS_LIMITS = {
  /** Products amount from which shipping is free (metropolitan France). */
  franco_port: { max: 10_000 },
  /** Euros of products bought per loyalty point earned. */
  fidelite_from: { max: 10_000 },
  /** What one loyalty point is worth off a basket. */
  point_value: { max: 100 },
} as const;

/** GET/POST /api/admin/settings/money: the three amounts, in euros. */
export const moneySettingsSchema = lazy(() =>
  z.object({
    franco_port: eurosSchema,
    fidelite_from: eurosSchema,
    point_value: eurosSchema,
  }),
);
export type MoneySettings = z.infer<typeof moneySettingsSchema>;
export type MoneySetting = keyof MoneySettings;
export const MONEY_SETTINGS: readonly MoneySetting[] = ['franco_port', 'fidelite_from', 'point_value'];

export const MONEY_SETTINGS_PROBLEMS = ['franco_port_range', 'fidelite_from_range', 'point_value_range'] as const;
export type MoneySettingsProblem = (typeof MONEY_SETTINGS_PROBLEMS)[number];

/** A finite amount written to the cent at most (12.5 and 12.50 yes, 12.505 no). */
export const hasCents = (euros: number) => Number.isFinite(euros) && Math.abs(Math.round(euros * 100) - euros * 100) < 1e-6;

/**
 * What is wrong with the money settings (none: they may be saved). Each is more than 0 € and at
 * most its MONEY_SETTINGS_LIMITS, to the cent: a free-shipping threshold of 0 would make every
 * parcel free, a point worth nothing or a loyalty step of 0 € (points = amount ÷ fidelite_from)
 * make no sense.
 */
export function moneySettingsProblems(form: MoneySettings): { field: MoneySetting; problem: MoneySettingsProblem }[] {
  return MONEY_SETTINGS.filter((field) => {
    const value = form[field];
    // 0.01 at least: a tiny amount (1e-300) is written to the cent but is 0 cents.
    return !(typeof value === 'number' && hasCents(value) && value >= 0.01 && value <= MONEY_SETTINGS_LIMITS[field].max);
  }).map((field) => ({ field, problem: `${field}_range` }));
}

/** Where a parcel goes decides its price (api/src/shipping/zones.ts); franco applies to metro only. */
export const SHIPPING_ZONES = ['metro', 'corsica', 'overseas', 'eu'] as const;
export type ShippingZoneId = (typeof SHIPPING_ZONES)[number];

export const SHIPPING_RATE_LIMITS = {
  /** Weight bands of one method in one zone. */
  bands: { max: 20 },
  /** Grams, whole: the heaviest parcel a band may hold. */
  max_weight_g: { max: 100_000 },
  /** Euros VAT included, 0 allowed (free delivery in that band). */
  price: { max: 1_000 },
} as const;

/** A price up to a weight: the lightest band that holds the parcel applies. */
export const shippingBandSchema = lazy(() =>
  z.object({
    max_weight_g: z.number(),
    price: z.number(),
  }),
);
export type ShippingBand = z.infer<typeof shippingBandSchema>;

/** The bands of one method in one zone, lightest first; none: that method does not go there. */
export const shippingRateTableSchema = lazy(() =>
  z.object({
    method_id: z.number(),
    zone: z.string().check(z.maxLength(40)),
    bands: z.array(shippingBandSchema).check(z.maxLength(200)),
  }),
);
export type ShippingRateTable = z.infer<typeof shippingRateTableSchema>;

/** POST /api/admin/shipping-rates: every table at once; what is left out goes (replaced whole). */
export const shippingRatesFormSchema = lazy(() =>
  z.object({
    tables: z.array(shippingRateTableSchema).check(z.maxLength(100)),
  }),
);
export type ShippingRatesForm = z.infer<typeof shippingRatesFormSchema>;

export const shippingMethodSummarySchema = lazy(() =>
  z.object({
    id: int(),
    kind: z.enum(SHIPPING_KINDS),
    name_fr: z.string(),
    name_en: z.string(),
  }),
);
export type ShippingMethodSummary = z.infer<typeof shippingMethodSummarySchema>;

/** GET /api/admin/shipping-rates: the methods in their order, and a table for each priced method and zone. */
export const shippingRatesSchema = lazy(() =>
  z.object({
    methods: z.array(shippingMethodSummarySchema),
    zones: z.array(z.enum(SHIPPING_ZONES)),
    tables: z.array(
      z.object({
        method_id: int(),
        zone: z.enum(SHIPPING_ZONES),
        bands: z.array(z.object({ max_weight_g: int(), price: eurosSchema })),
      }),
    ),
  }),
);
export type ShippingRates = z.infer<typeof shippingRatesSchema>;

export const SHIPPING_RATE_PROBLEMS = [
  'method_unknown',
  'method_free',
  'zone_unknown',
  'table_twice',
  'bands_too_many',
  'weight_range',
  'weights_increasing',
  'price_range',
] as const;
export type ShippingRateProblem = (typeof SHIPPING_RATE_PROBLEMS)[number];
export interface ShippingRateFormProblem {
  method_id: number;
  zone: string;
  /** The band (0 is the lightest) for a band's problem. */
  band?: number;
  problem: ShippingRateProblem;
}

/**
 * What is wrong with the shipping prices (none: they may be saved). A table names a method that
 * is priced (not the shop's pick-up, free everywhere) and a zone, once. Its bands go up in weight
 * (whole grams, 1 to 100 000, each heavier than the one before), so from 0 g to its last band every
 * weight has one price; prices are 0 € or more, to the cent, at most 1 000 €. A parcel heavier than
 * the last band cannot go by that method there (as today).
 */
export function shippingRatesProblems(form: ShippingRatesForm, methods: readonly Pick<ShippingMethodSummary, 'id' | 'kind'>[]): ShippingRateFormProblem[] {
  const problems: ShippingRateFormProblem[] = [];
  const seen = new Set<string>();
  const limits = SHIPPING_RATE_LIMITS;
  for (const { method_id, zone, bands } of form.tables) {
    const method = methods.find((m) => m.id === method_id);
    const at = { method_id, zone };
    if (!method) problems.push({ ...at, problem: 'method_unknown' });
    else if (method.kind === 'shop' && bands.length > 0) problems.push({ ...at, problem: 'method_free' });
    if (!(SHIPPING_ZONES as readonly string[]).includes(zone)) problems.push({ ...at, problem: 'zone_unknown' });
    const key = `${method_id}|${zone}`;
    if (seen.has(key)) problems.push({ ...at, problem: 'table_twice' });
    seen.add(key);
    if (bands.length > limits.bands.max) problems.push({ ...at, problem: 'bands_too_many' });
    bands.forEach(({ max_weight_g: weight, price }, band) => {
      if (!(Number.isInteger(weight) && weight >= 1 && weight <= limits.max_weight_g.max)) problems.push({ ...at, band, problem: 'weight_range' });
      else if (band > 0 && !(weight > bands[band - 1].max_weight_g)) problems.push({ ...at, band, problem: 'weights_increasing' });
      if (!(hasCents(price) && price >= 0 && price <= limits.price.max)) problems.push({ ...at, band, problem: 'price_range' });
    });
  }
  return problems;
}
