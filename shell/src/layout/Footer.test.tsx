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
});
