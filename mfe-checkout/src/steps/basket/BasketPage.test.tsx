import { screen, within } from '@testing-library/react';
import { ApiError, type Basket, type BasketLine, type DiscountResponse, type Lang, type User } from '@nougaterie/contracts';
import { createFakeContext, initTestI18n, makeBasket, makeItem, makeLine, makeUser, renderAt, setupUser } from '@nougaterie/ui/testing';
import BasketPage from './BasketPage.js';

const noir = makeItem({ id: 1, name: 'Nougat noir', prices: { price_base: 10, price_to_display: 10 } });
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const withCode = (basket: Basket): Basket => ({
  ...basket,
  discount: { code: 'NOUGAT5', kind: 'amount', value: 5, amount: 5 },
  amount_discount: 5,
  amount_total: basket.amount_total - 5,
});

function setup({
  lines = [makeLine(noir, 5)],
  user = null,
  lang = 'fr',
  basket = {},
}: { lines?: BasketLine[]; user?: User | null; lang?: Lang; basket?: Partial<Basket> } = {}) {
  const fake = createFakeContext({ lang, store: { basket: makeBasket(lines, basket), user } });
  renderAt('/boutique/panier', '/boutique/panier', <BasketPage ctx={fake.ctx} />);
  return fake;
}
const amounts = () => plain(screen.getByRole('region', { name: 'Votre panier' }).textContent);

describe('BasketPage', () => {
  beforeEach(() => initTestI18n('fr'));

  it('shows the six steps with the basket as the current one', () => {
    setup();
    const steps = within(screen.getByRole('navigation', { name: 'Étapes de la commande' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual(['Panier', 'Informations', 'Livraison', 'Paiement', 'Récapitulatif', 'Confirmation']);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
  });

  it('lets the shopper change quantities and go on to the information step', async () => {
    const { store } = setup({ lines: [makeLine(noir, 3)] });
    const user = setupUser();
    const setQuantity = jest.spyOn(store, 'setQuantity');
    await user.click(screen.getByRole('button', { name: 'Ajouter un Nougat noir' }));
    expect(setQuantity).toHaveBeenCalledWith(1, 4);
    expect(await screen.findByRole('spinbutton', { name: 'Quantité de Nougat noir' })).toHaveValue(4);
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/boutique/informations');
  });

  it('offers only the way back to the shop when the basket is empty', () => {
    setup({ lines: [] });
    expect(screen.getByText('Votre panier est actuellement vide.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Votre code' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuer mes achats' })).toHaveAttribute('href', '/boutique');
  });

  it('shows products, delivery still to choose, the TOTAL and what is missing for free delivery', () => {
    setup();
    expect(amounts()).toBe("Votre panier5 produits50,00 €Livraisonà l'étape LivraisonTOTAL (TTC)50,00 €");
    expect(plain(screen.getByText(/^Plus que/).textContent)).toBe('Plus que 40,00 € pour profiter de la livraison offerte');
  });

  it('shows the discount, the points and the chosen delivery (free as Offerte) in the amounts', () => {
    setup({
      basket: {
        discount: { code: 'NOUGAT5', kind: 'amount', value: 5, amount: 5 },
        amount_discount: 5,
        amount_points: 1.2,
        fidelity_points: 12,
        shipping_method: { id: 3, kind: 'shop', name: 'Retrait au magasin', price: 0 },
        amount_total: 43.8,
      },
    });
    expect(amounts()).toBe(
      'Votre panier5 produits50,00 €Réduction (NOUGAT5)−5,00 €Points de fidélité (12 points)−1,20 €Livraison (Retrait au magasin)OfferteTOTAL (TTC)43,80 €',
    );
  });

  describe('discount code', () => {
    it('shows the code in upper case as it is typed', async () => {
      setup();
      await setupUser().type(screen.getByRole('textbox', { name: 'Votre code' }), 'nougat5');
      expect(screen.getByRole('textbox', { name: 'Votre code' })).toHaveValue('NOUGAT5');
    });

    it("shows the api's refusal under the field and keeps the code typed", async () => {
      const fake = setup();
      const refusal: DiscountResponse = { result: false, msg: 'Le code NOUGAT5 demande 40,00 € de produits.', basket: null };
      const addDiscount = jest.spyOn(fake.store, 'addDiscount').mockResolvedValue(refusal);
      const user = setupUser();
      await user.type(screen.getByRole('textbox', { name: 'Votre code' }), 'nougat5');
      await user.click(screen.getByRole('button', { name: 'Appliquer' }));
      expect(addDiscount).toHaveBeenCalledWith('NOUGAT5');
      expect(await screen.findByText(refusal.msg)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Votre code' })).toHaveValue('NOUGAT5');
      expect(screen.getByRole('textbox', { name: 'Votre code' })).toHaveAttribute('aria-invalid', 'true');
    });

    it('asks for a code before calling the api', async () => {
      const fake = setup();
      const addDiscount = jest.spyOn(fake.store, 'addDiscount');
      await setupUser().click(screen.getByRole('button', { name: 'Appliquer' }));
      expect(screen.getByText('Saisissez un code de réduction.')).toBeInTheDocument();
      expect(addDiscount).not.toHaveBeenCalled();
    });

    it('shows an applied code with its amount, and removes it', async () => {
      const fake = setup();
      const applied = withCode(fake.store.get().basket!);
      jest.spyOn(fake.store, 'addDiscount').mockImplementation(async () => {
        fake.store.subjects.basket.next(applied);
        return { result: true, msg: 'Code NOUGAT5 appliqué : −5,00 €.', basket: applied };
      });
      const removeDiscount = jest.spyOn(fake.store, 'removeDiscount').mockImplementation(async () => {
        fake.store.subjects.basket.next({ ...applied, discount: null, amount_discount: 0 });
        return applied;
      });
      const user = setupUser();
      await user.type(screen.getByRole('textbox', { name: 'Votre code' }), 'nougat5');
      await user.click(screen.getByRole('button', { name: 'Appliquer' }));
      expect(await screen.findByText('Code NOUGAT5 appliqué : −5,00 €')).toBeInTheDocument();
      expect(amounts()).toContain('Réduction (NOUGAT5)−5,00 €');
      await user.click(screen.getByRole('button', { name: 'Retirer le code' }));
      expect(removeDiscount).toHaveBeenCalled();
      expect(await screen.findByRole('textbox', { name: 'Votre code' })).toHaveValue('');
    });

    it('says why a code kept on the basket no longer applies, instead of −0,00 €', async () => {
      const refusal = "Le code NOUGAT5 demande au moins 40,00 € d'achats : il vous manque 20,00 €.";
      setup({
        lines: [makeLine(noir, 2)],
        basket: { discount: { code: 'NOUGAT5', kind: 'amount', value: 5, amount: 0 }, amount_discount: 0, discount_refusal: refusal },
      });
      const status = screen.getByText(/Non appliqué/);
      // The code named once, by the api's reason.
      expect(plain(status.textContent)).toBe(`Non appliqué. ${refusal}`);
      expect(screen.queryByText(/appliqué :/)).not.toBeInTheDocument();
      expect(screen.queryByText(/−0,00/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retirer le code' })).toBeInTheDocument();
    });

    it('says so in English too', async () => {
      await initTestI18n('en');
      const refusal = 'The code NOUGAT5 needs at least €40.00 of products: €20.00 to go.';
      setup({
        lang: 'en',
        lines: [makeLine(noir, 2)],
        basket: { discount: { code: 'NOUGAT5', kind: 'amount', value: 5, amount: 0 }, amount_discount: 0, discount_refusal: refusal },
      });
      expect(plain(screen.getByText(/Not applied/).textContent)).toBe(`Not applied. ${refusal}`);
    });

    it('says so when the shop cannot be reached', async () => {
      const fake = setup();
      jest.spyOn(fake.store, 'addDiscount').mockRejectedValue(new ApiError('Network Error', { status: 0 }));
      const user = setupUser();
      await user.type(screen.getByRole('textbox', { name: 'Votre code' }), 'x');
      await user.click(screen.getByRole('button', { name: 'Appliquer' }));
      expect(await screen.findByText(/Impossible de joindre la boutique/)).toBeInTheDocument();
    });
  });

  describe('loyalty points', () => {
    it('invites a visitor to log in or register, coming back to the basket', () => {
      setup();
      expect(screen.getByText(/Connectez-vous ou créez votre compte pour cumuler des points/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/sign/login?redirect=%2Fboutique%2Fpanier');
      expect(screen.getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute('href', '/sign/register?redirect=%2Fboutique%2Fpanier');
      expect(screen.queryByRole('button', { name: 'Utiliser mes points' })).not.toBeInTheDocument();
    });

    it('lets a customer use their points, then give them back', async () => {
      const fake = setup({ user: makeUser({ points: 12 }), basket: { earned_points: 5 } });
      expect(plain(screen.getByText(/^Vous avez 12 points/).textContent)).toBe('Vous avez 12 points de fidélité, soit 1,20 € de réduction.');
      expect(screen.getByText('Cette commande vous rapportera 5 points de fidélité.')).toBeInTheDocument();
      const current = fake.store.get().basket!;
      const addPoints = jest.spyOn(fake.store, 'addPoints').mockImplementation(async () => {
        const used = { ...current, fidelity_points: 12, amount_points: 1.2, amount_total: 48.8 };
        fake.store.subjects.basket.next(used);
        return used;
      });
      const removePoints = jest.spyOn(fake.store, 'removePoints').mockImplementation(async () => {
        fake.store.subjects.basket.next(current);
        return current;
      });
      const user = setupUser();
      await user.click(screen.getByRole('button', { name: 'Utiliser mes points' }));
      expect(addPoints).toHaveBeenCalled();
      expect(plain((await screen.findByText(/points utilisés/)).textContent)).toBe('12 points utilisés : −1,20 €');
      expect(amounts()).toContain('Points de fidélité (12 points)−1,20 €');
      await user.click(screen.getByRole('button', { name: 'Ne plus utiliser mes points' }));
      expect(removePoints).toHaveBeenCalled();
      expect(await screen.findByRole('button', { name: 'Utiliser mes points' })).toBeInTheDocument();
    });

    it('shows why points could not be used', async () => {
      const fake = setup({ user: makeUser({ points: 3 }) });
      jest
        .spyOn(fake.store, 'addPoints')
        .mockRejectedValue(
          new ApiError('x', { status: 409, body: { statusCode: 409, error: 'Conflict', message: "Vous n'avez aucun point à utiliser.", code: 'NO_POINTS' } }),
        );
      await setupUser().click(screen.getByRole('button', { name: 'Utiliser mes points' }));
      expect(await screen.findByText("Vous n'avez aucun point à utiliser.")).toBeInTheDocument();
    });
  });

  it('speaks English', async () => {
    await initTestI18n('en');
    setup({ lang: 'en', user: makeUser({ points: 1 }) });
    expect(screen.getByRole('heading', { level: 1, name: 'My basket' })).toBeInTheDocument();
    expect(plain(screen.getByRole('region', { name: 'Your basket' }).textContent)).toBe(
      'Your basket5 products€50.00Deliveryat the Delivery stepTOTAL (VAT incl.)€50.00',
    );
    expect(screen.getByRole('textbox', { name: 'Your code' })).toBeInTheDocument();
    expect(screen.getByText('You have 1 loyalty point, worth €0.10 off.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use my points' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });
});
