import type { Order } from '@nougaterie/contracts';
import { screen, within } from '@testing-library/react';
import { createFakeContext, makeItem, makeLine, makeUser, renderPage, setupUser } from '@nougaterie/ui/testing';
import { OrdersPage } from './OrdersPage.js';

const user = setupUser();

function makeOrder(overrides: Partial<Order> = {}): Order {
  const item = makeItem({ id: 7, name: 'Nougat blanc au miel de lavande', prices: { price_base: 12.5, price_to_display: 12.5 } });
  return {
    id: 1,
    reference: 'NSD-2026-000123',
    status: 'shipped',
    created_at: '2026-03-14T10:00:00.000Z',
    payment_method: 'card',
    nb_products: 2,
    amount_products: 25,
    amount_discount: 0,
    amount_points: 0,
    amount_shipping: 6.9,
    amount_total: 31.9,
    earned_points: 2,
    lines: [makeLine(item, 2)],
    discount: null,
    shipping_method: { id: 1, kind: 'home', name: 'Colissimo', price: 6.9 },
    address_shipping_firstname: 'Mireille',
    address_shipping_lastname: 'Arnaud',
    address_shipping_address1: '3 chemin des Amandiers',
    address_shipping_zipcode: '26200',
    address_shipping_city: 'Montélimar',
    address_shipping_country: 'FR',
    ...overrides,
  };
}

function setup(orders: Order[], lang: 'fr' | 'en' = 'fr', userInvoice = jest.fn()) {
  const userOrders = jest.fn().mockResolvedValue({ orders });
  const { ctx } = createFakeContext({ lang, store: { user: makeUser() }, api: { auth: { userOrders, userInvoice } } });
  renderPage(OrdersPage, ctx, { path: '*', url: '/mon-compte/mes-commandes' });
}

describe('/mon-compte/mes-commandes', () => {
  it('lists each order with its reference, date, translated status and total', async () => {
    setup([makeOrder(), makeOrder({ id: 2, reference: 'NSD-2026-000124', status: 'awaiting_payment', amount_total: 12.5 })]);
    const first = await screen.findByRole('region', { name: 'Commande NSD-2026-000123' });
    expect(within(first).getByText('14 mars 2026')).toBeInTheDocument();
    expect(within(first).getByText('Expédiée')).toBeInTheDocument();
    expect(within(first).getByText(/31,90\s€/)).toBeInTheDocument();
    const second = screen.getByRole('region', { name: 'Commande NSD-2026-000124' });
    expect(within(second).getByText('En attente de paiement')).toBeInTheDocument();
  });

  it.each([
    ['awaiting_payment', 'Awaiting payment'],
    ['paid', 'Paid'],
    ['preparing', 'Being prepared'],
    ['shipped', 'Shipped'],
    ['ready_for_pickup', 'Ready for pick-up'],
    ['delivered', 'Delivered'],
    ['cancelled', 'Cancelled'],
  ] as const)('says %s in English', async (status, label) => {
    setup([makeOrder({ status })], 'en');
    expect(await screen.findByText(label)).toBeInTheDocument();
  });

  it('opens the detail: lines, delivery, addresses', async () => {
    setup([makeOrder()]);
    const button = await screen.findByRole('button', { name: 'Voir le détail' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Masquer le détail');
    const detail = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(within(detail).getByText('Nougat blanc au miel de lavande × 2')).toBeInTheDocument();
    expect(within(detail).getByText(/Colissimo · 6,90\s€/)).toBeInTheDocument();
    expect(within(detail).getByText('2 points de fidélité gagnés')).toBeInTheDocument();
    expect(within(detail).getByRole('heading', { name: 'Adresse de livraison' })).toBeInTheDocument();
    expect(within(detail).getByText('26200 Montélimar')).toBeInTheDocument();
    expect(within(detail).getByText('France')).toBeInTheDocument();
    await user.click(button);
    expect(screen.queryByText('Nougat blanc au miel de lavande × 2')).not.toBeInTheDocument();
  });

  it("shows a shipped parcel's carrier, number and tracking link next to its status", async () => {
    const url = 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901';
    setup([
      makeOrder({ tracking: { carrier: 'colissimo', number: '6A12345678901', url } }),
      makeOrder({ id: 2, reference: 'NSD-2026-000124', tracking: { carrier: 'other', number: 'TR 42', url: null } }),
      makeOrder({ id: 3, reference: 'NSD-2026-000125', status: 'paid', tracking: null }),
    ]);
    const shipped = await screen.findByRole('region', { name: 'Commande NSD-2026-000123' });
    expect(within(shipped).getByText('Expédiée')).toBeInTheDocument();
    expect(within(shipped).getByText('Suivi du colis')).toBeInTheDocument();
    expect(within(shipped).getByText('6A12345678901')).toBeInTheDocument();
    expect(within(shipped).getByText(/^Colissimo ·/)).toBeInTheDocument();
    expect(within(shipped).getByRole('link', { name: 'Suivre le colis' })).toHaveAttribute('href', url);
    const other = screen.getByRole('region', { name: 'Commande NSD-2026-000124' });
    expect(within(other).getByText(/^Transporteur ·/)).toBeInTheDocument();
    expect(within(other).queryByRole('link')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Commande NSD-2026-000125' })).queryByText('Suivi du colis')).not.toBeInTheDocument();
  });

  it('says the tracking in English', async () => {
    setup(
      [makeOrder({ tracking: { carrier: 'mondial_relay', number: '12345678', url: 'https://www.mondialrelay.fr/suivi-de-colis/?NumeroExpedition=12345678' } })],
      'en',
    );
    expect(await screen.findByText('Parcel tracking')).toBeInTheDocument();
    expect(screen.getByText(/^Mondial Relay ·/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track the parcel' })).toBeInTheDocument();
  });

  it('says the VAT the total holds per rate, as the order kept it, in French and English', async () => {
    // 25 € of nougat at 20 % and 6.90 € of delivery that follows it: 31.90 € hold 5.32 € of VAT.
    const vat = [{ rate: 20, amount_incl_vat: 31.9, vat: 5.32, amount_excl_vat: 26.58 }];
    setup([makeOrder({ vat })]);
    await user.click(await screen.findByRole('button', { name: 'Voir le détail' }));
    expect(screen.getByRole('list', { name: 'TVA par taux' })).toHaveTextContent(/^dont TVA 20\s%\s: 5,32\s€$/);
  });

  it('says it in English too, and nothing for an older answer without it', async () => {
    const vat = [
      { rate: 5.5, amount_incl_vat: 8.9, vat: 0.46, amount_excl_vat: 8.44 },
      { rate: 20, amount_incl_vat: 23, vat: 3.83, amount_excl_vat: 19.17 },
    ];
    setup([makeOrder({ vat }), makeOrder({ id: 2, reference: 'NSD-2026-000124' })], 'en');
    const [withVat, without] = await screen.findAllByRole('button', { name: 'Show details' });
    await user.click(withVat);
    expect([...screen.getByRole('list', { name: 'VAT per rate' }).querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'incl. VAT 5.5%: €0.46',
      'incl. VAT 20%: €3.83',
    ]);
    await user.click(withVat);
    await user.click(without);
    expect(screen.queryByRole('list', { name: 'VAT per rate' })).not.toBeInTheDocument();
  });

  describe('invoices', () => {
    const documents = [
      { number: 'F-2026-000012', kind: 'invoice' as const, issued_at: '2026-03-14T10:05:00.000Z', amount_total: 31.9 },
      { number: 'A-2026-000003', kind: 'credit_note' as const, issued_at: '2026-03-20T09:00:00.000Z', amount_total: 12.5 },
    ];
    const createObjectURL = jest.fn(() => 'blob:invoice');
    beforeEach(() => {
      createObjectURL.mockClear();
      Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    });

    it('saves the invoice and credit note PDFs fetched with the session', async () => {
      const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
      const userInvoice = jest.fn().mockResolvedValue(pdf);
      const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      setup([makeOrder({ documents })], 'fr', userInvoice);
      await user.click(await screen.findByRole('button', { name: 'Voir le détail' }));
      const list = screen.getByRole('list', { name: 'Factures et avoirs' });
      await user.click(within(list).getByRole('button', { name: 'Facture (PDF)' }));
      expect(userInvoice).toHaveBeenCalledWith('F-2026-000012');
      expect(createObjectURL).toHaveBeenCalledWith(pdf);
      expect(click).toHaveBeenCalledTimes(1);
      await user.click(within(list).getByRole('button', { name: 'Avoir A-2026-000003 (PDF)' }));
      expect(userInvoice).toHaveBeenLastCalledWith('A-2026-000003');
      click.mockRestore();
    });

    it('says so when the PDF cannot be had, and shows no link before an order is invoiced', async () => {
      const userInvoice = jest.fn().mockRejectedValue(new Error('offline'));
      setup([makeOrder({ documents: documents.slice(0, 1) }), makeOrder({ id: 2, reference: 'NSD-2026-000124', documents: [] })], 'en', userInvoice);
      const [invoiced, notYet] = await screen.findAllByRole('button', { name: 'Show details' });
      await user.click(invoiced);
      await user.click(screen.getByRole('button', { name: 'Invoice (PDF)' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The document could not be downloaded. Please try again in a moment.');
      expect(createObjectURL).not.toHaveBeenCalled();
      await user.click(invoiced);
      await user.click(notYet);
      expect(screen.queryByRole('list', { name: 'Invoices and credit notes' })).not.toBeInTheDocument();
    });
  });

  it('names the relay point a parcel goes to', async () => {
    const relay = {
      id: 'NSD-R84001',
      name: 'Tabac-Presse du Ventoux',
      address: '12 place Neuve',
      zipcode: '84210',
      city: 'Saint-Didier',
      country: 'FR',
      opening_hours: [{ day: 1 as const, slots: [{ from: '08:30' as const, to: '12:30' as const }] }],
      latitude: 44,
      longitude: 5.1,
    };
    setup([makeOrder({ shipping_method: { id: 2, kind: 'relay', name: 'Point relais', price: 3.9, relay } })], 'en');
    await user.click(await screen.findByRole('button', { name: 'Show details' }));
    expect(screen.getByText('Relay point')).toBeInTheDocument();
    expect(screen.getByText('Tabac-Presse du Ventoux, 12 place Neuve, 84210 Saint-Didier')).toBeInTheDocument();
  });
});
