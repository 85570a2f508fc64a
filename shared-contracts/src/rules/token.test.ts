import { isTokenValid } from './token.js';

describe('isTokenValid', () => {
  it('accepts any non-empty string', () => {
    expect(isTokenValid('a')).toBe(true);
    expect(isTokenValid('eyJhbGciOi.x.y')).toBe(true);
  });

  it.each([[''], ['   '], [null], [undefined], [42]])('refuses %p', (token) => {
    expect(isTokenValid(token)).toBe(false);
  });
});
