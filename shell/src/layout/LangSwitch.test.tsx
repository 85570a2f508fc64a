import { LANG_STORAGE_KEY } from '@nougaterie/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useLanguageSync } from '../i18n/useLanguageSync';
import { makeServices, renderShell } from '../test/renderShell';
import { LangSwitch } from './LangSwitch';
import { SearchBox } from './SearchBox';

function Harness() {
  useLanguageSync();
  return (
    <>
      <LangSwitch />
      <SearchBox />
    </>
  );
}

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = 'fr';
});

describe('language switch', () => {
  it('switches texts and <html lang> to English and back', async () => {
    renderShell(<Harness />);
    await userEvent.click(screen.getByTestId('lang-en'));
    expect(document.documentElement.lang).toBe('en');
    expect(await screen.findByPlaceholderText('Black nougat, gift box, etc…')).toBeInTheDocument();
    expect(screen.getByTestId('lang-en')).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByTestId('lang-fr'));
    expect(document.documentElement.lang).toBe('fr');
    expect(await screen.findByRole('button', { name: 'Je recherche' })).toBeInTheDocument();
  });

  it('persists the choice and reads it back on the next visit', async () => {
    const first = renderShell(<Harness />);
    await userEvent.click(screen.getByTestId('lang-en'));
    expect(window.localStorage.getItem(LANG_STORAGE_KEY)).toBe('en');
    first.unmount();

    const next = makeServices();
    expect(next.store.get().lang).toBe('en');
    renderShell(<Harness />, { services: next });
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('logs a console error and changes nothing for an unknown language', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { services } = renderShell(<Harness />);
    act(() => services.store.setLang('de'));
    expect(error).toHaveBeenCalled();
    expect(services.store.get().lang).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18next.language).toBe('fr');
    expect(window.localStorage.getItem(LANG_STORAGE_KEY)).not.toBe('de');
    error.mockRestore();
  });
});
