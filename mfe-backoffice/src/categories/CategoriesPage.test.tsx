import { CATEGORY_SLUGS } from '@nougaterie/contracts';
import type { AdminCategories, CategoriesForm } from '@nougaterie/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@nougaterie/ui/testing';
import { anOwner, aStaffMember, fakeAdminApi } from '../test/fakeAdmin.js';
import { renderStaff } from '../test/renderStaff.js';

const PARENTS: Record<string, string | null> = Object.fromEntries(
  CATEGORY_SLUGS.map((slug) => [
    slug,
    slug.includes('-') && !['thes-tisanes-bio', 'barre-energetique', 'deguster-et-offrir'].includes(slug)
      ? slug.replace(/^(nougats|gourmandises|deguster-et-offrir)-.*$/, '$1')
      : null,
  ]),
);
/** The 17 categories, each range before its children, named after their slug. */
const LIST: AdminCategories = {
  categories: CATEGORY_SLUGS.filter((slug) => PARENTS[slug] === null).flatMap((root) =>
    [root, ...CATEGORY_SLUGS.filter((slug) => PARENTS[slug] === root)].map((slug) => ({
      slug,
      parent_slug: PARENTS[slug],
      name_fr: `Nom ${slug}`,
      name_en: `Name ${slug}`,
    })),
  ),
};

function render(member = anOwner(), lang: 'fr' | 'en' = 'fr') {
  const api = fakeAdminApi({
    categories: async () => LIST,
    updateCategories: async (form: CategoriesForm) => ({
      categories: form.categories.map((c) => ({ ...c, name_fr: c.name_fr.trim(), name_en: c.name_en.trim(), parent_slug: PARENTS[c.slug] })),
    }),
  });
  renderStaff('/gestion/categories', { api, member, lang });
  return api;
}

describe('/gestion/categories', () => {
  it('an owner renames a category and moves it up among its siblings; the whole list is saved in menu order', async () => {
    const user = setupUser();
    const api = render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Catégories' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: /^Nom nougats-gourmands/ })).closest('li')!;
    const french = within(card).getByLabelText('Nom en français');
    await user.clear(french);
    await user.type(french, 'Nougats de fête');
    await user.click(within(card).getByRole('button', { name: 'Monter : Nougats de fête' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les catégories' }));
    await waitFor(() => expect(api.updateCategories).toHaveBeenCalled());
    const form = api.updateCategories.mock.calls[0][0];
    expect(form.categories).toHaveLength(17);
    expect(form.categories.slice(0, 3).map((c) => c.slug)).toEqual(['nougats', 'nougats-gourmands', 'nougats-traditionnels']);
    expect(form.categories[1]).toEqual({ slug: 'nougats-gourmands', name_fr: 'Nougats de fête', name_en: 'Name nougats-gourmands' });
    expect(await screen.findByText('Catégories enregistrées : la boutique les montre dans les 2 secondes.')).toBeInTheDocument();
  });

  it('moves a range with its children', async () => {
    const user = setupUser();
    const api = render();
    const card = (await screen.findByRole('heading', { name: /^Nom gourmandises / })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Monter : Nom gourmandises' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les catégories' }));
    await waitFor(() => expect(api.updateCategories).toHaveBeenCalled());
    const slugs = api.updateCategories.mock.calls[0][0].categories.map((c) => c.slug);
    expect(slugs.slice(0, 8)).toEqual([
      'gourmandises',
      'gourmandises-amandes',
      'gourmandises-polissons',
      'gourmandises-pates-de-fruits',
      'gourmandises-biscuits-et-cakes',
      'gourmandises-chocolats',
      'gourmandises-confitures',
      'nougats',
    ]);
  });

  it('refuses an empty name before asking the api, in English too', async () => {
    const user = setupUser();
    const api = render(anOwner(), 'en');
    const card = (await screen.findByRole('heading', { name: /^Name nougats-aperitifs/ })).closest('li')!;
    await user.clear(within(card).getByLabelText('English name'));
    await user.click(screen.getByRole('button', { name: 'Save the categories' }));
    expect(await screen.findByText('The categories were not saved: correct the fields shown.')).toBeInTheDocument();
    expect(within(card).getByText('The English name is required.')).toBeInTheDocument();
    expect(within(card).getByLabelText('English name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.updateCategories).not.toHaveBeenCalled();
  });

  it('shows staff the names without letting them change them', async () => {
    render(aStaffMember());
    expect(await screen.findByText('Seuls les propriétaires modifient les catégories.')).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: /^Nom nougats-gourmands/ }).closest('li')!;
    expect(within(card).getByLabelText('Nom en français')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: /Monter/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enregistrer les catégories' })).toBeNull();
  });
});
