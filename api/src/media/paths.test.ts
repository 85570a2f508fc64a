import { productImageCandidates, productImagePath } from './paths.js';

describe('product image paths', () => {
  it('name the main image and the extra gallery views', () => {
    expect(productImagePath('nougat-noir')).toBe('/media/products/nougat-noir.svg');
    expect(productImagePath('nougat-noir', 3)).toBe('/media/products/nougat-noir-3.svg');
  });

  it('read a file name back, the exact slug first', () => {
    expect(productImageCandidates('nougat-noir.svg')).toEqual([{ slug: 'nougat-noir', view: 1 }]);
    expect(productImageCandidates('nougat-noir-2.svg')).toEqual([
      { slug: 'nougat-noir-2', view: 1 },
      { slug: 'nougat-noir', view: 2 },
    ]);
    expect(productImageCandidates('nougat-noir-4.svg')).toEqual([{ slug: 'nougat-noir-4', view: 1 }]);
    expect(productImageCandidates('nougat-noir.png')).toEqual([]);
  });
});
