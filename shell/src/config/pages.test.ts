import { TERMS_OF_SALE, TERMS_SECTIONS } from '@nougaterie/contracts/legal';
import { SHOWCASE_SECTIONS } from './pages';

describe('the showcase pages', () => {
  it('list the sections of the terms of sale as contracts hold them, in their order', () => {
    expect([...SHOWCASE_SECTIONS['legal-cgv']]).toEqual([...TERMS_SECTIONS]);
    expect(Object.keys(TERMS_OF_SALE.fr.sections)).toEqual([...SHOWCASE_SECTIONS['legal-cgv']]);
  });
});
