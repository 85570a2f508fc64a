import { SEARCH_MAX_WORDS, searchWords } from './search-terms.js';

describe('searchWords', () => {
  it.each([
    ['NOUGAT NOIR', ['nougat', 'noir']],
    ['  gâteau  ', ['gâteau']],
    ['Gâteaux aux amandes', ['gâteau', 'aux', 'amande']],
    ["l'orange confite", ['l', 'orange', 'confite']],
    ['noug', ['noug']],
    ['miel & (lavande | romarin) !thym:*', ['miel', 'lavande', 'romarin', 'thym']],
    ["'; DROP TABLE products; --", ['drop', 'table', 'product']],
    ['&|!:*()', []],
    ['', []],
    ['nougat nougat Nougat', ['nougat']],
  ])('%p → %p', (search, words) => {
    expect(searchWords(search)).toEqual(words);
  });

  it('keeps at most a dozen words', () => {
    expect(searchWords(Array.from({ length: 30 }, (_, i) => `mot${i}`).join(' '))).toHaveLength(SEARCH_MAX_WORDS);
  });
});
