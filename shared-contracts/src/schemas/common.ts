import { z } from 'zod/mini';
import { lazy } from './lazy.js';

/** Languages of the site; French is the default. */
export const LANGS = ['fr', 'en'] as const;
export const DEFAULT_LANG = 'fr' as const;
export const langSchema = lazy(() => z.enum(LANGS));
export type Lang = z.infer<typeof langSchema>;

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** A text in both languages, as stored for catalogue data. */
export const localizedTextSchema = lazy(() => z.object({ fr: z.string(), en: z.string() }));
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** Euros with VAT included, as the api shows them at its edges (cents inside). */
export const eurosSchema = lazy(() => z.number());

/** Every refusal of the api has this body, with a message in the requester's language. */
export const apiErrorSchema = lazy(() =>
  z.object({
    statusCode: z.number().check(z.int()),
    error: z.string(),
    message: z.string(),
    code: z.optional(z.string()),
  }),
);
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** A row id sent by a client: a PostgreSQL integer, so anything larger is refused before the database sees it. */
export const idSchema = lazy(() => z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)));
