import styled from 'styled-components';
import { theme } from './theme.js';
import { VisuallyHidden } from './VisuallyHidden.js';

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

const Wrap = styled.span`
  display: inline-flex;
  gap: 0.5em;
  align-items: baseline;
  flex-wrap: wrap;
`;
const Old = styled.s`
  color: ${theme.colors.inkSoft};
  font-size: 0.9em;
`;
const Now = styled.strong<{ $promo: boolean }>`
  color: ${({ $promo }) => ($promo ? theme.colors.danger : 'inherit')};
`;

/** A price, with the base price struck out when a discount applies (SPEC §2 basket modal, §3). */
export function Price({
  base,
  price,
  lang,
  oldLabel,
  newLabel,
}: {
  base: number;
  price: number;
  lang: string;
  /** Spoken before the struck-out price, e.g. 'Prix initial'. */
  oldLabel?: string;
  /** Spoken before the discounted price, e.g. 'Prix remisé'. */
  newLabel?: string;
}) {
  const promo = price < base;
  // Screen readers ignore <s> and aria-label on it, so the old price is announced through text.
  return (
    <Wrap>
      {promo && (
        <Old>
          {oldLabel && <VisuallyHidden>{oldLabel} </VisuallyHidden>}
          {formatEuros(base, lang)}
        </Old>
      )}
      <Now $promo={promo}>
        {promo && newLabel && <VisuallyHidden>{newLabel} </VisuallyHidden>}
        {formatEuros(price, lang)}
      </Now>
    </Wrap>
  );
}
