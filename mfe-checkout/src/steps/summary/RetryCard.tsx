import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import { Button } from '@nougaterie/ui';
import { Panel } from '../../common/Panel.js';
import { useCheckoutTranslation } from '../../i18n/index.js';
import { CardFields } from '../payment/CardFields.js';
import type { CardDetails } from '../payment/paymentDraft.js';
import { stepPath } from '../steps.js';

/** After a declined card: the order still waits for its money, so another card can pay it here. */
export function RetryCard({ busy, onPay }: { busy: boolean; onPay: (card: CardDetails) => void }) {
  const { t } = useCheckoutTranslation();
  return (
    <Panel aria-label={t('card.retryTitle')}>
      <h2>{t('card.retryTitle')}</h2>
      <Form<CardDetails> onSubmit={onPay}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <CardFields />
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {t('card.retry')}
            </Button>
          </form>
        )}
      </Form>
      <p>
        <Link to={stepPath('payment')}>{t('card.otherMethod')}</Link>
      </p>
    </Panel>
  );
}
