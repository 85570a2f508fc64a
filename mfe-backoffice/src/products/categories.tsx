import type { CategoriesResponse, Category, Lang } from '@nougaterie/contracts';
import { createContext, useContext, type ReactNode } from 'react';
import { useAdminData } from '../common/useAdminData.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';

/**
 * The shop's categories, from the public call its own pages use (GET /api/shop/categories, with
 * the shell's client): the admin api has no list of its own, and a product is filed under their slugs.
 */
export type LoadCategories = () => Promise<CategoriesResponse>;

const Source = createContext<LoadCategories>(async () => ({ categories: [] }));

export function CategoriesProvider({ load, children }: { load: LoadCategories; children: ReactNode }) {
  return <Source.Provider value={load}>{children}</Source.Provider>;
}

/** A category as the back office offers it: the tree flattened, each child after its parent. */
export interface CategoryChoice {
  slug: string;
  name: string;
  /** 0 for a top category, 1 for its children… */
  depth: number;
  /** « Nougats › Nougats gourmands »: the name with its parents'. */
  label: string;
}

function flatten(categories: Category[], lang: Lang, pathLabel: (parent: string, name: string) => string, depth = 0, parent?: string): CategoryChoice[] {
  return categories.flatMap((category) => {
    const name = category.names[lang] || category.name;
    const label = parent ? pathLabel(parent, name) : name;
    return [{ slug: category.slug, name, depth, label }, ...flatten(category.children, lang, pathLabel, depth + 1, label)];
  });
}

/**
 * The categories to choose from, in the staff member's language; an empty list until they arrive
 * (or if they do not: the pages then show slugs, which staff can still read and keep).
 */
export function useCategories(): { choices: CategoryChoice[]; labelOf: (slug: string) => string; loaded: boolean } {
  const { t } = useT();
  const { lang } = useStaff();
  const load = useContext(Source);
  const { data } = useAdminData('shop-categories', load);
  const choices = data ? flatten(data.categories, lang, (parent, name) => t('products.categoryPath', { parent, name })) : [];
  const labelOf = (slug: string) => choices.find((choice) => choice.slug === slug)?.label ?? slug;
  return { choices, labelOf, loaded: data !== undefined };
}
