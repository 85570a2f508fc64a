import { addressFieldMessage, type Lang } from '@nougaterie/contracts';
import { z } from 'zod';
import { HttpError } from './errors.js';
import { t } from './messages.js';

/**
 * zod's sentences in the requester's language, but an e-mail says what it must be (one address,
 * not a list), and a phone the sentence the forms show (contracts' addressFieldMessage).
 */
function errorMap(lang: Lang, zodSentence: z.core.$ZodErrorMap): z.core.$ZodErrorMap {
  return (issue) => {
    if (issue.code === 'invalid_format' && issue.format === 'email') return t(lang, 'invalidEmail');
    if (issue.code === 'custom' && issue.params?.addressField === 'phone') return addressFieldMessage('phone', null, lang);
    return zodSentence(issue);
  };
}
const errorMaps = { fr: errorMap('fr', z.locales.fr().localeError), en: errorMap('en', z.locales.en().localeError) };
const places = { body: { fr: 'corps', en: 'body' }, params: { fr: 'chemin', en: 'path' }, query: { fr: 'paramètres', en: 'query' } };

/**
 * Parses a request part with a contracts schema; a failure becomes a 400 naming each field
 * with zod's message in the requester's language.
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, data: unknown, lang: Lang, where: keyof typeof places = 'body'): z.output<S> {
  const result = z.safeParse(schema, data, { error: errorMaps[lang] });
  if (result.success) {
    // Path parameters are left to their routes, which shape-check them and answer 404 for a path
    // that cannot name anything.
    const nul = where === 'params' ? null : nulCharacterPath(result.data);
    if (!nul) return result.data;
    const details = `${nul.length ? `${nul.join('.')} : ` : ''}${t(lang, 'nulCharacter')}`;
    throw new HttpError(400, t(lang, 'invalidInput', { where: places[where][lang], details }), 'VALIDATION');
  }
  const details = result.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')} : ${issue.message}` : issue.message)).join(' ; ');
  throw new HttpError(400, t(lang, 'invalidInput', { where: places[where][lang], details }), 'VALIDATION');
}

/**
 * Where a text holds U+0000, which JSON allows and PostgreSQL text cannot store: refused here
 * with a 400 rather than failing in the database with a 500.
 */
function nulCharacterPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulCharacterPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}
