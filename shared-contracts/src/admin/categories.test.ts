import { CATEGORY_SLUGS } from '../schemas/catalog.js';
import { categoriesProblems, inMenuOrder, type CategoryFormEntry } from './categories.js';

const all = (): CategoryFormEntry[] => CATEGORY_SLUGS.map((slug) => ({ slug, name_fr: `Nom ${slug}`, name_en: `Name ${slug}` }));
const problems = (categories: CategoryFormEntry[]) => categoriesProblems({ categories }).map((p) => [p.slug, p.field, p.problem].filter(Boolean).join(':'));

describe('categoriesProblems', () => {
  it('accepts the 17 slugs once each, in any order, with names of 1 to 60 characters', () => {
    expect(problems(all())).toEqual([]);
    expect(problems(all().reverse())).toEqual([]);
    expect(problems(all().map((c) => ({ ...c, name_fr: ` ${'é'.repeat(60)} ` })))).toEqual([]);
  });

  it('refuses a slug missing, added, renamed or given twice: the slugs stay', () => {
    const list = all();
    expect(problems(list.slice(1))).toEqual(['slugs_fixed']);
    expect(problems([...list, { slug: 'bonbons', name_fr: 'Bonbons', name_en: 'Sweets' }])).toEqual(['slugs_fixed']);
    expect(problems([{ ...list[0], slug: 'nougatz' }, ...list.slice(1)])).toEqual(['slugs_fixed']);
    expect(problems([list[1], ...list.slice(1)])).toEqual(['slugs_fixed']);
  });

  it('names the category and the field of an empty or too long name', () => {
    const list = all();
    list[0] = { ...list[0], name_fr: '   ' };
    list[2] = { ...list[2], name_en: 'x'.repeat(61) };
    expect(problems(list)).toEqual([`${list[0].slug}:name_fr:name_fr_required`, `${list[2].slug}:name_en:name_too_long`]);
  });
});

describe('inMenuOrder', () => {
  it('puts each range before its children, each level in the order given', () => {
    const parents: Record<string, string | null> = { a: null, b: null, a1: 'a', a2: 'a', b1: 'b' };
    const entries = ['a2', 'b', 'b1', 'a1', 'a'].map((slug) => ({ slug }));
    expect(inMenuOrder(entries, (slug) => parents[slug]).map((e) => e.slug)).toEqual(['b', 'b1', 'a', 'a2', 'a1']);
  });
});
