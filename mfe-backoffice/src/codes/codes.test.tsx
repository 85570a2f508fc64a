import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@nougaterie/ui/testing';
import { aDiscountCode, aDiscountCodeDetail, aStaffMember, anOwner, fakeAdminApi, refused } from '../test/fakeAdmin.js';
import { renderStaff, screenWidth } from '../test/renderStaff.js';

const user = setupUser();
const location = () => screen.getByTestId('location').textContent;
const plain = (text: string | null) => (text ?? '').replace(/\u202f|\u00a0/g, ' ');

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const CODES = [
  aDiscountCode(),
  aDiscountCode({ id: 3, code: 'LIVRAISON', kind: 'free_shipping', value: 0, min_amount: 0, starts_at: null, ends_at: null, max_uses: null, uses: 7 }),
  aDiscountCode({
    id: 2,
    code: 'BIENVENUE10',
    kind: 'amount',
    value: 5.5,
    once_per_customer: true,
    state: 'disabled',
    disabled_at: '2026-11-25T09:00:00.000Z',
    starts_at: null,
  }),
];

describe('/gestion/codes', () => {
  it('is in the menu of every staff member, and lists the codes in a table on a computer', async () => {
    screenWidth(true);
    const api = fakeAdminApi({ discountCodes: async () => ({ codes: CODES }) });
    renderStaff('/gestion/codes', { api, member: aStaffMember() });
    const table = await screen.findByRole('table', { name: 'Codes de réduction, les plus récents d’abord' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(within(screen.getByRole('navigation', { name: 'Gestion' })).getByRole('link', { name: 'Codes promo' })).toHaveAttribute('aria-current', 'page');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => plain(row.textContent))).toEqual([
      'NOEL2026−15 %dès 30,00 € d’achatsdu 01/12/2026 00:00 au 31/12/2026 23:592 sur 100Actif',
      'LIVRAISONLivraison offertesans minimumsans limite de dates7 (sans limite)Actif',
      'BIENVENUE10−5,50 €dès 30,00 € d’achats · une fois par clientjusqu’au 31/12/2026 23:592 sur 100Désactivé',
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'NOEL2026' })).toHaveAttribute('href', '/gestion/codes/8');
    expect(screen.getByRole('link', { name: 'Nouveau code' })).toHaveAttribute('href', '/gestion/codes/nouveau');
  });

  it('lists them as cards on a phone, in English too', async () => {
    screenWidth(false);
    renderStaff('/gestion/codes', { api: fakeAdminApi({ discountCodes: async () => ({ codes: CODES }) }), member: anOwner(), lang: 'en' });
    const cards = await screen.findByRole('list', { name: 'Discount codes, newest first' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(plain(within(cards).getAllByRole('listitem')[0].textContent)).toBe(
      'NOEL2026 Active−15% · from €30.00 of productsfrom 01/12/2026, 00:00 to 31/12/2026, 23:59 · Uses: 2 of 100',
    );
  });
});

describe('/gestion/codes/nouveau', () => {
  it('creates a code from what the staff member typed, dates in Paris time, and opens its page', async () => {
    const made = aDiscountCodeDetail({ code: aDiscountCode({ id: 12, code: 'PRINTEMPS', kind: 'amount', value: 5.5 }), orders: [] });
    const api = fakeAdminApi({ createDiscountCode: async () => made, discountCode: async () => made });
    renderStaff('/gestion/codes/nouveau', { api, member: aStaffMember() });
    await user.type(await screen.findByLabelText('Code (lettres sans accent, chiffres, - ou _)'), 'printemps');
    await user.selectOptions(screen.getByLabelText('Type de réduction'), 'Montant');
    await user.type(screen.getByLabelText('Réduction en euros (€)'), '5,50');
    await user.clear(screen.getByLabelText('Minimum d’achats en euros (0 : aucun)'));
    await user.type(screen.getByLabelText('Minimum d’achats en euros (0 : aucun)'), '25');
    await user.type(screen.getByLabelText('Début : jour'), '2027-03-20');
    await user.type(screen.getByLabelText('Fin : jour'), '2027-04-30');
    await user.click(screen.getByLabelText('Une seule utilisation par client (le client doit avoir un compte)'));
    await user.type(screen.getByLabelText('Nombre total d’utilisations (vide : sans limite)'), '200');
    await user.click(screen.getByRole('button', { name: 'Créer le code' }));
    await waitFor(() =>
      expect(api.createDiscountCode).toHaveBeenCalledWith({
        code: 'printemps',
        kind: 'amount',
        value: 5.5,
        min_amount: 25,
        starts_at: '2027-03-20T00:00',
        ends_at: '2027-04-30T23:59',
        once_per_customer: true,
        max_uses: 200,
      }),
    );
    await waitFor(() => expect(location()).toBe('/gestion/codes/12'));
    expect(await screen.findByText(/^Code créé/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'PRINTEMPS' })).toBeInTheDocument();
  });

  it('refuses a percent over 100, an end before the start and a code with a space, before asking the api', async () => {
    const api = fakeAdminApi();
    renderStaff('/gestion/codes/nouveau', { api, member: aStaffMember() });
    await user.type(await screen.findByLabelText('Code (lettres sans accent, chiffres, - ou _)'), 'NO EL');
    await user.type(screen.getByLabelText('Réduction en pourcentage (%)'), '120');
    await user.type(screen.getByLabelText('Début : jour'), '2026-12-24');
    await user.type(screen.getByLabelText('Fin : jour'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Créer le code' }));
    expect(await screen.findByText('Le code s’écrit en 3 à 32 caractères, sans espace : lettres sans accent, chiffres, « - » ou « _ ».')).toBeInTheDocument();
    expect(screen.getByText('Le pourcentage de réduction est un nombre entier de 1 à 100.')).toBeInTheDocument();
    expect(screen.getByText('La fin de validité doit venir après le début.')).toBeInTheDocument();
    expect(screen.getByLabelText('Fin : jour')).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(screen.getByLabelText('Type de réduction'), 'Montant');
    await user.type(screen.getByLabelText('Réduction en euros (€)'), '0');
    await user.click(screen.getByRole('button', { name: 'Créer le code' }));
    expect(await screen.findByText('Le montant de la réduction est supérieur à 0 € et d’au plus 10 000 €, au centime près.')).toBeInTheDocument();
    expect(api.createDiscountCode).not.toHaveBeenCalled();
  });

  it("shows the api's refusal of a code that exists, and stays on the form", async () => {
    const message = 'Le code BIENVENUE10 existe déjà (les majuscules et minuscules ne comptent pas) : choisissez-en un autre ou modifiez celui-là.';
    const api = fakeAdminApi({ createDiscountCode: () => Promise.reject(refused(409, message, 'DISCOUNT_CODE_TAKEN')) });
    renderStaff('/gestion/codes/nouveau', { api, member: aStaffMember() });
    await user.type(await screen.findByLabelText('Code (lettres sans accent, chiffres, - ou _)'), 'bienvenue10');
    await user.type(screen.getByLabelText('Réduction en pourcentage (%)'), '10');
    await user.click(screen.getByRole('button', { name: 'Créer le code' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(location()).toBe('/gestion/codes/nouveau');
  });
});

describe('/gestion/codes/:id', () => {
  it('shows the orders that used the code, linked to their pages, as cards on a phone', async () => {
    screenWidth(false);
    renderStaff('/gestion/codes/8', { api: fakeAdminApi({ discountCode: async () => aDiscountCodeDetail() }), member: aStaffMember() });
    const orders = await screen.findByRole('list', { name: 'Commandes avec ce code, les plus récentes d’abord' });
    expect(within(orders).getByRole('link', { name: 'NSD-2026-000042' })).toHaveAttribute('href', '/gestion/commandes/NSD-2026-000042');
    expect(plain(orders.textContent)).toContain('Mireille Blanc · 41,40 €');
    expect(plain(orders.textContent)).toContain('Réduction 5,24 €');
    expect(screen.getByText('Utilisé par 2 commandes en cours ou terminées.')).toBeInTheDocument();
  });

  it('fills the form with the code in Paris time and saves the change', async () => {
    screenWidth(true);
    const detail = aDiscountCodeDetail();
    const api = fakeAdminApi({
      discountCode: async () => detail,
      updateDiscountCode: async (_id: number, form: { value: number }) => aDiscountCodeDetail({ code: aDiscountCode({ value: form.value }) }),
    });
    renderStaff('/gestion/codes/8', { api, member: aStaffMember() });
    const orders = await screen.findByRole('table', { name: 'Commandes avec ce code, les plus récentes d’abord' });
    expect(within(orders).getByRole('link', { name: 'NSD-2026-000042' })).toHaveAttribute('href', '/gestion/commandes/NSD-2026-000042');
    // 23:00 UTC on 30 November is midnight on 1 December in Paris.
    expect(screen.getByLabelText('Début : jour')).toHaveValue('2026-12-01');
    expect(screen.getByLabelText('Début : heure')).toHaveValue('00:00');
    expect(screen.getByLabelText('Fin : jour')).toHaveValue('2026-12-31');
    expect(screen.getByLabelText('Fin : heure')).toHaveValue('23:59');
    expect(screen.getByLabelText('Minimum d’achats en euros (0 : aucun)')).toHaveValue('30');
    const percent = screen.getByLabelText('Réduction en pourcentage (%)');
    await user.clear(percent);
    await user.type(percent, '20');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(api.updateDiscountCode).toHaveBeenCalledWith(8, {
        code: 'NOEL2026',
        kind: 'percent',
        value: 20,
        min_amount: 30,
        starts_at: '2026-12-01T00:00',
        ends_at: '2026-12-31T23:59',
        once_per_customer: false,
        max_uses: 100,
      }),
    );
    expect(await screen.findByText(/^Code enregistré/)).toBeInTheDocument();
    expect(screen.getByLabelText('Réduction en pourcentage (%)')).toHaveValue('20');
  });

  it('writes an amount in euros as typed in France', async () => {
    screenWidth(true);
    const detail = aDiscountCodeDetail({ code: aDiscountCode({ kind: 'amount', value: 5.5, min_amount: 42.9 }) });
    renderStaff('/gestion/codes/8', { api: fakeAdminApi({ discountCode: async () => detail }), member: aStaffMember() });
    expect(await screen.findByLabelText('Réduction en euros (€)')).toHaveValue('5,50');
    expect(screen.getByLabelText('Minimum d’achats en euros (0 : aucun)')).toHaveValue('42,90');
  });

  it('disables the code and enables it again', async () => {
    screenWidth(true);
    const disabled = aDiscountCodeDetail({ code: aDiscountCode({ state: 'disabled', disabled_at: '2026-11-26T09:15:00.000Z' }) });
    const api = fakeAdminApi({
      discountCode: async () => aDiscountCodeDetail(),
      disableDiscountCode: async () => disabled,
      enableDiscountCode: async () => aDiscountCodeDetail(),
    });
    renderStaff('/gestion/codes/8', { api, member: aStaffMember() });
    await user.click(await screen.findByRole('button', { name: 'Désactiver le code' }));
    expect(api.disableDiscountCode).toHaveBeenCalledWith(8);
    expect(await screen.findByText('Code désactivé : le panier ne l’accepte plus.')).toBeInTheDocument();
    expect(screen.getByText('Ce code est désactivé depuis le 26/11/2026 10:15 : le panier le refuse.')).toBeInTheDocument();
    expect(within(screen.getByRole('heading', { level: 1 }).parentElement!).getByText('Désactivé')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réactiver le code' }));
    expect(api.enableDiscountCode).toHaveBeenCalledWith(8);
    expect(await screen.findByText('Code réactivé.')).toBeInTheDocument();
  });

  it('says so when the api refuses to switch it', async () => {
    screenWidth(true);
    const api = fakeAdminApi({
      discountCode: async () => aDiscountCodeDetail(),
      disableDiscountCode: () => Promise.reject(refused(404, "Ce code de réduction n'existe pas.")),
    });
    renderStaff('/gestion/codes/8', { api, member: aStaffMember() });
    await user.click(await screen.findByRole('button', { name: 'Désactiver le code' }));
    expect(await screen.findByText("Ce code de réduction n'existe pas.")).toBeInTheDocument();
  });
});
