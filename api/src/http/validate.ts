import type { Lang } from '@nougaterie/contracts';
import { z } from 'zod';
import { HttpError } from './errors.js';
import { t } from './messages.js';

const errorMaps = { fr: z.locales.fr().localeError, en: z.locales.en().localeError };
const places = { body: { fr: 'corps', en: 'body' }, params: { fr: 'chemin', en: 'path' }, query: { fr: 'paramètres', en: 'query' } };

/**
 * Parses a request part with a contracts schema; a failure becomes a 400 naming each field
 * with zod's message in the requester's language.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  data: unknown,
  lang: Lang,
  where: keyof typeof places = 'body',
): z.output<S> {
  const result = schema.safeParse(data, { error: errorMaps[lang] });
  if (result.success) return result.data;
  const details = result.error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')} : ${issue.message}` : issue.message))
    .join(' ; ');
  throw new HttpError(400, t(lang, 'invalidInput', { where: places[where][lang], details }), 'VALIDATION');
}
