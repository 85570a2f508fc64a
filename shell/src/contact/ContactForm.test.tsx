import { ApiError, type ContactRequest } from '@nougaterie/contracts';
import { createFakeApi } from '@nougaterie/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { act } from 'react';
import { makeServices, renderShell } from '../test/renderShell';
import { ContactForm } from './ContactForm';

function setup(contact: jest.Mock<Promise<{ message: string }>, [ContactRequest]>) {
  const services = makeServices({ api: createFakeApi({ site: { contact } }) });
  renderShell(<ContactForm />, { services, route: '/contactez-nous' });
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Prénom'), 'Rose');
  await user.type(screen.getByLabelText('Nom'), 'Aubanel');
  await user.type(screen.getByLabelText('E-mail'), 'rose@example.fr');
  await user.type(screen.getByLabelText('Objet'), 'Coffret');
  await user.type(screen.getByLabelText('Message'), 'Quarante coffrets pour un mariage, est-ce possible ?');
}

describe('ContactForm', () => {
  afterEach(() => act(() => void i18next.changeLanguage('fr')));

  it('shows translated inline errors and sends nothing while the form is wrong', async () => {
    const contact = jest.fn<Promise<{ message: string }>, [ContactRequest]>();
    const user = setup(contact);
    await user.type(screen.getByLabelText('E-mail'), 'rose@');
    await user.type(screen.getByLabelText('Téléphone (facultatif)'), '12');
    await user.type(screen.getByLabelText('Message'), 'Court');
    await user.click(screen.getByRole('button', { name: 'Envoyer mon message' }));
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(3);
    expect(screen.getByText('Indiquez une adresse e-mail valide, par exemple nom@exemple.fr.')).toBeInTheDocument();
    expect(screen.getByText('Indiquez un numéro de téléphone valide, par exemple 04 90 66 00 00.')).toBeInTheDocument();
    expect(screen.getByText('Votre message est un peu court (10 caractères au moins).')).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom')).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(contact).not.toHaveBeenCalled();

    act(() => void i18next.changeLanguage('en'));
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);
    expect(screen.getByText('Enter a valid e-mail address, for example name@example.com.')).toBeInTheDocument();
    expect(screen.getByLabelText('Surname')).toBeInTheDocument();
  });

  it('sends the form and shows the confirmation in its place', async () => {
    const contact = jest.fn<Promise<{ message: string }>, [ContactRequest]>().mockResolvedValue({ message: 'ok' });
    const user = setup(contact);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer mon message' }));
    await waitFor(() => expect(screen.getByTestId('form-sent')).toHaveFocus());
    expect(contact).toHaveBeenCalledWith(expect.objectContaining({ firstname: 'Rose', lastname: 'Aubanel', email: 'rose@example.fr', subject: 'Coffret' }));
    expect(screen.getByTestId('form-sent')).toHaveTextContent('Merci, votre message est bien envoyé.');
  });

  it('shows the server’s refusal in place and keeps everything typed', async () => {
    const refusal = new ApiError('429', {
      status: 429,
      body: { statusCode: 429, error: 'Too Many Requests', message: 'Trop de tentatives. Par sécurité, réessayez dans 10 minutes.' },
    });
    const contact = jest.fn<Promise<{ message: string }>, [ContactRequest]>().mockRejectedValue(refusal);
    const user = setup(contact);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer mon message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives.');
    expect(screen.getByLabelText('Prénom')).toHaveValue('Rose');
    expect(screen.getByLabelText('Message')).toHaveValue('Quarante coffrets pour un mariage, est-ce possible ?');
  });

  it('hides its honeypot from people: off screen, out of the tab order, never autofilled', async () => {
    const contact = jest.fn<Promise<{ message: string }>, [ContactRequest]>().mockResolvedValue({ message: 'ok' });
    const user = setup(contact);
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Ne remplissez pas/ })).toBeNull();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer mon message' }));
    await waitFor(() => expect(contact).toHaveBeenCalled());
    expect(contact.mock.calls[0][0].website).toBeUndefined();
  });

  it('links its data-protection notice to the privacy policy', () => {
    setup(jest.fn<Promise<{ message: string }>, [ContactRequest]>());
    expect(screen.getByRole('link', { name: 'politique de protection des données' })).toHaveAttribute('href', '/legal/politique-protection-donnees-rgpd');
  });
});
