import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@nougaterie/ui/testing';
import { aStockItem, anOwner, fakeAdminApi, refused } from '../test/fakeAdmin.js';
import { renderStaff } from '../test/renderStaff.js';

const user = setupUser();
const PRODUCTS = [aStockItem(), aStockItem({ id: 9, slug: 'calissons', name: 'Calissons', stock: 2, low_stock_threshold: 5, price: 14 })];

describe('/gestion/stock', () => {
  it('edits a stock and its threshold in place, and saves them together', async () => {
    const api = fakeAdminApi({
      stock: async () => ({ products: PRODUCTS }),
      updateStock: async () => aStockItem({ id: 9, slug: 'calissons', name: 'Calissons', stock: 30, low_stock_threshold: 5, price: 14 }),
    });
    renderStaff('/gestion/stock', { api, member: anOwner() });
    const row = (await screen.findByRole('rowheader', { name: /Calissons/ })).closest('tr')!;
    expect(row).toHaveTextContent('Stock bas');
    const save = within(row).getByRole('button', { name: 'Enregistrer' });
    expect(save).toBeDisabled();
    const stock = within(row).getByLabelText('En stock — Calissons');
    await user.clear(stock);
    await user.type(stock, '30');
    await user.click(save);
    expect(api.updateStock).toHaveBeenCalledWith(9, { stock: 30, low_stock_threshold: 5 });
    expect(await within(row).findByText('Enregistré.')).toBeInTheDocument();
    expect(row).not.toHaveTextContent('Stock bas');
    expect(within(row).getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  });

  it('refuses what is not a whole number, and shows a refusal of the api', async () => {
    const api = fakeAdminApi({
      stock: async () => ({ products: PRODUCTS }),
      updateStock: () => Promise.reject(refused(400, 'Le stock doit être un nombre entier positif.')),
    });
    renderStaff('/gestion/stock', { api, member: anOwner() });
    const row = (await screen.findByRole('rowheader', { name: /Nougat noir croquant/ })).closest('tr')!;
    const threshold = within(row).getByLabelText('Seuil d’alerte — Nougat noir croquant');
    await user.clear(threshold);
    expect(within(row).getByText('Saisissez des nombres entiers, 0 ou plus.')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await user.type(threshold, '8');
    await user.click(within(row).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(row).findByText('Le stock doit être un nombre entier positif.')).toBeInTheDocument();
  });

  it('keeps only the products below their threshold, from the address', async () => {
    const api = fakeAdminApi({ stock: async () => ({ products: [PRODUCTS[1]] }) });
    renderStaff('/gestion/stock', { api, member: anOwner() });
    await user.click(await screen.findByLabelText('Seulement sous le seuil d’alerte'));
    await user.click(screen.getByRole('button', { name: 'Afficher' }));
    await waitFor(() => expect(api.stock).toHaveBeenLastCalledWith({ low: '1' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/gestion/stock?low=1');
  });
});
