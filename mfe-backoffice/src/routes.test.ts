import { pagesOf } from '@nougaterie/contracts';
import { pages } from './routes.js';

it('exposes exactly the back-office pages of the route table', () => {
  expect(Object.keys(pages).sort()).toEqual(pagesOf('backoffice').sort());
});
