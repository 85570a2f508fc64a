import { z } from 'zod';
import { HttpError } from './errors.js';
import { parseInput } from './validate.js';

const schema = z.object({ search: z.string(), address: z.object({ city: z.string() }).optional() });

function refusal(data: unknown, lang: 'fr' | 'en'): HttpError {
  try {
    parseInput(schema, data, lang);
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('accepted');
}

describe('parseInput', () => {
  it('refuses a text holding U+0000 with a 400 naming the field, since PostgreSQL cannot store it', () => {
    const fr = refusal({ search: 'nougat\u0000noir' }, 'fr');
    expect(fr).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    expect(fr.message).toBe('Données invalides (corps) : search : le caractère nul (U+0000) est interdit');
    expect(refusal({ search: 'ok', address: { city: '\u0000' } }, 'en').message).toBe(
      'Invalid data (body): address.city : the null character (U+0000) is not allowed',
    );
  });

  it('leaves a path parameter to its route, which answers 404 for what cannot name anything', () => {
    expect(parseInput(z.object({ slug: z.string() }), { slug: 'a\u0000b' }, 'fr', 'params')).toEqual({ slug: 'a\u0000b' });
  });

  it('lets other odd Unicode through untouched', () => {
    const odd = 'Ω≈ç√ 🍯 e\u0301 \u202e';
    expect(parseInput(schema, { search: odd }, 'fr')).toEqual({ search: odd });
  });
});
