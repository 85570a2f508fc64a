import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteLoader } from '../federation/loader';
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

  it('sticks on a page opened already scrolled, reading the scroll position in the next frame, not at mount', () => {
    const scrollY = jest.fn(() => 800);
    Object.defineProperty(window, 'scrollY', { get: scrollY, configurable: true });
    jest.useFakeTimers();
    try {
      renderShell(<Header />);
      // Read at mount, it would force the page's layout right after the app's first commit.
      expect(scrollY).not.toHaveBeenCalled();
      expect(screen.getByRole('banner')).toHaveAttribute('data-sticky', 'false');
      act(() => jest.advanceTimersByTime(20));
      expect(scrollY).toHaveBeenCalled();
      expect(screen.getByRole('banner')).toHaveAttribute('data-sticky', 'true');
    } finally {
      jest.useRealTimers();
    }
  });

  it('reads its own height only when it sticks, and keeps that height in the flow', () => {
    const read = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(118);
    try {
      renderShell(<Header />);
      // Not at start-up: that would force a layout of the whole page in the app's first commit.
      expect(read).not.toHaveBeenCalled();
      const header = screen.getByRole('banner');
      expect(header.parentElement).not.toHaveAttribute('style');
      scrollTo(501);
      expect(read).toHaveBeenCalled();
      expect(header.parentElement).toHaveStyle({ height: '118px' });
    } finally {
      read.mockRestore();
    }
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

  it('starts loading the basket panel when the pointer or the focus reaches the basket button, not before', () => {
    const load = jest.fn(() => new Promise(() => undefined));
    const loader = { load, peek: () => undefined } as unknown as RemoteLoader;
    renderShell(<Header />, { services: makeServices({ loader }) });
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByTestId('basket-button'));
    expect(load).toHaveBeenCalledWith('checkout', 'BasketModal');
    load.mockClear();
    act(() => screen.getByTestId('basket-button').focus());
    expect(load).toHaveBeenCalledWith('checkout', 'BasketModal');
  });

  it('does not load the basket panel again once it is loaded', () => {
    const load = jest.fn();
    const loader = { load, peek: (remote: string, module: string) => (`${remote}/${module}` === 'checkout/BasketModal' ? {} : undefined) };
    renderShell(<Header />, { services: makeServices({ loader: loader as unknown as RemoteLoader }) });
    fireEvent.pointerEnter(screen.getByTestId('basket-button'));
    expect(load).not.toHaveBeenCalled();
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
    expect(document.getElementById(burger.getAttribute('aria-controls')!)).toContainElement(screen.getByRole('navigation', { name: 'Menu principal' }));
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(burger).toHaveAccessibleName('Fermer le menu');
  });
});
