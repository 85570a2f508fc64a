import { screen, within } from '@testing-library/react';
import { setupUser } from '@nougaterie/ui/testing';
import type { AdminFoodInfo, FoodInfoForm } from '@nougaterie/contracts/admin';
import { aProductDetail, aStaffMember, fakeAdminApi, refused } from '../test/fakeAdmin.js';
import { renderStaff, screenWidth } from '../test/renderStaff.js';

const user = setupUser();

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const nougat: FoodInfoForm = {
  ingredients_fr: '{nuts:Amandes} 30 %, miel de lavande 25 %, sucre, {eggs:blanc d’œuf}',
  ingredients_en: '{nuts:Almonds} 30%, lavender honey 25%, sugar, {eggs:egg white}',
  allergens: ['eggs', 'nuts'],
  traces: ['milk'],
  net_quantity_g: 100,
  storage_fr: 'Au sec.',
  storage_en: 'Keep dry.',
  best_before_fr: 'Six mois.',
  best_before_en: 'Six months.',
  nutrition: { energy_kj: 1849, energy_kcal: 442, fat: 17.6, saturates: 1.6, carbohydrate: 59.8, sugars: 52.1, protein: 9.9, salt: 0.1 },
};
const answer = (food_info: FoodInfoForm | null): AdminFoodInfo => ({ food_info });
const panel = async () => within(await screen.findByRole('region', { name: 'Informations alimentaires' }));

describe('/gestion/produits/:id, its food information', () => {
  beforeEach(() => screenWidth(false));

  it('shows the ingredients with the allergens in bold, refuses an allergen marked but not ticked, then saves', async () => {
    const api = fakeAdminApi({
      product: async () => aProductDetail(),
      productPhotos: async () => ({ photos: [] }),
      foodInfo: async () => answer(nougat),
      updateFoodInfo: async (_id: number, form: FoodInfoForm) => answer(form),
    });
    renderStaff('/gestion/produits/7', { api, member: aStaffMember() });
    const food = await panel();
    const fr = await food.findByLabelText('Ingrédients en français');
    expect(fr).toHaveValue(nougat.ingredients_fr);
    expect(food.getAllByText('Amandes')[0].tagName).toBe('STRONG');
    expect(within(food.getByRole('group', { name: 'Allergènes contenus' })).getByRole('checkbox', { name: /fruits à coque/ })).toBeChecked();
    expect(food.getByLabelText('Matières grasses (g)')).toHaveValue('17,6');

    // Butter marked in French only, milk not ticked: two refusals, nothing sent.
    await user.type(fr, ', {{milk:beurre}');
    await user.click(food.getByRole('button', { name: 'Enregistrer les informations alimentaires' }));
    expect(await food.findByText('Cette liste signale lait, absent des allergènes cochés : cochez-le ou retirez la marque.')).toBeInTheDocument();
    expect(api.updateFoodInfo).not.toHaveBeenCalled();

    // Ticked: milk must leave the traces and be marked in English too.
    const allergens = within(food.getByRole('group', { name: 'Allergènes contenus' }));
    await user.click(allergens.getByRole('checkbox', { name: /^lait/ }));
    await user.click(food.getByRole('button', { name: 'Enregistrer les informations alimentaires' }));
    expect(await food.findByText('lait : un allergène contenu n’est pas aussi une trace éventuelle.')).toBeInTheDocument();
    expect(food.getByText('Le produit contient : lait. Signalez-le dans cette liste, par exemple {nuts:amandes}.')).toBeInTheDocument();
    const traces = within(food.getByRole('group', { name: 'Peut contenir des traces de' }));
    await user.click(traces.getByRole('checkbox', { name: /^lait/ }));
    await user.type(food.getByLabelText('Ingrédients en anglais'), ', {{milk:butter}');
    const salt = food.getByLabelText('Sel (g)');
    await user.clear(salt);
    await user.type(salt, '0,3');
    await user.click(food.getByRole('button', { name: 'Enregistrer les informations alimentaires' }));

    expect(await food.findByText('Informations alimentaires enregistrées : la page du produit les montre déjà.')).toBeInTheDocument();
    expect(api.updateFoodInfo).toHaveBeenCalledWith(7, {
      ...nougat,
      ingredients_fr: `${nougat.ingredients_fr}, {milk:beurre}`,
      ingredients_en: `${nougat.ingredients_en}, {milk:butter}`,
      allergens: ['eggs', 'nuts', 'milk'],
      traces: [],
      nutrition: { ...nougat.nutrition, salt: 0.3 },
    });
  });

  it('adds food information to a product without any; an exempt one sends no nutrition', async () => {
    const api = fakeAdminApi({
      product: async () => aProductDetail(),
      productPhotos: async () => ({ photos: [] }),
      foodInfo: async () => answer(null),
      updateFoodInfo: async (_id: number, form: FoodInfoForm) => answer(form),
    });
    renderStaff('/gestion/produits/7', { api, member: aStaffMember() });
    const food = await panel();
    expect(await food.findByText(/Pas d’informations alimentaires/)).toBeInTheDocument();
    await user.click(food.getByRole('button', { name: 'Ajouter les informations alimentaires' }));
    await user.type(food.getByLabelText('Ingrédients en français'), 'Verveine citronnée');
    await user.type(food.getByLabelText('Ingrédients en anglais'), 'Lemon verbena');
    await user.type(food.getByLabelText('Quantité nette en grammes'), '0');
    await user.type(food.getByLabelText('Conservation en français'), 'Au sec.');
    await user.type(food.getByLabelText('Conservation en anglais'), 'Keep dry.');
    await user.type(food.getByLabelText('Durabilité en français'), 'Deux ans.');
    await user.type(food.getByLabelText('Durabilité en anglais'), 'Two years.');
    await user.click(food.getByRole('checkbox', { name: /Non obligatoire pour ce produit/ }));
    expect(food.queryByLabelText('Énergie (kJ)')).not.toBeInTheDocument();
    await user.click(food.getByRole('button', { name: 'Enregistrer les informations alimentaires' }));
    expect(await food.findByText('Un nombre entier de grammes, de 1 à 25 000.')).toBeInTheDocument();
    expect(food.getByLabelText('Quantité nette en grammes')).toHaveFocus();
    await user.clear(food.getByLabelText('Quantité nette en grammes'));
    await user.type(food.getByLabelText('Quantité nette en grammes'), '50');
    await user.click(food.getByRole('button', { name: 'Enregistrer les informations alimentaires' }));
    expect(await food.findByText(/Informations alimentaires enregistrées/)).toBeInTheDocument();
    expect(api.updateFoodInfo).toHaveBeenCalledWith(
      7,
      expect.objectContaining({ ingredients_en: 'Lemon verbena', net_quantity_g: 50, allergens: [], nutrition: null }),
    );
  });

  it("shows the api's refusal above the form, the typed values kept", async () => {
    const api = fakeAdminApi({
      product: async () => aProductDetail(),
      productPhotos: async () => ({ photos: [] }),
      foodInfo: async () => answer(nougat),
      updateFoodInfo: async () => {
        throw refused(422, 'Renseignez la conservation en anglais.', 'FOOD_INFO_INVALID');
      },
    });
    renderStaff('/gestion/produits/7', { api, member: aStaffMember() });
    const food = await panel();
    await user.clear(await food.findByLabelText('Durabilité en français'));
    await user.type(food.getByLabelText('Durabilité en français'), 'Trois mois.');
    await user.click(food.getByRole('button', { name: 'Enregistrer les informations alimentaires' }));
    expect(await food.findByText('Renseignez la conservation en anglais.')).toBeInTheDocument();
    expect(food.getByLabelText('Durabilité en français')).toHaveValue('Trois mois.');
  });

  it('takes the food information away from what is not food, once confirmed', async () => {
    const api = fakeAdminApi({
      product: async () => aProductDetail(),
      productPhotos: async () => ({ photos: [] }),
      foodInfo: async () => answer(nougat),
      deleteFoodInfo: async () => answer(null),
    });
    renderStaff('/gestion/produits/7', { api, member: aStaffMember() });
    const food = await panel();
    await user.click(await food.findByRole('button', { name: 'Ce produit n’est pas un aliment…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirer les informations alimentaires ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Oui, ce n’est pas un aliment' }));
    expect(await food.findByText('Informations alimentaires retirées.')).toBeInTheDocument();
    expect(api.deleteFoodInfo).toHaveBeenCalledWith(7);
    expect(food.getByRole('button', { name: 'Ajouter les informations alimentaires' })).toBeInTheDocument();
  });

  it('reads in English too', async () => {
    const api = fakeAdminApi({
      product: async () => aProductDetail(),
      productPhotos: async () => ({ photos: [] }),
      foodInfo: async () => answer(nougat),
    });
    renderStaff('/gestion/produits/7', { api, member: aStaffMember(), lang: 'en' });
    const food = within(await screen.findByRole('region', { name: 'Food information' }));
    expect(await food.findByLabelText('Ingredients in English')).toHaveValue(nougat.ingredients_en);
    expect(within(food.getByRole('group', { name: 'Allergens it holds' })).getByRole('checkbox', { name: /^eggs/ })).toBeChecked();
    expect(within(food.getByRole('group', { name: 'May contain traces of' })).getByRole('checkbox', { name: /^milk/ })).toBeChecked();
  });
});
