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
  /** The api's answer as JSON; rejected with an EarlyAnswerError when the api refused. */
  answer: Promise<unknown>;
}

/**
 * The api's refusal, read by shape as the page reads the api client's ApiError (status, code,
 * message: errorStatus.ts), without the client itself (the early script stays small). A 404 is
 * final: the page shows the shell's 404 page from it at once instead of asking the api again.
 */
export class EarlyAnswerError extends Error {
  readonly status: number;
  readonly code?: string;

  constructor(status: number, body: unknown) {
    const { message, code } = (body && typeof body === 'object' ? body : {}) as { message?: unknown; code?: unknown };
    super(typeof message === 'string' ? message : `The api answered ${status}`);
    this.name = 'EarlyAnswerError';
    this.status = status;
    if (typeof code === 'string') this.code = code;
  }
}

/** The api's answer to the early call: its JSON when it is a success, else an EarlyAnswerError. */
export function readAnswer(response: Response): Promise<unknown> {
  if (response.ok) return response.json() as Promise<unknown>;
  return response.json().then(
    (body: unknown) => Promise.reject(new EarlyAnswerError(response.status, body)),
    () => Promise.reject(new EarlyAnswerError(response.status, null)),
  );
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
