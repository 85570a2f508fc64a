import { renderProductSvg, wrapLabel } from './product-svg.js';

const artwork = {
  slug: 'nougat-noir-croquant',
  name: 'Nougat noir croquant',
  categorySlug: 'nougats-traditionnels',
  rangeSlug: 'nougats',
};

describe('renderProductSvg', () => {
  it('draws the same bytes for the same product', () => {
    expect(renderProductSvg(artwork)).toBe(renderProductSvg({ ...artwork }));
    expect(renderProductSvg(artwork)).not.toBe(renderProductSvg({ ...artwork, slug: 'nougat-blanc' }));
  });

  it('escapes the label', () => {
    const svg = renderProductSvg({ ...artwork, name: 'Miel <b>"doux"</b> & fort' });
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&#38; fort');
  });

  it('draws something for a product without category', () => {
    expect(renderProductSvg({ ...artwork, categorySlug: undefined, rangeSlug: undefined })).toMatch(/<\/svg>\n$/);
  });
});

describe('wrapLabel', () => {
  it('wraps on words and shortens what does not fit', () => {
    expect(wrapLabel('Nougat blanc tendre au miel de lavande', 20, 3)).toEqual(['Nougat blanc tendre', 'au miel de lavande']);
    expect(wrapLabel('a b c d e f', 1, 2)).toEqual(['a', '…']);
  });
});
