import { act, render, screen, within } from '@testing-library/react';
import { initTestI18n } from '@nougaterie/ui/testing';
import type { FoodInfo as Info, Lang } from '@nougaterie/contracts';
import FoodInfo, { formatNumber } from './FoodInfo.js';
import { FoodSection } from './FoodSection.js';
import { product } from './productFixtures.js';

const info = product.food_info!;
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const show = async (lang: Lang, shown: Info = info) => {
  await initTestI18n(lang);
  return render(<FoodInfo info={shown} lang={lang} />);
};
/** The table's rows as [name, value] pairs. */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => plain(cell.textContent)));
const term = (name: string) => plain(screen.getByText(name).nextElementSibling?.textContent);

describe('FoodInfo (regulation (EU) 1169/2011 art. 9 and 14)', () => {
  it('emphasises the allergens of the ingredients in bold, and only them', async () => {
    await show('fr');
    const ingredients = screen.getByRole('heading', { level: 3, name: 'Ingrédients' }).nextElementSibling!;
    expect(plain(ingredients.textContent)).toBe('Amandes grillées 48 %, miel de Provence 35 %, sucre, blanc d’œuf, pain azyme (fécule de pomme de terre).');
    expect([...ingredients.querySelectorAll('strong')].map((b) => b.textContent)).toEqual(['Amandes', 'blanc d’œuf']);
    expect(ingredients.innerHTML).not.toContain('{');
  });

  it('names the allergens, the traces, net quantity, storage, best-before and the maker in French', async () => {
    await show('fr');
    expect(term('Allergènes :')).toBe('œufs, fruits à coque');
    expect(term('Peut contenir des traces de :')).toBe('lait');
    expect(term('Quantité nette :')).toBe('200 g');
    expect(term('Conservation :')).toBe(info.storage);
    expect(term('Durabilité :')).toMatch(/^À consommer de préférence avant/);
    expect(term('Fabricant :')).toBe("SARL Nougaterie de Saint-Didier, place de l'Église, 84210 Saint-Didier, France");
  });

  it('gives the nutrition declaration per 100 g as a table, numbers written the French way', async () => {
    await show('fr');
    expect(screen.getByRole('table', { name: 'Déclaration nutritionnelle pour 100 g' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Valeurs moyennes', 'Pour 100 g']);
    expect(screen.getByRole('rowheader', { name: 'dont sucres' })).toBeInTheDocument();
    expect(rows().slice(1)).toEqual([
      ['Énergie', '1 987 kJ / 475 kcal'],
      ['Matières grasses', '24,0 g'],
      ['dont acides gras saturés', '1,9 g'],
      ['Glucides', '55,0 g'],
      ['dont sucres', '50,0 g'],
      ['Protéines', '10,5 g'],
      ['Sel', '0,1 g'],
    ]);
  });

  it('speaks English', async () => {
    await show('en', { ...info, traces: [], allergens: ['gluten', 'sulphites'] });
    expect(term('Allergens:')).toBe('cereals containing gluten, sulphur dioxide and sulphites');
    expect(screen.queryByText('May contain traces of:')).toBeNull();
    expect(term('Made by:')).toMatch(/^SARL Nougaterie de Saint-Didier/);
    expect(screen.getByRole('table', { name: 'Nutrition declaration per 100 g' })).toBeInTheDocument();
    expect(rows()).toEqual([
      ['Typical values', 'Per 100 g'],
      ['Energy', '1,987 kJ / 475 kcal'],
      ['Fat', '24.0 g'],
      ['of which saturates', '1.9 g'],
      ['Carbohydrate', '55.0 g'],
      ['of which sugars', '50.0 g'],
      ['Protein', '10.5 g'],
      ['Salt', '0.1 g'],
    ]);
  });

  it('says so when a food needs no nutrition declaration, and "none" without allergens', async () => {
    await show('fr', { ...info, allergens: [], traces: [], nutrition: null });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/Déclaration nutritionnelle non obligatoire/)).toBeInTheDocument();
    expect(term('Allergènes :')).toBe('aucun');
  });
});

describe('formatNumber', () => {
  it.each([
    [1987, 0],
    [1234567, 0],
    [17.5, 1],
    [0.05, 1],
    [1939.25, 1],
    [0, 1],
  ])('writes %p with %p decimals as Intl does in fr-FR and en-GB', (value, decimals) => {
    for (const [lang, locale] of [
      ['fr', 'fr-FR'],
      ['en', 'en-GB'],
    ] as const) {
      const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
      expect(formatNumber(value, lang, decimals)).toBe(intl);
    }
  });
});

describe('FoodSection', () => {
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('shows its heading at once and downloads its body when it comes into view', async () => {
    let seen: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: typeof seen) {
        seen = callback;
      }
      observe() {}
      disconnect() {}
    };
    await initTestI18n('fr');
    render(<FoodSection info={info} lang="fr" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Informations sur le produit' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    act(() => seen([{ isIntersecting: false }]));
    expect(screen.queryByRole('table')).toBeNull();
    act(() => seen([{ isIntersecting: true }]));
    expect(await screen.findByRole('table', { name: 'Déclaration nutritionnelle pour 100 g' })).toBeInTheDocument();
  });
});
