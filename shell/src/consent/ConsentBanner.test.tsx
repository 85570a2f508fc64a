import { CONSENT_VERSION, type ConsentChoice } from '@nougaterie/contracts';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import userEvent from '@testing-library/user-event';
import { Footer } from '../layout/Footer';
import { makeServices, renderShell } from '../test/renderShell';
import { ConsentBanner } from './ConsentBanner';
import { CONSENT_STORAGE_KEY, createConsentStore } from './consentStore';
import { ConsentSettings } from './ConsentSettings';

const stored = () => JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as ConsentChoice | null;

function setup() {
  const services = makeServices();
  renderShell(
    <>
      <ConsentBanner />
      <ConsentSettings />
      <Footer />
    </>,
    { services },
  );
  return { user: userEvent.setup(), services };
}

describe('consent banner', () => {
  beforeEach(() => window.localStorage.clear());

  it('offers refusing exactly like accepting, and remembers a refusal', async () => {
    const { user, services } = setup();
    const banner = screen.getByTestId('consent-banner');
    const refuse = within(banner).getByRole('button', { name: 'Tout refuser' });
    const accept = within(banner).getByRole('button', { name: 'Tout accepter' });
    expect(refuse.className).toBe(accept.className);
    await user.click(refuse);
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    expect(stored()).toMatchObject({ version: CONSENT_VERSION, purposes: { audience: false, marketing: false } });
    expect(services.consent.get()?.purposes.audience).toBe(false);
  });

  it('accepts every purpose at once', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Tout accepter' }));
    expect(stored()?.purposes).toEqual({ audience: true, marketing: true });
  });

  it('lets the visitor choose purpose by purpose, nothing on by default', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Personnaliser' }));
    const dialog = screen.getByRole('dialog', { name: 'Gestion des cookies' });
    const audience = within(dialog).getByRole('switch', { name: "Mesure d'audience" });
    const marketing = within(dialog).getByRole('switch', { name: 'Publicité et réseaux sociaux' });
    expect(audience).not.toBeChecked();
    expect(marketing).not.toBeChecked();
    await user.click(audience);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer mes choix' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()?.purposes).toEqual({ audience: true, marketing: false });
  });

  it('reopens from the footer with the last choice, to change one’s mind', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Tout accepter' }));
    await user.click(screen.getByRole('button', { name: 'Gestion des cookies' }));
    const dialog = screen.getByRole('dialog', { name: 'Gestion des cookies' });
    expect(within(dialog).getByRole('switch', { name: "Mesure d'audience" })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Tout refuser' }));
    expect(stored()?.purposes).toEqual({ audience: false, marketing: false });
  });
});

describe('consent settings', () => {
  beforeEach(() => window.localStorage.clear());

  it('cost nothing while closed: not a text is looked up for them in the first render', () => {
    const t = jest.spyOn(i18next, 't');
    renderShell(<ConsentSettings />);
    expect(t.mock.calls.filter(([key]) => String(key).startsWith('consent.'))).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    t.mockRestore();
  });
});

describe('consent store', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps a choice six months, then asks again', () => {
    const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000);
    createConsentStore(window.localStorage, () => day(0)).decide({ audience: true, marketing: false });
    expect(createConsentStore(window.localStorage, () => day(181)).get()?.purposes.audience).toBe(true);
    expect(createConsentStore(window.localStorage, () => day(183)).get()).toBeNull();
  });

  it('asks again when the consent version changed or the stored value is unreadable', () => {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: 0, date: new Date().toISOString(), purposes: { audience: true, marketing: true } }),
    );
    expect(createConsentStore(window.localStorage).get()).toBeNull();
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(createConsentStore(window.localStorage).get()).toBeNull();
  });
});
