import { BUILD_SHOP_INFO, currentShopInfo, setShopInfo, type VisitsApi } from '@nougaterie/contracts';
import { browserNavigation } from '@nougaterie/ui/payment';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heldBooking } from '../booking/heldBooking.js';
import { TOURS, makeBooking } from '../test/fixtures.js';
import { resetWidgetConfig } from './config.js';
import { TAG, defineNougatVisites } from './element.js';
import { BOOKED_EVENT } from './WidgetApp.js';

const visits: Partial<VisitsApi> = {};
const clients: { baseURL: string }[] = [];

// The widget builds its own api client from the attribute or the deployed configuration.
jest.mock('@nougaterie/contracts', () => {
  const actual = jest.requireActual<typeof import('@nougaterie/contracts')>('@nougaterie/contracts');
  return {
    ...actual,
    createVisitsClient: (options: { baseURL: string }) => {
      clients.push(options);
      return visits;
    },
  };
});

const user = userEvent.setup({ delay: null });
const SCRIPT = 'https://visites.nougaterie.example/widget/visits-widget.js';

function mount(attributes: Record<string, string>) {
  const element = document.createElement(TAG);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  act(() => {
    document.body.append(element);
  });
  const root = element.shadowRoot!;
  return { element, root, view: () => within(root.querySelector<HTMLElement>('.nougat-visites')!) };
}

beforeAll(() => defineNougatVisites(SCRIPT));

afterEach(async () => {
  // Removed elements unmount their React tree in a microtask.
  await act(async () => {
    document.body.innerHTML = '';
    await Promise.resolve();
  });
});

beforeEach(() => {
  sessionStorage.clear();
  clients.length = 0;
  resetWidgetConfig();
  Object.assign(visits, {
    tours: jest.fn().mockResolvedValue({ tours: TOURS }),
    slots: jest.fn().mockResolvedValue({ tour: 'le-parcours-gourmand', from: '2026-12-01', to: '2026-12-31', slots: [] }),
    organiser: jest.fn().mockReturnValue(new Promise(() => undefined)),
  });
  global.fetch = jest
    .fn()
    .mockResolvedValue({ ok: true, json: () => Promise.resolve({ apiUrl: 'https://api.nougaterie.example/', siteUrl: 'https://www.nougaterie.example' }) });
});

describe('<nougat-visites>', () => {
  it('is defined once, however many times the script runs', () => {
    expect(customElements.get(TAG)).toBeDefined();
    expect(() => defineNougatVisites(SCRIPT)).not.toThrow();
  });

  it('renders the tour booking inside its shadow root, with its styles there and not in the page', async () => {
    const before = document.head.querySelectorAll('style').length;
    const { root, view } = mount({ tour: 'le-parcours-gourmand', lang: 'fr', api: 'https://api.partner.example' });
    expect(await view().findByRole('heading', { name: 'Réserver : Le parcours gourmand' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Réserver/ })).toBeNull();
    const css = Array.from(root.querySelectorAll('style[data-styled]'), (style) => style.textContent).join('');
    expect(css).toContain('.nougat-visites{all:initial;');
    // rem lengths would follow the partner's root font size: they are fixed in px.
    expect(css).not.toMatch(/\drem/);
    expect(css).toContain('padding:20px');
    expect(document.head.querySelectorAll('style').length).toBe(before);
    expect(clients).toEqual([expect.objectContaining({ baseURL: 'https://api.partner.example' })]);
  });

  it('follows its lang attribute, whatever the page language', async () => {
    document.documentElement.lang = 'de';
    const { element, view } = mount({ tour: 'le-parcours-gourmand', api: 'https://api.partner.example' });
    expect(await view().findByRole('heading', { name: 'Réserver : Le parcours gourmand' })).toBeInTheDocument();
    act(() => element.setAttribute('lang', 'en'));
    expect(await view().findByText('Continue to payment')).toBeInTheDocument();
    expect(view().getByLabelText('Children under 10')).toBeInTheDocument();
  });

  it('finds the api in the configuration deployed beside the script when not told', async () => {
    const { view } = mount({ lang: 'en' });
    expect(await view().findAllByRole('link', { name: 'Choose this visit' })).toHaveLength(6);
    expect(global.fetch).toHaveBeenCalledWith(new URL('https://visites.nougaterie.example/widget/visits-widget.json'), { credentials: 'omit' });
    expect(clients).toEqual([expect.objectContaining({ baseURL: 'https://api.nougaterie.example' })]);
  });

  it('asks who organises the tours from the api it calls, so that no demonstration firm shows', async () => {
    const firm = {
      ...BUILD_SHOP_INFO.firm,
      name: 'Nougats Reynaud',
      bank: { holder: 'Nougats Reynaud', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' },
    };
    visits.organiser = jest.fn().mockResolvedValue({ firm, hours: BUILD_SHOP_INFO.hours });
    try {
      const { view } = mount({ tour: 'le-parcours-gourmand', lang: 'fr', api: 'https://api.partner.example' });
      expect(await view().findByRole('heading', { name: 'Réserver : Le parcours gourmand' })).toBeInTheDocument();
      await waitFor(() => expect(currentShopInfo().firm.name).toBe('Nougats Reynaud'));
      expect(currentShopInfo().firm.bank.iban).toBe('FR76 3000 6000 0112 3456 7890 189');
      expect(clients).toEqual([expect.objectContaining({ baseURL: 'https://api.partner.example' })]);
    } finally {
      setShopInfo(BUILD_SHOP_INFO);
    }
  });

  it('keeps what it has when the organiser cannot be asked', async () => {
    visits.organiser = jest.fn().mockRejectedValue(new Error('Network Error'));
    const { view } = mount({ tour: 'le-parcours-gourmand', lang: 'fr', api: 'https://api.partner.example' });
    expect(await view().findByRole('heading', { name: 'Réserver : Le parcours gourmand' })).toBeInTheDocument();
    await waitFor(() => expect(visits.organiser).toHaveBeenCalled());
    expect(currentShopInfo()).toBe(BUILD_SHOP_INFO);
  });

  it('says booking is unavailable when there is no api to call', async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false });
    const { view } = mount({ lang: 'fr' });
    expect(await view().findByRole('alert')).toHaveTextContent("La réservation en ligne n'est pas disponible");
  });

  it('tells the page a booking was made, with an event that leaves the shadow root', async () => {
    heldBooking.set({ id: 4, token: 'tok-4' });
    const paid = makeBooking({ status: 'confirmed', payment_method: 'shop' });
    Object.assign(visits, {
      booking: jest.fn().mockResolvedValueOnce(makeBooking()).mockResolvedValue(paid),
      pay: jest.fn().mockResolvedValue({ outcome: 'pay_at_shop', challenge_id: null, msg: '', booking: paid }),
    });
    const received: CustomEvent[] = [];
    document.addEventListener(BOOKED_EVENT, (event) => received.push(event as CustomEvent));
    const { element, view } = mount({ tour: 'le-parcours-gourmand', lang: 'fr', api: 'https://api.partner.example' });

    await user.click(await view().findByRole('radio', { name: 'Sur place, le jour de la visite' }));
    await user.click(view().getByRole('checkbox', { name: /conditions générales de vente/ }));
    // The terms live on the site: the widget opens them there, in a new tab.
    expect(view().getByRole('link', { name: 'lire les conditions' })).toHaveAttribute('target', '_blank');
    await user.click(view().getByRole('button', { name: 'Confirmer la réservation' }));

    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0].target).toBe(element);
    expect(received[0].bubbles && received[0].composed).toBe(true);
    expect(received[0].detail).toEqual({ reference: 'NSD-V-2026-000004', tour: 'le-parcours-gourmand', slot: '2026-12-05T09:00:00.000Z', amount: 4 });
    expect(await view().findByText(/Vous réglerez 4,00\s€ à l'accueil/)).toBeInTheDocument();
  });

  it("leaves the partner's whole page for the provider's page to pay by card, through the tour calls", async () => {
    heldBooking.set({ id: 4, token: 'tok-4' });
    const url = 'https://api.nougaterie.example/api/payment/sandbox/cs_sandbox_4';
    Object.assign(visits, {
      booking: jest.fn().mockResolvedValue(makeBooking()),
      pay: jest.fn(),
      payHosted: jest.fn().mockResolvedValue({ url }),
    });
    const leaveFor = jest.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => undefined);
    const received: Event[] = [];
    document.addEventListener(BOOKED_EVENT, (event) => received.push(event));
    try {
      const { view } = mount({ tour: 'le-parcours-gourmand', lang: 'fr', api: 'https://api.partner.example' });
      expect(await view().findByRole('radio', { name: 'Carte bancaire' })).toBeChecked();
      expect(view().queryByLabelText(/Numéro de carte|Cryptogramme/)).toBeNull();
      await user.click(view().getByRole('checkbox', { name: /conditions générales de vente/ }));
      await user.click(view().getByRole('button', { name: /^Payer 4,00\s€$/ }));
      await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(url));
      expect(visits.payHosted).toHaveBeenCalledWith(4, 'tok-4');
      expect(visits.pay).not.toHaveBeenCalled();
      // Booked only once the provider says paid: the site's return page thanks the visitor.
      expect(received).toHaveLength(0);
    } finally {
      leaveFor.mockRestore();
    }
  });
});
