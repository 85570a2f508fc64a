import type { Category } from '@nougaterie/contracts';

export function makeCategory(slug: string, fr: string, en: string, children: Category[] = []): Category {
  return { id: slug.length, slug, name: fr, names: { fr, en }, description: '', parent_slug: null, children };
}

export const nougatsRange = makeCategory('nougats', 'Nougats', 'Nougats', [
  makeCategory('nougats-traditionnels', 'Nougats traditionnels', 'Traditional nougats'),
  makeCategory('nougats-gourmands', 'Nougats gourmands', 'Gourmet nougats'),
]);
export const giftsRange = makeCategory('deguster-et-offrir', 'Déguster et offrir', 'Taste and give', [
  makeCategory('deguster-et-offrir-miels', 'Miels', 'Honeys'),
]);
