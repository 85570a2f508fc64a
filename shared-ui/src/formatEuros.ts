/** Group separators as Intl writes them: a narrow no-break space in French, a comma in English. */
const GROUP = { fr: '\u202f', en: ',' } as const;

/**
 * An amount in euros as `Intl.NumberFormat` writes it for fr-FR ("1 234,50 €") and en-GB
 * ("€1,234.50"); Price.test.ts checks the two agree. Written out rather than asked of Intl: the
 * first currency formatter of a page loads the locale's number data, 20-50 ms of a desktop's main
 * thread (four times that on a phone) in the middle of the first render of every catalogue page.
 */
export function formatEuros(amount: number, lang: string): string {
  // Rounded as Intl does, half away from zero on the decimal the number reads as (1.005 → 1.01).
  const cents = Math.round(Number(`${Math.abs(amount)}e2`));
  const sign = amount < 0 && cents > 0 ? '-' : '';
  const group = lang === 'en' ? GROUP.en : GROUP.fr;
  const units = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, group);
  const decimals = String(cents % 100).padStart(2, '0');
  return lang === 'en' ? `${sign}€${units}.${decimals}` : `${sign}${units},${decimals}\u00a0€`;
}
