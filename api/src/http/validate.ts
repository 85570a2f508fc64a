import { addressFieldMessage, DEFAULT_LANG, type Lang } from '@nougaterie/contracts';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { HttpError, InputRefused } from './errors.js';
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
type Where = keyof typeof places;

/**
 * Checks a request part with a contracts schema: its value, or a 400 naming each field with zod's
 * message in the requester's language.
 */
function check<S extends z.core.$ZodType>(schema: S, data: unknown, lang: Lang, where: Where): { data: z.output<S> } | { refusal: HttpError } {
  const result = z.safeParse(schema, data, { error: errorMaps[lang] });
  if (result.success) {
    // Path parameters are left to their routes, which shape-check them and answer 404 for a path
    // that cannot name anything.
    const nul = where === 'params' ? null : nulCharacterPath(result.data);
    if (!nul) return { data: result.data };
    const details = `${nul.length ? `${nul.join('.')} : ` : ''}${t(lang, 'nulCharacter')}`;
    return { refusal: new HttpError(400, t(lang, 'invalidInput', { where: places[where][lang], details }), 'VALIDATION') };
  }
  const details = result.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')} : ${issue.message}` : issue.message)).join(' ; ');
  return { refusal: new HttpError(400, t(lang, 'invalidInput', { where: places[where][lang], details }), 'VALIDATION') };
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

const parts = { body: 'body', querystring: 'query', params: 'params' } as const;

/**
 * The routes' `schema: { body, querystring, params }` (contracts' zod schemas, typed through
 * fastify-type-provider-zod's ZodTypeProvider): Fastify checks them after the preValidation hooks
 * (where the routes check who calls, and look up what the path names) and before the handler,
 * which gets the parsed values.
 *
 * Fastify's validator has no request, so no language: a refusal is worded by the error handler,
 * which checks the part again as it was received (an absent body is `undefined` there, where the
 * validator is given `null`) in the requester's language.
 */
export const validatorCompiler: FastifySchemaCompiler<z.core.$ZodType> = ({ schema, httpPart, method, url }) => {
  const where = httpPart && httpPart in parts ? parts[httpPart as keyof typeof parts] : undefined;
  if (!where) throw new Error(`${method} ${url}: no zod schema for the request's ${httpPart ?? 'part'}`);
  return (data) => {
    const checked = check(schema, data, DEFAULT_LANG, where);
    if ('data' in checked) return { value: checked.data };
    return {
      error: new InputRefused((request: FastifyRequest) => {
        const received = where === 'body' ? request.body : where === 'query' ? request.query : request.params;
        const again = check(schema, received, request.lang, where);
        return 'refusal' in again ? again.refusal : checked.refusal;
      }),
    };
  };
};

/** A body that may be left out: an absent (or null) body is checked as `{}`. */
export const orEmpty = <S extends z.core.$ZodType>(schema: S) => z.preprocess((value) => value ?? {}, schema);
