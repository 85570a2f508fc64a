import { auditPageSchema } from '@nougaterie/contracts/admin';
import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '@nougaterie/ui/testing';
import { anOwner, fakeAdminApi } from '../test/fakeAdmin.js';
import { renderStaff } from '../test/renderStaff.js';

describe('/gestion/journal (owners)', () => {
  it('lists who changed what, before and after, and pages through the log', async () => {
    const page = auditPageSchema.parse({
      entries: [
        {
          id: 9,
          at: '2026-11-25T09:00:00.000Z',
          staff: { id: 2, name: 'Lucas Martin', email: 'lucas@nougaterie.test' },
          action: 'product.stock',
          target: 'product:7',
          before: { stock: 2 },
          after: { stock: 30 },
        },
        {
          id: 8,
          at: '2026-11-25T03:00:00.000Z',
          staff: null,
          action: 'order.status',
          target: 'NSD-2026-000040',
          before: 'awaiting_payment',
          after: 'cancelled',
        },
        { id: 7, at: '2026-11-24T03:00:00.000Z', staff: null, action: 'something.new', target: 'x', before: null, after: null },
      ],
      page: 1,
      pages: 2,
    });
    const api = fakeAdminApi({ audit: async () => page });
    renderStaff('/gestion/journal', { api, member: anOwner() });
    const [stock, order, unknown] = await screen.findAllByRole('listitem');
    expect(stock).toHaveTextContent('Stock · product:7');
    expect(stock).toHaveTextContent('Lucas Martin (lucas@nougaterie.test)');
    expect(stock).toHaveTextContent('Avant{"stock":2}Après{"stock":30}');
    expect(order).toHaveTextContent('Changement d’état de commande · NSD-2026-000040');
    expect(order).toHaveTextContent('la boutique (tâche automatique)');
    expect(unknown).toHaveTextContent('something.new');
    expect(api.audit).toHaveBeenCalledWith(1);
    await setupUser().click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(api.audit).toHaveBeenLastCalledWith(2));
  });
});

it('names the discount codes’ changes and the invoices fetched', async () => {
  const actions = ['discount.create', 'discount.update', 'discount.disable', 'discount.enable', 'invoice.download'];
  const page = auditPageSchema.parse({
    entries: actions.map((action, i) => ({
      id: 20 - i,
      at: '2026-11-26T09:00:00.000Z',
      staff: null,
      action,
      target: 'discount:8',
      before: null,
      after: { code: 'NOEL2026' },
    })),
    page: 1,
    pages: 1,
  });
  renderStaff('/gestion/journal', { api: fakeAdminApi({ audit: async () => page }), member: anOwner() });
  const items = await screen.findAllByRole('listitem');
  expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
    'Création d’un code de réduction',
    'Modification d’un code de réduction',
    'Désactivation d’un code de réduction',
    'Réactivation d’un code de réduction',
    'Téléchargement d’une facture ou d’un avoir',
  ]);
});
