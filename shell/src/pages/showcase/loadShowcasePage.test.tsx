import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '../../i18n/setup';
import { CONTACT_NS, SHOWCASE_NS, pageNs } from '../../i18n/texts';
import { loadShowcasePage } from './loadShowcasePage';

// No test helper of @nougaterie/ui here: they download every registered text up front, and these
// tests look at what opening a page downloads.

const holds = (lang: string, ns: string) => i18next.hasResourceBundle(lang, ns);

describe('loadShowcasePage', () => {
  beforeAll(() => initI18n('fr'));

  it('brings the page’s texts with its code, in the current language only', async () => {
    expect(holds('fr', pageNs('history'))).toBe(false);
    const { default: Page } = await loadShowcasePage('history');
    expect(holds('fr', pageNs('history'))).toBe(true);
    expect(holds('fr', SHOWCASE_NS)).toBe(true);
    expect(holds('en', pageNs('history'))).toBe(false);
    expect(holds('fr', pageNs('store'))).toBe(false);

    render(
      <MemoryRouter initialEntries={['/la-nougaterie']}>
        <Page />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'La nougaterie' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sur cette page' })).toBeInTheDocument();
  });

  it('brings the forms’ texts only with a page that holds a form', async () => {
    await loadShowcasePage('legal-mentions');
    expect(holds('fr', CONTACT_NS)).toBe(false);
    await loadShowcasePage('contact');
    expect(holds('fr', CONTACT_NS)).toBe(true);
    expect(holds('en', CONTACT_NS)).toBe(false);
  });
});
