import { loadPhoneRule } from '@nougaterie/contracts';
import { createFakeContext, renderPage, setupUser } from '@nougaterie/ui/testing';
import { screen } from '@testing-library/react';
import { pages } from '../routes.js';
import { TOURS } from '../test/fixtures.js';

// Watched, not replaced: the rule still loads when asked.
jest.mock('@nougaterie/contracts', () => {
  const actual = jest.requireActual<typeof import('@nougaterie/contracts')>('@nougaterie/contracts');
  return { ...actual, loadPhoneRule: jest.fn(actual.loadPhoneRule) };
});

const user = setupUser();

it("loads the phone rule's library when the visitor enters the contact fields, not when they show", async () => {
  const tours = jest.fn().mockResolvedValue({ tours: TOURS });
  const slots = jest.fn().mockImplementation((tour: string, { from, to }: { from: string; to: string }) => Promise.resolve({ tour, from, to, slots: [] }));
  const { ctx } = createFakeContext({ lang: 'fr', api: { visits: { tours, slots, book: jest.fn() } } });
  renderPage(pages.booking, ctx, { path: '/visites/:slug?', url: '/visites/le-parcours-gourmand' });

  const firstname = await screen.findByLabelText('Prénom');
  expect(loadPhoneRule).not.toHaveBeenCalled();
  await user.click(firstname);
  expect(loadPhoneRule).toHaveBeenCalled();
});
