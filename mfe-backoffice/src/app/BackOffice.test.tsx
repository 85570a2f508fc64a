import { screen } from '@testing-library/react';
import { createFakeContext, renderPage, setupUser } from '@nougaterie/ui/testing';
import { BackOffice } from './BackOffice.js';

const user = setupUser();

describe('the back office under /gestion/*', () => {
  it('draws its own frame: skip link, banner with the language switch, main landmark', async () => {
    const { ctx, store } = createFakeContext();
    const setLang = jest.spyOn(store, 'setLang');
    renderPage(BackOffice, ctx, { path: '/gestion/*', url: '/gestion' });
    expect(await screen.findByRole('link', { name: 'Aller au contenu principal' })).toHaveAttribute('href', '#gestion-main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'gestion-main');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(setLang).toHaveBeenCalledWith('en');
  });

  it('routes the rest of the path itself, relative to /gestion', async () => {
    const { ctx } = createFakeContext({ lang: 'en' });
    renderPage(BackOffice, ctx, { path: '/gestion/*', url: '/gestion/nulle-part' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This back-office page does not exist.' })).toBeInTheDocument();
  });
});
