/**
 * What a visitor may accept or refuse (CNIL). Cookies strictly needed by the site (basket,
 * session, language, this choice itself) need no consent and are not listed.
 *
 * The choice is kept in the visitor's browser only (the shell's consent store, and index.html's
 * start-up script before the app has arrived, shell/src/frame/boot): it never reaches a server,
 * so it is read with the plain checks below rather than a zod schema, which that start-up script,
 * inlined in every page, could not afford.
 */
export const CONSENT_PURPOSES = ['audience', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Raised when the purposes or the partners change: every visitor is asked again. */
export const CONSENT_VERSION = 1;
/** The CNIL recommends asking again after six months. */
export const CONSENT_MAX_AGE_DAYS = 182;

export type ConsentPurposes = Record<ConsentPurpose, boolean>;
export interface ConsentChoice {
  version: number;
  /** ISO date of the choice. */
  date: string;
  purposes: ConsentPurposes;
}

/** A choice made now: every purpose granted or refused as `purposes` says. */
export function consentChoice(purposes: ConsentPurposes, now: Date): ConsentChoice {
  return { version: CONSENT_VERSION, date: now.toISOString(), purposes };
}

/** The same answer for every purpose: "accept all" or "refuse all". */
export const everyPurpose = (granted: boolean): ConsentPurposes => Object.fromEntries(CONSENT_PURPOSES.map((purpose) => [purpose, granted])) as ConsentPurposes;

/** A stored choice still holds if it is of this version and younger than six months. */
export function isConsentCurrent(choice: ConsentChoice, now: Date): boolean {
  const age = now.getTime() - new Date(choice.date).getTime();
  return choice.version === CONSENT_VERSION && age >= 0 && age < CONSENT_MAX_AGE_DAYS * 86_400_000;
}

/** Whether a value read back from storage has a choice's shape: an integer version, a date, a yes or no for every purpose. */
export function isConsentChoice(value: unknown): value is ConsentChoice {
  if (typeof value !== 'object' || value === null) return false;
  const { version, date, purposes } = value as Partial<Record<keyof ConsentChoice, unknown>>;
  if (!Number.isInteger(version) || typeof date !== 'string' || typeof purposes !== 'object' || purposes === null) return false;
  return CONSENT_PURPOSES.every((purpose) => typeof (purposes as Record<string, unknown>)[purpose] === 'boolean');
}

/**
 * The choice stored as `stored` (JSON, as localStorage holds it), when it is one and still holds;
 * null for none, an old version, an expired or a damaged one: the banner then asks again.
 */
export function storedConsentChoice(stored: string | null, now: Date): ConsentChoice | null {
  let value: unknown;
  try {
    value = JSON.parse(stored ?? 'null');
  } catch {
    return null;
  }
  return isConsentChoice(value) && isConsentCurrent(value, now) ? value : null;
}
