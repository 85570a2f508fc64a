import { ROUTES, pagesOf } from '@nougaterie/contracts';
import { FLOW } from './flow.js';
import { pages } from './routes.js';

it('exposes exactly the visits pages of the route table', () => {
  expect(Object.keys(pages).sort()).toEqual(pagesOf('visits').sort());
});

it('gives the widget the same booking paths as the site', () => {
  for (const { path, page } of FLOW) {
    expect(ROUTES.find((route) => route.owner === 'visits' && route.page === page)?.path).toBe(path);
  }
});
