import { BUILD_SHOP_INFO, setShopInfo } from '@nougaterie/contracts';
import { addDays, parisDay } from '@nougaterie/contracts/rules';
import { act, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { Profiler } from 'react';
import { renderShell } from '../test/renderShell';
import { resetFirstPaint } from './afterFirstPaint';
import { Footer } from './Footer';

describe('Footer', () => {
  beforeEach(() => resetFirstPaint());

  it('is left out of the first render, which puts the page on screen, and follows right after it', () => {
    const footerAtCommit: boolean[] = [];
    renderShell(
      <Profiler id="footer" onRender={() => footerAtCommit.push(document.querySelector('footer') !== null)}>
        <Footer />
      </Profiler>,
    );
    expect(footerAtCommit[0]).toBe(false);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gestion des cookies' })).toBeInTheDocument();
  });

  it('renders at once in a layout mounted once the page is on screen', () => {
    renderShell(<Footer />).unmount();
    const footerAtCommit: boolean[] = [];
    renderShell(
      <Profiler id="footer" onRender={() => footerAtCommit.push(document.querySelector('footer') !== null)}>
        <Footer />
      </Profiler>,
    );
    expect(footerAtCommit).toEqual([true]);
  });

  it("writes the phone line each language's way: a French space before the colon, none in English", async () => {
    renderShell(<Footer />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/Téléphone\s: 04/);
    await act(() => i18next.changeLanguage('en'));
    await waitFor(() => expect(screen.getByRole('contentinfo')).toHaveTextContent(/Phone: 04/));
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent('Phone :');
    await act(() => i18next.changeLanguage('fr'));
  });

  it("shows the shop's stored identity and its closing days ahead, and follows a change", async () => {
    renderShell(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(BUILD_SHOP_INFO.firm.phoneDisplay);
    expect(screen.queryByTestId('footer-closures')).toBeNull();
    const day = addDays(parisDay(), 3);
    act(() =>
      setShopInfo({
        firm: { ...BUILD_SHOP_INFO.firm, phoneDisplay: '04 90 11 22 33', phone: '+33490112233', street: '3 rue des Amandiers' },
        hours: {
          ...BUILD_SHOP_INFO.hours,
          closures: [
            { from: day, to: day, reason: { fr: 'Inventaire', en: 'Stocktaking' } },
            { from: '2001-01-01', to: '2001-01-02', reason: { fr: 'Passé', en: 'Past' } },
          ],
        },
      }),
    );
    try {
      expect(footer).toHaveTextContent('04 90 11 22 33');
      expect(footer).toHaveTextContent('3 rue des Amandiers');
      expect(screen.getByRole('link', { name: '04 90 11 22 33' })).toHaveAttribute('href', 'tel:+33490112233');
      // Only what is ahead: a closure gone by is not shown.
      expect(await screen.findByTestId('footer-closures')).toHaveTextContent(/^Fermé le \d+ \S+ \(Inventaire\)$/);
    } finally {
      act(() => setShopInfo(BUILD_SHOP_INFO));
    }
  });
});
