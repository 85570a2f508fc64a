import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { InputRefused, type HttpError } from './errors.js';
import { orEmpty, validatorCompiler } from './validate.js';

const schema = z.object({ search: z.string(), address: z.object({ city: z.string() }).optional() });

/** What the route's validator does with a request part (Fastify gives `null` for an absent one). */
const validate = (part: unknown, httpPart: 'body' | 'params' = 'body', of: z.core.$ZodType = schema) =>
  validatorCompiler({ schema: of, httpPart, method: 'POST', url: '/test' })(part) as { value?: unknown; error?: unknown };

/** The 400 the error handler answers for a refused body, in the requester's language. */
function refusal(data: unknown, lang: 'fr' | 'en', of: z.core.$ZodType = schema): HttpError {
  const { error } = validate(data ?? null, 'body', of);
  if (!(error instanceof InputRefused)) throw new Error('accepted');
  return error.refusal({ lang, body: data } as FastifyRequest);
}

describe("the routes' zod validator", () => {
  it('refuses a text holding U+0000 with a 400 naming the field, since PostgreSQL cannot store it', () => {
    const fr = refusal({ search: 'nougat\u0000noir' }, 'fr');
    expect(fr).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    expect(fr.message).toBe('Données invalides (corps) : search : le caractère nul (U+0000) est interdit');
    expect(refusal({ search: 'ok', address: { city: '\u0000' } }, 'en').message).toBe(
      'Invalid data (body): address.city : the null character (U+0000) is not allowed',
    );
  });

  it('leaves a path parameter to its route, which answers 404 for what cannot name anything', () => {
    expect(validate({ slug: 'a\u0000b' }, 'params', z.object({ slug: z.string() })).value).toEqual({ slug: 'a\u0000b' });
  });

  it('lets other odd Unicode through untouched', () => {
    const odd = 'Ω≈ç√ 🍯 e\u0301 \u202e';
    expect(validate({ search: odd }).value).toEqual({ search: odd });
  });

  it('checks an absent body as {} where the route allows it, and as absent elsewhere', () => {
    expect(refusal(undefined, 'en', orEmpty(schema)).message).toBe('Invalid data (body): search : Invalid input: expected string, received undefined');
    expect(refusal(undefined, 'en').message).toBe('Invalid data (body): Invalid input: expected object, received undefined');
  });
});
