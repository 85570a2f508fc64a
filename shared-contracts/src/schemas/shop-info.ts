import { z } from 'zod/mini';
import type { Firm } from '../firm.js';
import type { OpeningSeason } from '../rules/hours.js';
import type { ShopClosure } from '../rules/shop-hours.js';
import { lazy } from './lazy.js';

/*
 * GET /api/shop/info: the shop's identity, opening hours and closing days as stored by the
 * back office (#22), the same for every visitor (a public answer, cached 2 s at most). The shell
 * reads it at start and keeps it in the session store (shopInfo$) for the remotes.
 */

const text = (max = 300) => z.string().check(z.maxLength(max));
/** 'HH:MM', 00:00 to 23:59. */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** 'MM-DD' of a season's period. */
export const MONTH_DAY_PATTERN = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** 'YYYY-MM-DD' of a closing day. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const firmSchema = lazy(() => z.object({
  name: text(120),
  legalName: text(160),
  legalForm: text(60),
  capital: text(60),
  street: text(200),
  zipcode: text(20),
  city: text(120),
  region: text(120),
  country: text(80),
  phone: text(30),
  phoneDisplay: text(30),
  email: text(254),
  rcs: text(120),
  siret: text(30),
  vat: text(30),
  director: text(120),
  directorRole: text(60),
  dpoEmail: text(254),
  hostName: text(160),
  hostAddress: text(300),
  hostPhone: text(30),
  mediator: text(300),
  mediatorAddress: text(300),
  mediatorUrl: text(300),
  bank: z.object({ holder: text(160), iban: text(50), bic: text(20) }),
  geo: z.object({ latitude: z.number().check(z.gte(-90), z.lte(90)), longitude: z.number().check(z.gte(-180), z.lte(180)) }),
}));

const slotSchema = lazy(() => z.object({
  from: z.string().check(z.regex(CLOCK_TIME_PATTERN)),
  to: z.string().check(z.regex(CLOCK_TIME_PATTERN)),
}));

export const openingSeasonSchema = lazy(() => z.object({
  id: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,31}$/)),
  periods: z.array(z.object({ from: z.string().check(z.regex(MONTH_DAY_PATTERN)), to: z.string().check(z.regex(MONTH_DAY_PATTERN)) })).check(z.minLength(1), z.maxLength(6)),
  week: z.partialRecord(z.enum(['0', '1', '2', '3', '4', '5', '6']), z.array(slotSchema).check(z.maxLength(4))),
}));

export const shopClosureSchema = lazy(() => z.object({
  from: z.string().check(z.regex(DAY_PATTERN)),
  to: z.string().check(z.regex(DAY_PATTERN)),
  reason: z.object({ fr: text(120), en: text(120) }),
}));

export const shopHoursSchema = lazy(() => z.object({
  seasons: z.array(openingSeasonSchema).check(z.minLength(1), z.maxLength(12)),
  closures: z.array(shopClosureSchema).check(z.maxLength(100)),
}));
export interface ShopHours {
  seasons: OpeningSeason[];
  closures: ShopClosure[];
}

export const shopInfoSchema = lazy(() => z.object({ firm: firmSchema, hours: shopHoursSchema }));
export interface ShopInfo {
  firm: Firm;
  hours: ShopHours;
}
