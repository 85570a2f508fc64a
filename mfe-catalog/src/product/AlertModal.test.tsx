import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiFailure, initTestI18n, setupUser } from '@nougaterie/ui/testing';
import { renderProduct, soldOut } from './productFixtures.js';

// Counts the evaluations of the form's module (which brings final-form). On globalThis: a static
// import would evaluate it while this file's own imports run, before its constants exist.
jest.mock('./AlertForm.js', () => {
  const counter = globalThis as { alertFormLoads?: number };
  counter.alertFormLoads = (counter.alertFormLoads ?? 0) + 1;
  return jest.requireActual<typeof import('./AlertForm.js')>('./AlertForm.js');
});
const loads = globalThis as { alertFormLoads?: number };

const ALERT_BUTTON = { fr: 'Me prévenir de son retour', en: 'Tell me when it is back' };

async function openAlert(stockAlert: jest.Mock, lang: 'fr' | 'en' = 'fr') {
  const user = setupUser();
  renderProduct({ product: jest.fn().mockResolvedValue(soldOut), stockAlert }, { lang });
  await user.click(await screen.findByRole('button', { name: ALERT_BUTTON[lang] }));
  const dialog = screen.getByRole('dialog');
  // The form arrives in its own chunk.
  await within(dialog).findByRole('textbox');
  return { user, dialog };
}

describe('the alert form of a sold-out product', () => {
  beforeEach(() => initTestI18n('fr'));

  // First of the file: no test has opened the form before.
  it('is fetched only when the shopper points at the alert button or opens the modal', async () => {
    renderProduct({ product: jest.fn().mockResolvedValue(soldOut) });
    const button = await screen.findByRole('button', { name: ALERT_BUTTON.fr });
    expect(loads.alertFormLoads).toBeUndefined();

    fireEvent.pointerEnter(button);
    await waitFor(() => expect(loads.alertFormLoads).toBe(1));
  });

  it('opens as a modal named after the product', async () => {
    const { dialog } = await openAlert(jest.fn());
    expect(dialog).toHaveAccessibleName('Être prévenu du retour de «\u00a0Nougat noir au miel de lavande\u00a0»');
    expect(within(dialog).getByLabelText('Votre e-mail')).toHaveAttribute('type', 'email');
  });

  it('says inline what is wrong with the e-mail, and sends nothing', async () => {
    const stockAlert = jest.fn();
    const { user, dialog } = await openAlert(stockAlert);
    await user.click(within(dialog).getByRole('button', { name: 'Me prévenir' }));
    const email = within(dialog).getByLabelText('Votre e-mail');
    expect(email).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, 'rose@');
    await user.click(within(dialog).getByRole('button', { name: 'Me prévenir' }));
    expect(email).toHaveAccessibleDescription('Indiquez une adresse e-mail valide, par exemple nom@exemple.fr.');
    expect(stockAlert).not.toHaveBeenCalled();
  });

  it('sends the product and the e-mail, then thanks the shopper', async () => {
    const stockAlert = jest.fn().mockResolvedValue({ message: 'Noted.' });
    const { user, dialog } = await openAlert(stockAlert);
    await user.type(within(dialog).getByLabelText('Votre e-mail'), ' Rose@Example.fr ');
    await user.click(within(dialog).getByRole('button', { name: 'Me prévenir' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Merci ! Nous écrirons à rose@example.fr dès que ce produit sera de retour.');
    expect(stockAlert).toHaveBeenCalledWith({ item_id: 42, email: 'rose@example.fr' });
    await user.click(within(dialog).getByRole('button', { name: 'Retour au produit' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the api's polite message when the product is back in stock meanwhile (409), and lets the shopper send again", async () => {
    const polite = 'Bonne nouvelle : ce produit est disponible, vous pouvez le commander dès maintenant.';
    const stockAlert = jest
      .fn()
      .mockRejectedValueOnce(Object.assign(apiFailure(409, polite), { code: 'PRODUCT_AVAILABLE' }))
      .mockResolvedValueOnce({ message: 'Noted.' });
    const { user, dialog } = await openAlert(stockAlert);
    const email = within(dialog).getByLabelText('Votre e-mail');
    await user.type(email, 'rose@example.fr');
    await user.click(within(dialog).getByRole('button', { name: 'Me prévenir' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(polite);

    await user.clear(email);
    await user.type(email, 'paul@example.fr');
    await user.click(within(dialog).getByRole('button', { name: 'Me prévenir' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('paul@example.fr');
  });

  it('explains in its own words a failure without a message for the shopper', async () => {
    const { user, dialog } = await openAlert(jest.fn().mockRejectedValue(apiFailure(0, 'Network Error')));
    await user.type(within(dialog).getByLabelText('Votre e-mail'), 'rose@example.fr');
    await user.click(within(dialog).getByRole('button', { name: 'Me prévenir' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Votre demande n'a pas pu être enregistrée. Réessayez dans un instant.");
  });

  it('closes with Escape', async () => {
    const { user } = await openAlert(jest.fn());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('speaks English', async () => {
    await initTestI18n('en');
    const { user, dialog } = await openAlert(jest.fn(), 'en');
    expect(dialog).toHaveAccessibleName('Be told when “Nougat noir au miel de lavande” is back');
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    expect(within(dialog).getByLabelText('Your e-mail')).toHaveAccessibleDescription('This field is required.');
  });
});
