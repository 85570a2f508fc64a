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

describe('renderProductSvg views', () => {
  it('frames each gallery view differently, the label on the main view only', () => {
    const [main, closeUp, table] = ([1, 2, 3] as const).map((view) => renderProductSvg({ ...artwork, view }));
    expect(renderProductSvg(artwork)).toBe(main);
    expect(new Set([main, closeUp, table]).size).toBe(3);
    expect(main).toContain('font-size="30">Nougat noir croquant</text>');
    expect(closeUp).not.toContain('>Nougat noir croquant</text>');
    expect(closeUp).toContain('scale(1.5)');
    expect(table).toContain('fill="url(#gingham)" opacity="0.6"');
    for (const svg of [closeUp, table]) expect(svg).toContain('<title>Nougat noir croquant</title>');
  });
});

describe('wrapLabel', () => {
  it('wraps on words and shortens what does not fit', () => {
    expect(wrapLabel('Nougat blanc tendre au miel de lavande', 20, 3)).toEqual(['Nougat blanc tendre', 'au miel de lavande']);
    expect(wrapLabel('a b c d e f', 1, 2)).toEqual(['a', '…']);
  });
});
