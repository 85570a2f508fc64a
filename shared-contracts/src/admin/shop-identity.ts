import { z } from 'zod/mini';
import { FIRM, type Firm, type FirmField } from '../firm.js';
import { compactId, isBic, isFrenchVat, isIban, isSiret, vatMatchesSiret } from '../rules/firm-ids.js';
// The phone rule from the shared entry, not '../phone.js': the back office bundles this entry, and
// a copy of its own would never hold the library that loadPhoneRule loads into the shared one.
import { isValidPhone } from '@nougaterie/contracts';
import { emailSchema } from '../schemas/email.js';
import { lazy } from '../schemas/lazy.js';
import type { ShopHours } from '../schemas/shop-info.js';

/*
 * The back office's identity and hours panels (/gestion/reglages, #22): GET (staff) and PUT
 * (owners) /api/admin/shop/identity and /api/admin/shop/hours. The rules below are the one home
 * of what a valid identity and valid hours are: the api refuses with them, the panels show them
 * before asking.
 */

export * from '../rules/firm-ids.js';

/**
 * The demonstration firm's invented values that a real shop must replace: its registration
 * numbers, its bank account, its manager and its phone and e-mail addresses. A field still
 * holding one of them is a placeholder (the back office marks it, the api refuses to start in
 * production while one is left).
 */
export const FIRM_PLACEHOLDERS: Partial<Record<FirmField, string>> = {
  capital: FIRM.capital,
  phone: FIRM.phone,
  phoneDisplay: FIRM.phoneDisplay,
  email: FIRM.email,
  rcs: FIRM.rcs,
  siret: FIRM.siret,
  vat: FIRM.vat,
  director: FIRM.director,
  dpoEmail: FIRM.dpoEmail,
  'bank.iban': FIRM.bank.iban,
  'bank.bic': FIRM.bank.bic,
};

/** A field's value, 'bank.iban' read in the bank. */
export function firmValue(firm: Firm, field: FirmField): string | number {
  const [head, tail] = field.split('.') as [keyof Firm, string | undefined];
  const value = firm[head];
  return tail ? (value as unknown as Record<string, string | number>)[tail] : (value as string);
}

/** The fields of `firm` that still hold the demonstration firm's invented values. */
export function firmPlaceholders(firm: Firm): FirmField[] {
  return (Object.entries(FIRM_PLACEHOLDERS) as [FirmField, string][])
    .filter(([field, demo]) => String(firmValue(firm, field)).trim() === demo)
    .map(([field]) => field);
}

const text = (max = 300) => z.string().check(z.maxLength(max));
/** 'HH:MM', 00:00 to 23:59. */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** 'MM-DD' of a season's period. */
export const MONTH_DAY_PATTERN = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** 'YYYY-MM-DD' of a closing day. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const firmSchema = lazy(() =>
  z.object({
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
  }),
);

const slotSchema = lazy(() =>
  z.object({
    from: z.string().check(z.regex(CLOCK_TIME_PATTERN)),
    to: z.string().check(z.regex(CLOCK_TIME_PATTERN)),
  }),
);

export const openingSeasonSchema = lazy(() =>
  z.object({
    id: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,31}$/)),
    periods: z
      .array(z.object({ from: z.string().check(z.regex(MONTH_DAY_PATTERN)), to: z.string().check(z.regex(MONTH_DAY_PATTERN)) }))
      .check(z.minLength(1), z.maxLength(6)),
    week: z.partialRecord(z.enum(['0', '1', '2', '3', '4', '5', '6']), z.array(slotSchema).check(z.maxLength(4))),
  }),
);

export const shopClosureSchema = lazy(() =>
  z.object({
    from: z.string().check(z.regex(DAY_PATTERN)),
    to: z.string().check(z.regex(DAY_PATTERN)),
    reason: z.object({ fr: text(120), en: text(120) }),
  }),
);

export const shopHoursSchema = lazy(() =>
  z.object({
    seasons: z.array(openingSeasonSchema).check(z.minLength(1), z.maxLength(12)),
    closures: z.array(shopClosureSchema).check(z.maxLength(100)),
  }),
);

/** The identity, and which of its fields still hold the demonstration firm's invented values. */
export const shopIdentityAnswerSchema = lazy(() =>
  z.object({
    firm: firmSchema,
    placeholders: z.array(z.string()),
  }),
);
export interface ShopIdentityAnswer {
  firm: Firm;
  placeholders: FirmField[];
}

export const SHOP_IDENTITY_PROBLEMS = ['required', 'siret', 'vat', 'vat_siren', 'iban', 'bic', 'email', 'phone', 'url'] as const;
export type ShopIdentityProblem = (typeof SHOP_IDENTITY_PROBLEMS)[number];

/** Fields a shop cannot go without (the legal notices, invoices and mails print them). */
export const FIRM_REQUIRED_FIELDS: FirmField[] = [
  'name',
  'legalName',
  'legalForm',
  'street',
  'zipcode',
  'city',
  'country',
  'phone',
  'phoneDisplay',
  'email',
  'rcs',
  'siret',
  'vat',
  'director',
  'dpoEmail',
  'hostName',
  'hostAddress',
  'mediator',
  'mediatorUrl',
  'bank.holder',
  'bank.iban',
  'bank.bic',
];

/** Every field of a firm, in the order the panel shows them. */
export const FIRM_FIELDS: FirmField[] = [
  'name',
  'legalName',
  'legalForm',
  'capital',
  'street',
  'zipcode',
  'city',
  'region',
  'country',
  'phone',
  'phoneDisplay',
  'email',
  'rcs',
  'siret',
  'vat',
  'director',
  'directorRole',
  'dpoEmail',
  'hostName',
  'hostAddress',
  'hostPhone',
  'mediator',
  'mediatorAddress',
  'mediatorUrl',
  'bank.holder',
  'bank.iban',
  'bank.bic',
  'geo.latitude',
  'geo.longitude',
];

const isEmail = (text: string) => z.safeParse(emailSchema, text).success;
const isHttpsUrl = (text: string) => /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(text);

/**
 * What is wrong with an identity, field by field (none: it may be saved). A field still holding
 * the demonstration firm's invented value is let through (it is listed as a placeholder, and the
 * api refuses to start in production while one is left): the shop fills them one by one.
 */
export function shopIdentityProblems(firm: Firm): { field: FirmField; problem: ShopIdentityProblem }[] {
  const problems: { field: FirmField; problem: ShopIdentityProblem }[] = [];
  const placeholder = new Set(firmPlaceholders(firm));
  const value = (field: FirmField) => String(firmValue(firm, field)).trim();
  const check = (field: FirmField, ok: (text: string) => boolean, problem: ShopIdentityProblem) => {
    const text = value(field);
    if (text && !placeholder.has(field) && !ok(text)) problems.push({ field, problem });
  };
  for (const field of FIRM_REQUIRED_FIELDS) if (!value(field)) problems.push({ field, problem: 'required' });
  check('siret', isSiret, 'siret');
  check('vat', isFrenchVat, 'vat');
  if (
    !problems.some((p) => p.field === 'siret' || p.field === 'vat') &&
    value('siret') &&
    value('vat') &&
    !placeholder.has('siret') &&
    !placeholder.has('vat')
  ) {
    if (!vatMatchesSiret(firm.vat, firm.siret)) problems.push({ field: 'vat', problem: 'vat_siren' });
  }
  check('bank.iban', isIban, 'iban');
  check('bank.bic', isBic, 'bic');
  check('email', isEmail, 'email');
  check('dpoEmail', isEmail, 'email');
  check('phone', (text) => isValidPhone(text), 'phone');
  check('phoneDisplay', (text) => isValidPhone(text), 'phone');
  check('hostPhone', (text) => isValidPhone(text), 'phone');
  check('mediatorUrl', isHttpsUrl, 'url');
  return problems;
}

/** The identity as stored: numbers written as the shop's papers print them, trimmed texts. */
export function tidyFirm(firm: Firm): Firm {
  const trimmed = Object.fromEntries(Object.entries(firm).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as unknown as Firm;
  const keep = (field: FirmField, tidy: (text: string) => string) => {
    const text = String(firmValue(trimmed, field));
    return FIRM_PLACEHOLDERS[field] === text ? text : tidy(text);
  };
  return {
    ...trimmed,
    siret: keep('siret', (text) => (isSiret(text) ? compactId(text).replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4') : text)),
    vat: keep('vat', (text) => (isFrenchVat(text) ? compactId(text).replace(/^(FR)(\d{2})(\d{9})$/, '$1 $2 $3') : text)),
    bank: {
      holder: firm.bank.holder.trim(),
      iban: keep('bank.iban', (text) => (isIban(text) ? compactId(text).replace(/(.{4})(?=.)/g, '$1 ') : text)),
      bic: keep('bank.bic', (text) => compactId(text)),
    },
    geo: { ...firm.geo },
  };
}

export const SHOP_HOURS_PROBLEMS = ['slot_order', 'slot_overlap', 'period_date', 'season_id_twice', 'closure_date', 'closure_order', 'closure_reason'] as const;
export type ShopHoursProblem = (typeof SHOP_HOURS_PROBLEMS)[number];

const realMonthDay = (text: string) => {
  if (!MONTH_DAY_PATTERN.test(text)) return false;
  const [month, day] = text.split('-').map(Number);
  // 29 February is a day of leap years: allowed.
  return day <= [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
};
const realDay = (text: string) => {
  if (!DAY_PATTERN.test(text)) return false;
  const date = new Date(`${text}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/**
 * What is wrong with the hours (none: they may be saved), each with where: 'seasons.1.week.3'
 * or 'closures.0'. Slots run forward and do not overlap within a day; period and closing
 * dates exist; a closure ends on or after its start and says why in French.
 */
export function shopHoursProblems(hours: ShopHours): { where: string; problem: ShopHoursProblem }[] {
  const problems: { where: string; problem: ShopHoursProblem }[] = [];
  const ids = new Set<string>();
  hours.seasons.forEach((season, s) => {
    if (ids.has(season.id)) problems.push({ where: `seasons.${s}.id`, problem: 'season_id_twice' });
    ids.add(season.id);
    season.periods.forEach((period, p) => {
      if (!realMonthDay(period.from) || !realMonthDay(period.to)) problems.push({ where: `seasons.${s}.periods.${p}`, problem: 'period_date' });
    });
    for (const [day, slots] of Object.entries(season.week)) {
      const sorted = [...(slots ?? [])].sort((a, b) => a.from.localeCompare(b.from));
      if (sorted.some((slot) => !CLOCK_TIME_PATTERN.test(slot.from) || !CLOCK_TIME_PATTERN.test(slot.to) || slot.from >= slot.to)) {
        problems.push({ where: `seasons.${s}.week.${day}`, problem: 'slot_order' });
      } else if (sorted.some((slot, i) => i > 0 && slot.from < sorted[i - 1].to)) {
        problems.push({ where: `seasons.${s}.week.${day}`, problem: 'slot_overlap' });
      }
    }
  });
  hours.closures.forEach((closure, c) => {
    if (!realDay(closure.from) || !realDay(closure.to)) problems.push({ where: `closures.${c}`, problem: 'closure_date' });
    else if (closure.to < closure.from) problems.push({ where: `closures.${c}`, problem: 'closure_order' });
    if (!closure.reason.fr.trim()) problems.push({ where: `closures.${c}`, problem: 'closure_reason' });
  });
  return problems;
}

/** The answer of GET/PUT /api/admin/shop/hours: the hours as stored. */
export const shopHoursAnswerSchema = shopHoursSchema;
