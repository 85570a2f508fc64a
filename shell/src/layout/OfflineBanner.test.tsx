import { act, screen } from '@testing-library/react';
import { renderShell } from '../test/renderShell';
import { OfflineBanner } from './OfflineBanner';

function goOffline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('OfflineBanner', () => {
  afterEach(() => goOffline(true));

  it('says the connection dropped while it is down, and goes away when it is back', () => {
    renderShell(<OfflineBanner />);
    const text = 'Vous êtes hors ligne : vérifiez votre connexion. Votre panier est conservé.';
    expect(screen.queryByText(text)).toBeNull();
    goOffline(false);
    // Inside a live region that was there before: screen readers announce it.
    expect(screen.getByText(text).parentElement).toHaveAttribute('role', 'status');
    goOffline(true);
    expect(screen.queryByText(text)).toBeNull();
  });
});
