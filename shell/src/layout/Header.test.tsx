import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeServices, renderShell } from '../test/renderShell';
import { Header } from './Header';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('Header', () => {
  afterEach(() => scrollTo(0));

  it('stays in the flow up to 500 px of scroll and sticks beyond', () => {
    renderShell(<Header />);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-sticky', 'false');
    scrollTo(500);
    expect(header).toHaveAttribute('data-sticky', 'false');
    scrollTo(501);
    expect(header).toHaveAttribute('data-sticky', 'true');
    expect(getComputedStyle(header).position).toBe('fixed');
    scrollTo(120);
    expect(header).toHaveAttribute('data-sticky', 'false');
  });

  it('opens the basket through the bus and shows the item count', async () => {
    const services = makeServices();
    const opened = jest.fn();
    services.bus.on('checkout:basket-open').subscribe(opened);
    renderShell(<Header />, { services });
    expect(screen.getByTestId('basket-count')).toHaveTextContent('0');
    await userEvent.click(screen.getByTestId('basket-button'));
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('offers login to a visitor', () => {
    renderShell(<Header />);
    expect(screen.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/sign/login');
    expect(screen.getByRole('link', { name: 'Espace pro' })).toHaveAttribute('href', '/espace-pro');
  });

  it('folds the main menu behind an accessible burger', async () => {
    renderShell(<Header />);
    const burger = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    await userEvent.click(burger);
    expect(document.getElementById(burger.getAttribute('aria-controls')!)).toContainElement(
      screen.getByRole('navigation', { name: 'Menu principal' }),
    );
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(burger).toHaveAccessibleName('Fermer le menu');
  });
});
