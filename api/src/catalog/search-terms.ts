/** More words than this add nothing a shopper meant and only slow the query down. */
export const SEARCH_MAX_WORDS = 12;

/**
 * The words of a search, each a prefix to look for. Punctuation and tsquery operators
 * (& | ! : * ' parentheses) separate words and never reach the query syntax. A French plural
 * ending is dropped so 'amandes' also finds 'Amande' and 'gâteaux' finds 'Gâteau'.
 */
export function searchWords(search: string): string[] {
  const words = search.toLowerCase().match(/[\p{L}\p{Nd}]+/gu) ?? [];
  const stems = words.map((word) => {
    if (word.length >= 5 && word.endsWith('eaux')) return word.slice(0, -1);
    if (word.length >= 5 && word.endsWith('s')) return word.slice(0, -1);
    return word;
  });
  return [...new Set(stems)].slice(0, SEARCH_MAX_WORDS);
}
