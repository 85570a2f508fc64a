import { Button } from '@nougaterie/ui';
import { Link, useLocation } from 'react-router-dom';
import { useHeldBooking } from '../booking/useHeldBooking.js';
import { FlowPage } from '../common/FlowPage.js';
import { useVisitsEnv } from '../env/VisitsEnv.js';
import { useVisitsText } from '../i18n/useVisitsText.js';
import { Actions } from './Actions.js';

/** What /visites/erreur is told: the reason the payment did not go through. */
export interface PaymentErrorState {
  message: string;
}

/** /visites/erreur: the bank refused; the seats stay held a while, so paying again is offered first. */
export function PaymentErrorPage() {
  const { lang } = useVisitsEnv();
  const { t } = useVisitsText(lang);
  const reason = (useLocation().state as PaymentErrorState | null)?.message;
  const { state } = useHeldBooking();
  const held = state.status === 'done' && state.booking.status === 'held';
  return (
    <FlowPage title={t('error.title')}>
      <div role="alert">
        {reason && <p>{reason}</p>}
        <p>{t('error.text')}</p>
      </div>
      <Actions>
        {held && (
          <Button as={Link} to="/visites/paiement">
            {t('error.retry')}
          </Button>
        )}
        <Button as={Link} to="/visites" $variant={held ? 'secondary' : 'primary'}>
          {t('error.tours')}
        </Button>
      </Actions>
    </FlowPage>
  );
}
