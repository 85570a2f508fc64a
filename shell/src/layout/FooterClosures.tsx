import type { ShopClosure } from '@nougaterie/contracts/rules';
import { closureLine, closuresAhead } from '@nougaterie/contracts/legal';
import { theme } from '@nougaterie/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Closures = styled.ul`
  margin-top: 0.6rem !important;
  li {
    font-weight: 700;
    color: ${theme.colors.honeyLight};
  }
`;

/** The closing days ahead, under the shop's address: what a visitor must know before coming. */
export default function FooterClosures({ closures }: { closures: ShopClosure[] }) {
  const { i18n } = useTranslation();
  const ahead = closuresAhead(closures);
  if (!ahead.length) return null;
  return (
    <Closures data-testid="footer-closures">
      {ahead.map((closure) => (
        <li key={`${closure.from}-${closure.to}`}>{closureLine(closure, i18n.language)}</li>
      ))}
    </Closures>
  );
}
