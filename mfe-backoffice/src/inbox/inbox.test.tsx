import { inboxMessageSchema, inboxPageSchema, type InboxMessage } from '@nougaterie/contracts/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@nougaterie/ui/testing';
import { aStaffMember, fakeAdminApi, refused } from '../test/fakeAdmin.js';
import { renderStaff } from '../test/renderStaff.js';

const user = setupUser();

const contact = {
  kind: 'contact' as const,
  id: 7,
  from: 'Rose Imbert',
  email: 'rose@example.fr',
  subject: 'Coffret pour un mariage',
  excerpt: 'Bonjour, nous cherchons 80 petits coffrets de nougat pour un mariage en juin.',
  lang: 'fr' as const,
  created_at: '2026-11-20T09:30:00.000Z',
  handled_at: null,
  answers: 0,
};
const pro = { ...contact, kind: 'pro' as const, id: 3, from: 'Les Olivades', email: 'paul@olivades.example', subject: 'Épicerie fine', lang: 'en' as const };

const page = (items = [contact, pro], open = { contact: 1, pro: 1 }) => inboxPageSchema.parse({ items, page: 1, pages: 1, total: items.length, open });
const message = (overrides: Partial<InboxMessage> = {}): InboxMessage =>
  inboxMessageSchema.parse({
    ...contact,
    message: 'Bonjour,\nnous cherchons 80 petits coffrets de nougat pour un mariage en juin. Est-ce possible ?',
    phone: '06 12 34 56 78',
    pro: null,
    answer_list: [],
    ...overrides,
  });

describe('/gestion/messages', () => {
  it('lists the messages to deal with, counts them, and filters by state and kind', async () => {
    const api = fakeAdminApi({ inbox: async () => page() });
    renderStaff('/gestion/messages', { api, member: aStaffMember() });
    expect(await screen.findByRole('heading', { name: '2 messages à traiter, les plus anciens en premier' })).toBeInTheDocument();
    expect(api.inbox).toHaveBeenCalledWith({ filter: 'open' });
    const list = screen.getByRole('list', { name: 'Messages' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByRole('link', { name: 'Coffret pour un mariage' })).toHaveAttribute('href', '/gestion/messages/contact/7');
    expect(first).toHaveTextContent('Rose Imbert · rose@example.fr');
    expect(first).toHaveTextContent('à traiter');
    expect(within(second).getByText('Demande pro')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'À traiter (2)' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('link', { name: 'Traités' }));
    await waitFor(() => expect(api.inbox).toHaveBeenLastCalledWith({ filter: 'handled' }));
    await user.click(screen.getByRole('link', { name: 'Demande pro' }));
    await waitFor(() => expect(api.inbox).toHaveBeenLastCalledWith({ filter: 'handled', kind: 'pro' }));
  });

  it('says when nothing is left to deal with', async () => {
    renderStaff('/gestion/messages', { api: fakeAdminApi({ inbox: async () => page([], { contact: 0, pro: 0 }) }), member: aStaffMember() });
    expect(await screen.findByText('Aucun message à traiter : tout est à jour.')).toBeInTheDocument();
  });

  it('shows a message as written, answers it, and shows the answer kept', async () => {
    const answered = message({
      handled_at: '2026-11-26T10:00:00.000Z',
      answers: 1,
      answer_list: [{ body: 'Bonjour Rose,\noui, avec plaisir.', staff_email: 'lucas@nougaterie.test', created_at: '2026-11-26T10:00:00.000Z' }],
    });
    const api = fakeAdminApi({ inboxMessage: async () => message(), answerInboxMessage: async () => answered });
    renderStaff('/gestion/messages/contact/7', { api, member: aStaffMember() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coffret pour un mariage' })).toBeInTheDocument();
    expect(api.inboxMessage).toHaveBeenCalledWith('contact', 7);
    expect(screen.getByRole('link', { name: 'rose@example.fr' })).toHaveAttribute('href', 'mailto:rose@example.fr');
    expect(screen.getByText(/nous cherchons 80 petits coffrets/)).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Répondre' });
    await user.click(within(form).getByRole('button', { name: 'Envoyer la réponse' }));
    expect(within(form).getByLabelText('Votre réponse')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(api.answerInboxMessage).not.toHaveBeenCalled();
    expect(within(form).getByText(/Envoyée par e-mail à rose@example.fr \(message écrit en français\)/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Votre réponse'), '  Bonjour Rose,{Enter}oui, avec plaisir.  ');
    await user.click(within(form).getByRole('button', { name: 'Envoyer la réponse' }));
    expect(api.answerInboxMessage).toHaveBeenCalledWith('contact', 7, { body: 'Bonjour Rose,\noui, avec plaisir.' });
    expect(await screen.findByText('Réponse envoyée à rose@example.fr ; le message est marqué comme traité.')).toBeInTheDocument();
    const answers = screen.getByRole('region', { name: 'Réponse envoyée' });
    expect(answers).toHaveTextContent('lucas@nougaterie.test');
    expect(answers).toHaveTextContent('oui, avec plaisir.');
    expect(within(form).getByLabelText('Votre réponse')).toHaveValue('');
  });

  it('keeps the answer typed and shows why when it could not be sent', async () => {
    const api = fakeAdminApi({
      inboxMessage: async () => message(),
      answerInboxMessage: async () => {
        throw refused(404, "Ce message n'existe pas.", 'INBOX_MESSAGE_NOT_FOUND');
      },
    });
    renderStaff('/gestion/messages/contact/7', { api, member: aStaffMember() });
    const form = await screen.findByRole('region', { name: 'Répondre' });
    await user.type(within(form).getByLabelText('Votre réponse'), 'Bonjour');
    await user.click(within(form).getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await within(form).findByText("Ce message n'existe pas.")).toBeInTheDocument();
    expect(within(form).getByLabelText('Votre réponse')).toHaveValue('Bonjour');
  });

  it('marks a professional request dealt with, then back, in English', async () => {
    const request = message({
      ...pro,
      message: 'We would like to sell your nougats.',
      phone: '04 90 12 34 56',
      pro: { company: 'Les Olivades', siret: '81234567800019', contact_name: 'Paul Ferrand', activity: 'Épicerie fine' },
    });
    const api = fakeAdminApi({
      inboxMessage: async () => request,
      markInboxMessage: async (_kind: never, _id: never, body: { handled: boolean }) => ({
        ...request,
        handled_at: body.handled ? '2026-11-26T10:00:00.000Z' : null,
      }),
    });
    renderStaff('/gestion/messages/pro/3', { api, member: aStaffMember(), lang: 'en' });
    expect(await screen.findByText('81234567800019')).toBeInTheDocument();
    expect(screen.getByText('Paul Ferrand')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as dealt with' }));
    expect(api.markInboxMessage).toHaveBeenCalledWith('pro', 3, { handled: true });
    expect(await screen.findByText('Message marked as dealt with.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to deal with' }));
    expect(api.markInboxMessage).toHaveBeenLastCalledWith('pro', 3, { handled: false });
  });

  it('says so for an unknown message, without asking the api for a malformed one', async () => {
    const api = fakeAdminApi();
    renderStaff('/gestion/messages/spam/abc', { api, member: aStaffMember() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce message n’existe pas.');
    expect(api.inboxMessage).not.toHaveBeenCalled();
  });
});

describe('the menu’s count of messages to deal with', () => {
  it('shows it beside "Messages", asks again on the next page, and is gone once all are dealt with', async () => {
    let open = { contact: 2, pro: 1 };
    const api = fakeAdminApi({
      inboxOpen: async () => open,
      inbox: async () => page(),
      dashboard: async () => ({ to_prepare: 0, transfers_awaited: 0, low_stock: [], tomorrow_bookings: [] }),
    });
    renderStaff('/gestion', { api, member: aStaffMember() });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Gestion' });
    expect(await within(menu).findByRole('link', { name: 'Messages (3 à traiter)' })).toHaveAttribute('href', '/gestion/messages');

    open = { contact: 0, pro: 0 };
    await user.click(within(menu).getByRole('link', { name: 'Messages (3 à traiter)' }));
    // Following a link folds the menu: opened again, it counts none.
    await screen.findByRole('heading', { name: '2 messages à traiter, les plus anciens en premier' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await within(menu).findByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(api.inboxOpen).toHaveBeenCalledTimes(2);
  });

  it('asks again every minute while the page stays open, and keeps the last count when the api fails', async () => {
    jest.useFakeTimers();
    try {
      let answer: () => Promise<{ contact: number; pro: number }> = async () => ({ contact: 1, pro: 0 });
      const api = fakeAdminApi({ inboxOpen: () => answer(), inbox: async () => page() });
      renderStaff('/gestion/messages', { api, member: aStaffMember() });
      await user.click(await screen.findByRole('button', { name: 'Menu' }));
      const menu = await screen.findByRole('navigation', { name: 'Gestion' });
      expect(await within(menu).findByRole('link', { name: 'Messages (1 à traiter)' })).toBeInTheDocument();
      answer = async () => ({ contact: 1, pro: 4 });
      await jest.advanceTimersByTimeAsync(60_000);
      expect(await within(menu).findByRole('link', { name: 'Messages (5 à traiter)' })).toBeInTheDocument();
      answer = () => Promise.reject(refused(503));
      await jest.advanceTimersByTimeAsync(60_000);
      expect(within(menu).getByRole('link', { name: 'Messages (5 à traiter)' })).toBeInTheDocument();
      expect(api.inboxOpen).toHaveBeenCalledTimes(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
