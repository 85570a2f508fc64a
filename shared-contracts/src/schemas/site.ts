import { z } from 'zod';
import { emailSchema } from './user.js';

const text = (max: number) => z.string().trim().min(1).max(max);

/** Digits with the usual separators; 10 to 15 digits once they are removed (French or international). */
export const phoneSchema = z
  .string()
  .trim()
  .max(25)
  .regex(/^\+?[\d\s.()-]+$/)
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 10 && digits <= 15;
  });

/**
 * Robots fill every field they find; people never see this one. A filled honeypot gets the same
 * answer as a real message, so a robot learns nothing, but nothing is stored or sent.
 */
export const HONEYPOT_FIELD = 'website';
const honeypot = z.string().max(2000).optional();

/** POST /api/contact: the contact form of SPEC §2. */
export const contactRequestSchema = z.object({
  firstname: text(100),
  lastname: text(100),
  email: emailSchema,
  phone: z.union([phoneSchema, z.literal('')]).optional(),
  subject: text(200),
  message: text(5000).refine((value) => value.length >= 10),
  [HONEYPOT_FIELD]: honeypot,
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** A SIRET is 14 digits; spaces as printed on a Kbis are accepted. */
export const siretSchema = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{14}$/));

/** POST /api/pro-request: a reseller asks for a professional account. */
export const proRequestSchema = z.object({
  company: text(200),
  siret: siretSchema,
  contactName: text(200),
  email: emailSchema,
  phone: phoneSchema,
  activity: text(200),
  message: z.string().trim().max(5000).optional(),
  [HONEYPOT_FIELD]: honeypot,
});
export type ProRequest = z.infer<typeof proRequestSchema>;
