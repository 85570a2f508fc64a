import styled from 'styled-components';
import { theme } from './theme.js';
import { VisuallyHidden } from './VisuallyHidden.js';
import { formatEuros } from './formatEuros.js';

// In its own module, so that code without React (a remote's early script) can take it alone.
export { formatEuros };

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
