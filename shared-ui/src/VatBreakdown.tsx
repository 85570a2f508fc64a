import styled from 'styled-components';
import { isLang, type VatPartJson } from '@nougaterie/contracts';
import { formatVatRate } from '@nougaterie/contracts/rules';
import { formatEuros } from './formatEuros.js';
import { theme } from './theme.js';

const List = styled.ul`
  margin: 0.35rem 0 0;
  padding: 0;
  list-style: none;
  color: ${theme.colors.inkSoft};
  font-size: 0.9rem;
  text-align: right;
`;

/**
 * The VAT a total holds, one line per rate as the api worked it out (contracts' rules/vat.ts):
 * « dont TVA 5,5 % : 0,46 € ». The sentence is the page's own text, given the rate and the amount
 * already written in the shopper's language. Nothing shows for an older answer without them.
 */
export function VatBreakdown({
  parts,
  lang,
  line,
  label,
}: {
  parts: readonly VatPartJson[] | undefined;
  lang: string;
  line: (values: { rate: string; amount: string }) => string;
  /** Names the list for screen readers, e.g. 'TVA par taux'. */
  label?: string;
}) {
  if (!parts?.length) return null;
  const language = isLang(lang) ? lang : 'fr';
  return (
    <List aria-label={label}>
      {parts.map((part) => (
        <li key={part.rate}>{line({ rate: formatVatRate(part.rate, language), amount: formatEuros(part.vat, language) })}</li>
      ))}
    </List>
  );
}
