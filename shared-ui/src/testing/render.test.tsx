import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { Link } from 'react-router-dom';
import { createFakeContext, makeUser, renderPage, setupUser } from './index.js';

describe('the shared test helpers', () => {
  it('render a page under its route, with i18next started, and show where a link leads', async () => {
    const { ctx } = createFakeContext({ store: { user: makeUser({ firstname: 'Lucie' }) } });
    renderPage(({ ctx: props }) => <Link to="/next?a=1#b">{props.store.get().user?.firstname}</Link>, ctx, {
      path: '/page/:id',
      url: '/page/7',
    });
    expect(i18next.isInitialized).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('/page/7');
    await setupUser().click(screen.getByRole('link', { name: 'Lucie' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/next?a=1#b');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('let a test replace a store action and keep the others', async () => {
    const logout = jest.fn().mockResolvedValue(undefined);
    const { store } = createFakeContext({ store: { user: makeUser(), actions: { logout } } });
    await store.logout();
    expect(logout).toHaveBeenCalled();
    expect(store.get().user).toEqual(makeUser());
    await expect(store.loginWithToken('tok', makeUser({ id: 1 }))).resolves.toEqual(makeUser({ id: 1 }));
    expect(store.get().user?.id).toBe(1);
  });
});
