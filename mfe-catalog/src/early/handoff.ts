import type { Lang } from '@nougaterie/contracts';

/**
 * The early script's answer for the product, handed to the product page (both are the
 * catalogue's): a visitor's page shows it instead of asking the api the same question again, one
 * round trip less before the page (and its basket button) replaces the early view.
 */
const KEY = '__nougaterieEarlyProduct';

/** Taken only this fresh: a later visit asks anew. */
export const HANDOFF_TTL_MS = 10_000;

interface Handoff {
  slug: string;
  lang: Lang;
  at: number;
  /** The api's answer as JSON, or null when the call failed. */
  answer: Promise<unknown>;
}

const slot = () => window as unknown as Record<typeof KEY, Handoff | undefined>;

/** Left by the early script as soon as its call leaves. */
export function leaveProductAnswer(slug: string, lang: Lang, answer: Promise<unknown>): void {
  answer.catch(() => undefined);
  slot()[KEY] = { slug, lang, at: Date.now(), answer };
}

/** The early answer for this product in this language, once; undefined when there is none. */
export function takeProductAnswer(slug: string, lang: Lang): Promise<unknown> | undefined {
  const handoff = slot()[KEY];
  if (!handoff || handoff.slug !== slug || handoff.lang !== lang || Date.now() - handoff.at >= HANDOFF_TTL_MS) return undefined;
  delete slot()[KEY];
  return handoff.answer;
}
