import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, theme } from '@nougaterie/ui';
import { useCheckoutTranslation } from '../../i18n/index.js';
import { stepPath } from '../steps.js';

/** A part of the confirmation panel rather than a card inside it. */
const Retry = styled.section`
  margin-top: 1rem;
  padding-top: 1rem;
  border-top: 1px solid ${theme.colors.line};
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.2rem;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

/**
 * An order still waiting for its card payment (declined, or the provider's page left unpaid): its
 * payment page again (a new one once the last ended), or another way to pay.
 */
export function RetryCard({ busy, onPay }: { busy: boolean; onPay: () => void }) {
  const { t } = useCheckoutTranslation();
  return (
    <Retry aria-label={t('card.retryTitle')}>
      <h2>{t('card.retryTitle')}</h2>
      <Button type="button" disabled={busy} aria-busy={busy} onClick={onPay}>
        {busy ? t('card.leaving') : t('card.retry')}
      </Button>
      <p>
        <Link to={stepPath('payment')}>{t('card.otherMethod')}</Link>
      </p>
    </Retry>
  );
}
