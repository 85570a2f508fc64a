import { pagesOf } from '@nougaterie/contracts';
import { pages } from './routes.js';

it('exposes exactly the visits pages of the route table', () => {
  expect(Object.keys(pages).sort()).toEqual(pagesOf('visits').sort());
});
