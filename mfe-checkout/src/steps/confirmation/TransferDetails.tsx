import styled from 'styled-components';
import { formatEuros, theme } from '@nougaterie/ui';
import { BankAccountRows } from '@nougaterie/ui/payment';
import { useCheckoutTranslation } from '../../i18n/index.js';

const Box = styled.section`
  margin: 1rem 0;
  padding: 1rem 1.25rem;
  border: 2px dashed ${theme.colors.honeyDark};
  border-radius: ${theme.radius};
  background: ${theme.colors.cream};
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 0.3rem 1rem;
    margin: 0.5rem 0;
  }
  dt {
    color: ${theme.colors.inkSoft};
  }
  dd {
    margin: 0;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

/**
 * What the shopper needs to make the bank transfer the order waits for: the shop's bank account
 * as stored (the back office's settings, loaded by the shell), never a constant.
 */
export function TransferDetails({ reference, amount, lang }: { reference: string; amount: number | null; lang: string }) {
  const { t } = useCheckoutTranslation();
  return (
    <Box aria-labelledby="transfer-title">
      <h2 id="transfer-title">{t('confirmation.transfer.title')}</h2>
      <p>{t('confirmation.transfer.text')}</p>
      <dl>
        {amount !== null && (
          <>
            <dt>{t('confirmation.transfer.amount')}</dt>
            <dd>{formatEuros(amount, lang)}</dd>
          </>
        )}
        <BankAccountRows holderLabel={t('confirmation.transfer.holder')} referenceLabel={t('confirmation.transfer.reference')} reference={reference} />
      </dl>
    </Box>
  );
}
