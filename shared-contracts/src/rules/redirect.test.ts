import { safeRedirect } from './redirect.js';

describe('safeRedirect', () => {
  it.each([
    ['/mon-compte/mes-commandes', '/mon-compte/mes-commandes'],
    ['/boutique/paiement?step=2#top', '/boutique/paiement?step=2#top'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'mon-compte',
    '/\t/evil.example',
  ])('sends %p home', (raw) => {
    expect(safeRedirect(raw)).toBe('/');
  });
});
