import { pagesOf } from '@nougaterie/contracts';
import { pages } from './routes.js';

it('exposes a page for every catalogue route of the contracts', () => {
  expect(Object.keys(pages).sort()).toEqual(pagesOf('catalog').sort());
});
