import { z } from 'zod/mini';
import { lazy } from './lazy.js';
import { emailSchema } from './email.js';
import { isValidPhone } from '../phone.js';

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/**
 * A phone number someone can call (contracts' isValidPhone: with its country code, or as dialled
 * in France); the api words its refusal with addressFieldMessage('phone'), as the forms do.
 */
export const phoneSchema = lazy(() =>
  z.string().check(
    z.trim(),
    z.maxLength(25),
    z.refine((value) => isValidPhone(value), { params: { addressField: 'phone' } }),
  ),
);

/**
 * Robots fill every field they find; people never see this one. A filled honeypot gets the same
 * answer as a real message, so a robot learns nothing, but nothing is stored or sent.
 */
export const HONEYPOT_FIELD = 'website';
const honeypot = lazy(() => z.optional(z.string().check(z.maxLength(2000))));

/** POST /api/contact: the contact form of SPEC §2. */
export const contactRequestSchema = lazy(() =>
  z.object({
    firstname: text(100),
    lastname: text(100),
    email: emailSchema,
    phone: z.optional(z.union([phoneSchema, z.literal('')])),
    subject: text(200),
    message: text(5000).check(z.refine((value) => value.length >= 10)),
    [HONEYPOT_FIELD]: honeypot,
  }),
);
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** A SIRET is 14 digits; spaces as printed on a Kbis are accepted. */
export const siretSchema = lazy(() =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => value.replace(/\s/g, '')),
    ),
    z.string().check(z.regex(/^\d{14}$/)),
  ),
);

/** POST /api/pro-request: a reseller asks for a professional account. */
export const proRequestSchema = lazy(() =>
  z.object({
    company: text(200),
    siret: siretSchema,
    contactName: text(200),
    email: emailSchema,
    phone: phoneSchema,
    activity: text(200),
    message: z.optional(z.string().check(z.trim(), z.maxLength(5000))),
    [HONEYPOT_FIELD]: honeypot,
  }),
);
export type ProRequest = z.infer<typeof proRequestSchema>;
