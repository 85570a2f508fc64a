import { relayPointSchema, type RelayPoint } from '@nougaterie/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@nougaterie/ui/testing';
import { anOrder, anOwner, fakeAdminApi, refused } from '../test/fakeAdmin.js';
import { renderStaff } from '../test/renderStaff.js';

const user = setupUser();
const URL_42 = '/gestion/commandes/NSD-2026-000042';

const RELAY: RelayPoint = {
  id: 'MR-84000-1',
  name: 'Tabac de la Poste',
  address: '12 place Pie',
  zipcode: '84000',
  city: 'Avignon',
  country: 'FR',
  opening_hours: relayPointSchema.shape.opening_hours.parse(
    [1, 2, 3, 4, 5].map((day) => ({
      day,
      slots: [
        { from: '08:30', to: '12:30' },
        { from: '14:30', to: '19:00' },
      ],
    })),
  ),
  latitude: 43.95,
  longitude: 4.81,
};

describe('/gestion/commandes/:reference', () => {
  it('shows the lines, amounts, addresses, relay point with its hours, payments, refunds and history', async () => {
    const order = anOrder({
      status: 'shipped',
      payment_method: 'card',
      delivery_kind: 'relay',
      shipping_name: 'Mondial Relay',
      relay_point: RELAY,
      tracking: { carrier: 'mondial_relay', number: 'MR123456', url: 'https://www.mondialrelay.fr/suivi-de-colis/?NumeroExpedition=MR123456' },
      payments: [{ id: 1, method: 'card', status: 'paid', amount: 41.4, brand: 'visa', last4: '4242', created_at: '2026-11-20T09:31:00.000Z' }],
      refunds: [{ amount: 5, reason: 'Boîte abîmée', staff_name: 'Claire Reynaud', created_at: '2026-11-22T10:00:00.000Z' }],
      refundable: 36.4,
      events: [
        { at: '2026-11-20T09:31:00.000Z', kind: 'status', from: 'awaiting_payment', to: 'paid', detail: null, staff_name: null },
        { at: '2026-11-20T09:31:05.000Z', kind: 'mail', from: null, to: null, detail: 'paid', staff_name: null },
        { at: '2026-11-21T08:00:00.000Z', kind: 'status', from: 'paid', to: 'shipped', detail: null, staff_name: 'Lucas Martin' },
      ],
      next_statuses: ['delivered'],
    });
    renderStaff(URL_42, { api: fakeAdminApi({ order: async () => order }), member: anOwner() });

    const lines = await screen.findByRole('region', { name: '3 articles' });
    expect(screen.getByRole('heading', { level: 1, name: 'Commande NSD-2026-000042' })).toBeInTheDocument();
    expect(within(lines).getAllByRole('row')[1]).toHaveTextContent('Nougat noir croquant12,50 € l’unité225,00 €');
    expect(lines).toHaveTextContent('Total TTC41,40 €');
    const delivery = screen.getByRole('region', { name: 'Livraison' });
    expect(delivery).toHaveTextContent('Tabac de la Poste');
    expect(delivery).toHaveTextContent('Lundi – vendredi : 08:30 – 12:30, 14:30 – 19:00');
    expect(within(delivery).getByRole('link', { name: 'Suivre le colis' })).toHaveAttribute('href', expect.stringContaining('MR123456'));
    expect(delivery).toHaveTextContent('3 rue des Lavandes');
    const money = screen.getByRole('region', { name: 'Paiements' });
    expect(money).toHaveTextContent('Carte bancaire · 41,40 € · payé · visa •••• 4242');
    expect(money).toHaveTextContent('5,00 € · Boîte abîmée · Claire Reynaud');
    expect(money).toHaveTextContent('Encore remboursable : 36,40 €.');
    const history = screen.getByRole('region', { name: 'Historique' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['En attente de paiement → Payée', 'E-mail envoyé : paiement reçu', 'Payée → Expédiée']);
    expect(history).toHaveTextContent('Lucas Martin');
    expect(screen.getByRole('link', { name: 'Mireille Blanc' })).toHaveAttribute('href', '/gestion/clients/12');
    expect(screen.getByRole('link', { name: 'Bordereau de préparation' })).toHaveAttribute('href', '/gestion/commandes/NSD-2026-000042/bordereau');
  });

  it('shows the rate each line kept and the VAT of the total per rate, with its base without VAT', async () => {
    const base = anOrder();
    const order = anOrder({
      lines: base.lines.map((line) => ({ ...line, vat_rate: 20 })),
      vat: [
        { rate: 5.5, amount_incl_vat: 8.9, vat: 0.46, amount_excl_vat: 8.44 },
        { rate: 20, amount_incl_vat: 32.5, vat: 5.42, amount_excl_vat: 27.08 },
      ],
    });
    renderStaff(URL_42, { api: fakeAdminApi({ order: async () => order }), member: anOwner() });
    const lines = await screen.findByRole('region', { name: '3 articles' });
    expect(within(lines).getAllByRole('row')[1]).toHaveTextContent(/l’unité · TVA 20\s%/);
    expect(lines).toHaveTextContent(/dont TVA 5,5\s% \(base HT 8,44\s€\)0,46\s€/);
    expect(lines).toHaveTextContent(/dont TVA 20\s% \(base HT 27,08\s€\)5,42\s€/);
  });

  it('says the VAT in English', async () => {
    const order = anOrder({ vat: [{ rate: 5.5, amount_incl_vat: 41.4, vat: 2.16, amount_excl_vat: 39.24 }] });
    renderStaff(URL_42, { api: fakeAdminApi({ order: async () => order }), member: anOwner(), lang: 'en' });
    const lines = await screen.findByRole('region', { name: '3 items' });
    expect(lines).toHaveTextContent('incl. VAT 5.5% (net €39.24)€2.16');
  });

  it('names the points earned for a customer only: a guest has no account to credit', async () => {
    const guest = anOrder({ customer: null, earned_points: 3 });
    renderStaff(URL_42, { api: fakeAdminApi({ order: async () => guest }), member: anOwner() });
    await screen.findByRole('region', { name: '3 articles' });
    expect(screen.queryByText('Points gagnés')).toBeNull();
  });

  it('offers the moves the state allows: a transfer received makes the order paid', async () => {
    const api = fakeAdminApi({
      order: async () => anOrder(),
      moveOrder: async () => anOrder({ status: 'paid', paid_at: '2026-11-25T08:00:00.000Z', next_statuses: ['preparing', 'shipped', 'cancelled'] }),
    });
    renderStaff(URL_42, { api, member: anOwner() });
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Virement reçu', 'Annuler la commande…']);
    await user.click(within(actions).getByRole('button', { name: 'Virement reçu' }));
    expect(api.moveOrder).toHaveBeenCalledWith('NSD-2026-000042', { to: 'paid' });
    expect(await within(actions).findByRole('status')).toHaveTextContent('Le paiement est enregistré : la commande est payée.');
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Commencer la préparation', 'Expédier…', 'Annuler la commande…']);
    expect(screen.getByRole('heading', { level: 1 }).nextSibling).toHaveTextContent('Payée');
  });

  it('ships with a carrier and a tracking number', async () => {
    const api = fakeAdminApi({
      order: async () => anOrder({ status: 'preparing', payment_method: 'card', next_statuses: ['shipped', 'cancelled'] }),
      moveOrder: async () =>
        anOrder({
          status: 'shipped',
          tracking: { carrier: 'colissimo', number: '6A12345678901', url: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901' },
          next_statuses: ['delivered'],
        }),
    });
    renderStaff(URL_42, { api, member: anOwner() });
    await user.click(await screen.findByRole('button', { name: 'Expédier…' }));
    const dialog = screen.getByRole('dialog', { name: 'Expédier la commande NSD-2026-000042' });
    await user.type(within(dialog).getByLabelText('Numéro de suivi'), '??');
    await user.click(within(dialog).getByRole('button', { name: 'Marquer expédiée' }));
    expect(within(dialog).getByText(/Saisissez le numéro de suivi tel qu’il est imprimé/)).toBeInTheDocument();
    expect(api.moveOrder).not.toHaveBeenCalled();
    await user.selectOptions(within(dialog).getByLabelText('Transporteur'), 'Chronopost');
    await user.clear(within(dialog).getByLabelText('Numéro de suivi'));
    await user.type(within(dialog).getByLabelText('Numéro de suivi'), ' 6A12345678901 ');
    await user.click(within(dialog).getByRole('button', { name: 'Marquer expédiée' }));
    expect(api.moveOrder).toHaveBeenCalledWith('NSD-2026-000042', { to: 'shipped', carrier: 'chronopost', tracking_number: '6A12345678901' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Livraison' })).toHaveTextContent('Suivi : Colissimo, n° 6A12345678901.');
  });

  it('asks before cancelling, and shows the state machine’s refusal (409) in the dialog', async () => {
    const api = fakeAdminApi({
      order: async () => anOrder(),
      moveOrder: () =>
        Promise.reject(refused(409, 'La commande NSD-2026-000042 ne peut pas passer de l’état « Expédiée » à l’état « Annulée ».', 'ORDER_TRANSITION_REFUSED')),
    });
    renderStaff(URL_42, { api, member: anOwner() });
    await user.click(await screen.findByRole('button', { name: 'Annuler la commande…' }));
    const dialog = screen.getByRole('dialog', { name: 'Annuler la commande NSD-2026-000042 ?' });
    expect(dialog).toHaveTextContent('Le stock, le code de réduction et les points utilisés seront rendus');
    await user.type(within(dialog).getByLabelText('Motif (facultatif, pour l’historique)'), 'Client injoignable');
    await user.click(within(dialog).getByRole('button', { name: 'Oui, annuler la commande' }));
    expect(api.moveOrder).toHaveBeenCalledWith('NSD-2026-000042', { to: 'cancelled', note: 'Client injoignable' });
    expect(await within(dialog).findByText('La commande NSD-2026-000042 ne peut pas passer de l’état « Expédiée » à l’état « Annulée ».')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ne pas annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when a one-click move is refused', async () => {
    const api = fakeAdminApi({ order: async () => anOrder(), moveOrder: () => Promise.reject(refused(409)) });
    renderStaff(URL_42, { api, member: anOwner() });
    await user.click(await screen.findByRole('button', { name: 'Virement reçu' }));
    const refusal = await screen.findByText(/^Cette commande a changé d’état entre-temps/);
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
  });

  it('refunds part of a paid order with a reason, never more than is left', async () => {
    const paid = anOrder({ status: 'paid', payment_method: 'card', refundable: 41.4, next_statuses: ['preparing', 'shipped', 'cancelled'] });
    const api = fakeAdminApi({
      order: async () => paid,
      refund: async () => ({
        ...paid,
        refundable: 29.4,
        refunds: [{ amount: 12, reason: 'Nougat cassé', staff_name: 'Claire Reynaud', created_at: '2026-11-25T09:00:00.000Z' }],
      }),
    });
    renderStaff(URL_42, { api, member: anOwner() });
    await user.click(await screen.findByRole('button', { name: 'Rembourser…' }));
    const dialog = screen.getByRole('dialog', { name: 'Rembourser la commande NSD-2026-000042' });
    expect(dialog).toHaveTextContent('Au plus 41,40 €.');
    const amount = within(dialog).getByLabelText('Montant en euros');
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    expect(within(dialog).getByText('C’est plus que ce qui peut encore être remboursé.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ce champ est obligatoire.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '12,00');
    await user.type(within(dialog).getByLabelText('Motif (communiqué au client)'), 'Nougat cassé');
    await user.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    expect(api.refund).toHaveBeenCalledWith('NSD-2026-000042', { amount: 12, reason: 'Nougat cassé' });
    expect(await screen.findByText('Le remboursement est enregistré et le client est prévenu.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Paiements' })).toHaveTextContent('Encore remboursable : 29,40 €.');
  });

  it('fetches the invoice and the credit notes as PDFs, and says when there is none yet', async () => {
    const documents = [
      { number: 'F-2026-000031', kind: 'invoice' as const, issued_at: '2026-11-20T09:31:00.000Z', amount_total: 41.4 },
      { number: 'A-2026-000004', kind: 'credit_note' as const, issued_at: '2026-11-22T10:00:00.000Z', amount_total: 5 },
    ];
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    const createObjectURL = jest.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = fakeAdminApi({ order: async () => anOrder({ status: 'paid', documents }), invoice: async () => pdf });
    renderStaff(URL_42, { api, member: anOwner() });
    const list = await screen.findByRole('list', { name: 'Factures et avoirs' });
    await user.click(within(list).getByRole('button', { name: 'Avoir A-2026-000004 (PDF)' }));
    expect(api.invoice).toHaveBeenCalledWith('A-2026-000004');
    expect(createObjectURL).toHaveBeenCalledWith(pdf);
    expect(click).toHaveBeenCalledTimes(1);
    expect(within(list).getByRole('button', { name: 'Facture F-2026-000031 (PDF)' })).toBeEnabled();
    click.mockRestore();
  });

  it('says when a download failed', async () => {
    const api = fakeAdminApi({
      order: async () => anOrder({ documents: [{ number: 'F-2026-000031', kind: 'invoice', issued_at: '2026-11-20T09:31:00.000Z', amount_total: 41.4 }] }),
      invoice: () => Promise.reject(refused(404, 'Cette facture est introuvable.')),
    });
    renderStaff(URL_42, { api, member: anOwner() });
    await user.click(await screen.findByRole('button', { name: 'Facture F-2026-000031 (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette facture est introuvable.');
  });

  it('says when there is no invoice yet', async () => {
    renderStaff(URL_42, { api: fakeAdminApi({ order: async () => anOrder({ documents: [] }) }), member: anOwner() });
    expect(await screen.findByText('Pas encore de facture : elle est émise au paiement.')).toBeInTheDocument();
  });

  it('says when the order does not exist', async () => {
    renderStaff('/gestion/commandes/NSD-0000', {
      api: fakeAdminApi({ order: () => Promise.reject(refused(404, "Il n'y a pas de commande NSD-0000.")) }),
      member: anOwner(),
    });
    expect(await screen.findByText("Il n'y a pas de commande NSD-0000.")).toBeInTheDocument();
  });
});
