import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, theme } from '@nougaterie/ui';
import { CardFields } from '@nougaterie/ui/payment';
import { useCheckoutTranslation } from '../../i18n/index.js';
import type { CardDetails } from '../payment/paymentDraft.js';
import { stepPath } from '../steps.js';

/** A part of the confirmation panel rather than a card inside it: a phone keeps the width for the fields. */
const Retry = styled.section`
  margin-top: 1rem;
  padding-top: 1rem;
  border-top: 1px solid ${theme.colors.line};
  h2 { margin: 0 0 0.75rem; font-size: 1.2rem; }
  p:last-child { margin-bottom: 0; }
`;

/** After a declined card: the order still waits for its money, so another card can pay it here. */
export function RetryCard({ busy, onPay }: { busy: boolean; onPay: (card: CardDetails) => void }) {
  const { t } = useCheckoutTranslation();
  return (
    <Retry aria-label={t('card.retryTitle')}>
      <h2>{t('card.retryTitle')}</h2>
      <Form<CardDetails> onSubmit={onPay}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <CardFields t={t} />
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {t('card.retry')}
            </Button>
          </form>
        )}
      </Form>
      <p>
        <Link to={stepPath('payment')}>{t('card.otherMethod')}</Link>
      </p>
    </Retry>
  );
}
