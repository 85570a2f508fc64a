import { pagesOf } from '@nougaterie/contracts';
import { pages } from './routes.js';
import { STEPS, stepPath } from './steps/steps.js';

it('exposes a page for every checkout route of the contracts', () => {
  expect(Object.keys(pages).sort()).toEqual(pagesOf('checkout').sort());
});

it('finds the address of each of the six steps in the route table', () => {
  expect(STEPS.map(stepPath)).toEqual([
    '/boutique/panier',
    '/boutique/informations',
    '/boutique/livraison',
    '/boutique/paiement',
    '/boutique/recapitulatif',
    '/boutique/confirmation',
  ]);
});
