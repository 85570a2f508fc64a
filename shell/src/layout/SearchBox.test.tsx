import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../test/renderShell';
import { SearchBox } from './SearchBox';

describe('SearchBox', () => {
  it('shows the placeholder of SPEC §2 and the button label', () => {
    renderShell(<SearchBox />);
    expect(screen.getByPlaceholderText('Nougat noir, coffret cadeau, etc…')).toHaveAttribute('name', 'search');
    expect(screen.getByRole('button', { name: 'Je recherche' })).toBeInTheDocument();
  });

  it('goes to the shop with the query when Enter is pressed', async () => {
    renderShell(<SearchBox />, { route: '/la-nougaterie' });
    await userEvent.type(screen.getByRole('searchbox'), 'nougat noir{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/boutique?search=nougat+noir');
  });

  it('goes to the shop with the query when the button is pressed', async () => {
    renderShell(<SearchBox />);
    await userEvent.type(screen.getByRole('searchbox'), '  coffret cadeau ');
    await userEvent.click(screen.getByRole('button', { name: 'Je recherche' }));
    expect(new URLSearchParams(screen.getByTestId('location').textContent.split('?')[1]).get('search')).toBe('coffret cadeau');
  });

  it('goes to the whole shop for an empty query', () => {
    renderShell(<SearchBox />, { route: '/infos-pratiques' });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/boutique$/);
  });

  it("takes over what the visitor typed into the prerendered frame's box, and the focus", () => {
    // index.html's frame, as the app's first render finds it (tooling/frame-prerender.cjs).
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = '<div data-frame="fr"><form role="search"><input name="search" aria-label="frame"></form></div>';
    document.body.append(root);
    const typed = root.querySelector('input')!;
    typed.value = 'calissons';
    typed.focus();
    renderShell(<SearchBox />);
    root.remove();
    const box = screen.getByRole('searchbox');
    expect(box).toHaveValue('calissons');
    expect(box).toHaveFocus();
  });

  it('searches the shop without script too (the form names where the query goes)', () => {
    renderShell(<SearchBox />);
    expect(screen.getByRole('search')).toHaveAttribute('action', '/boutique');
  });
});
