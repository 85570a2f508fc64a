import { screen, within } from '@testing-library/react';
import { setupUser } from '@nougaterie/ui/testing';
import { aStaffMember, anOwner, fakeAdminApi } from '../test/fakeAdmin.js';
import { renderStaff } from '../test/renderStaff.js';

const user = setupUser();
const pending = () => new Promise(() => undefined);

describe('the back-office frame', () => {
  it('draws its own skip link, banner, menu and main landmark, with the owner’s pages for an owner', async () => {
    renderStaff('/gestion', { api: fakeAdminApi({ dashboard: pending }), member: anOwner() });
    expect(await screen.findByRole('link', { name: 'Aller au contenu principal' })).toHaveAttribute('href', '#gestion-main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'gestion-main');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const nav = screen.getByRole('navigation', { name: 'Gestion' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Tableau de bord',
      'Commandes',
      'Catalogue',
      'Catégories',
      'Stock',
      'Clients',
      'Codes promo',
      'Visites',
      'Messages',
      'Équipe',
      'Journal',
      'Réglages',
    ]);
    expect(within(nav).getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows staff neither the owner’s links nor their pages', async () => {
    renderStaff('/gestion/equipe', { api: fakeAdminApi(), member: aStaffMember() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Réservé aux responsables' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const links = within(screen.getByRole('navigation', { name: 'Gestion' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Tableau de bord',
      'Commandes',
      'Catalogue',
      'Catégories',
      'Stock',
      'Clients',
      'Codes promo',
      'Visites',
      'Messages',
    ]);
  });

  it('folds the menu again once a link is followed, and switches the language through the store', async () => {
    const { setLang } = renderStaff('/gestion', { api: fakeAdminApi({ dashboard: pending, stock: pending }), member: anOwner() });
    const menu = await screen.findByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.click(screen.getByRole('link', { name: 'Stock' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('location')).toHaveTextContent('/gestion/stock');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(setLang).toHaveBeenCalledWith('en');
  });

  it('titles the tab after the page and keeps search engines away', async () => {
    renderStaff('/gestion/nulle-part', { api: fakeAdminApi(), member: anOwner() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cette page de la gestion n’existe pas.' })).toBeInTheDocument();
    expect(document.title).toBe('Cette page de la gestion n’existe pas. · Gestion de la nougaterie');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});
