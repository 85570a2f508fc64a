import type { Lang } from '@nougaterie/contracts';
import type { Quote } from '@nougaterie/contracts/rules';
import { theme } from '@nougaterie/ui';
import styled from 'styled-components';
import { useVisitsText } from '../i18n/useVisitsText.js';
import { euros } from '../tours/format.js';

const Box = styled.div`
  background: ${theme.colors.honeyLight};
  border-radius: ${theme.radius};
  padding: 1rem 1.25rem;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.2rem;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  td {
    padding: 0.25rem 0;
  }
  td:last-child {
    text-align: right;
    white-space: nowrap;
  }
  tfoot td {
    border-top: 1px solid ${theme.colors.honey};
    font-weight: 700;
    padding-top: 0.5rem;
  }
  small {
    display: block;
    margin-top: 0.5rem;
    color: ${theme.colors.inkSoft};
  }
`;
const Refusal = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-weight: 600;
`;

/** The quote for the party, announced politely as the visitor changes the numbers. */
export function PriceSummary({ quote, lang }: { quote: Quote | null; lang: Lang }) {
  const { t } = useVisitsText(lang);
  return (
    <Box aria-live="polite" data-testid="price-summary">
      <h3>{t('booking.summary.title')}</h3>
      {quote && !quote.ok && <Refusal>{t(`booking.errors.${quote.reason}`, { max: quote.max })}</Refusal>}
      {quote?.ok && (
        <>
          <table>
            <tbody>
              {quote.lines.map((line) => (
                <tr key={line.key}>
                  <td>{t(`booking.summary.lines.${line.key}`, { count: line.quantity })}</td>
                  <td>{euros(line.amount, lang)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td>{t('booking.summary.total')}</td>
                <td>{euros(quote.total, lang)}</td>
              </tr>
            </tfoot>
          </table>
          <small>{t('booking.summary.note')}</small>
        </>
      )}
    </Box>
  );
}
