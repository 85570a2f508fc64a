import { z } from 'zod/mini';
import { lazy } from './schemas/lazy.js';

/**
 * What a visitor may accept or refuse (CNIL). Cookies strictly needed by the site (basket,
 * session, language, this choice itself) need no consent and are not listed.
 */
export const CONSENT_PURPOSES = ['audience', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Raised when the purposes or the partners change: every visitor is asked again. */
export const CONSENT_VERSION = 1;
/** The CNIL recommends asking again after six months. */
export const CONSENT_MAX_AGE_DAYS = 182;

export const consentChoiceSchema = lazy(() =>
  z.object({
    version: z.number().check(z.int()),
    /** ISO date of the choice. */
    date: z.string(),
    purposes: z.object(Object.fromEntries(CONSENT_PURPOSES.map((p) => [p, z.boolean()])) as Record<ConsentPurpose, z.ZodMiniBoolean<boolean>>),
  }),
);
export type ConsentChoice = z.infer<typeof consentChoiceSchema>;
export type ConsentPurposes = ConsentChoice['purposes'];

/** A stored choice still holds if it is of this version and younger than six months. */
export function isConsentCurrent(choice: ConsentChoice, now: Date): boolean {
  const age = now.getTime() - new Date(choice.date).getTime();
  return choice.version === CONSENT_VERSION && age >= 0 && age < CONSENT_MAX_AGE_DAYS * 86_400_000;
}
