import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { RemoteProps } from '@nougaterie/contracts';
import { Button, FormAlert } from '@nougaterie/ui';
import { useHostedSession } from '@nougaterie/ui/payment';
import { errorText } from '../../common/errorText.js';
import { Panel } from '../../common/Panel.js';
import { useCheckoutTranslation } from '../../i18n/index.js';
import { CheckoutPage } from '../CheckoutPage.js';
import { hostedOrder } from '../payment/hostedOrder.js';
import { stepPath } from '../steps.js';
import { confirmationPath, leaveForCardPayment, type ConfirmationState } from '../summary/usePlaceOrder.js';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
  margin-top: 1rem;
`;

/**
 * /boutique/paiement/retour?ref=…&session_id=…: where the payment provider's hosted page sends the
 * shopper back (issue #24). It shows what the api knows of the payment, asked again while the bank
 * has not answered, and marks nothing paid itself: only the provider's signed notification does.
 * Paid: the confirmation step. Declined: pay again, or choose another way.
 */
export default function PaymentReturnPage({ ctx }: RemoteProps) {
  const { t } = useCheckoutTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reference = params.get('ref');
  const { phase, askAgain } = useHostedSession(ctx.api.basket.hostedSession, params.get('session_id'));
  const basketId = hostedOrder.basketOf(reference);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (phase !== 'paid' || !reference) return;
    hostedOrder.forget();
    const state: ConfirmationState | null = basketId ? { basketId } : null;
    void navigate(confirmationPath(reference), { state, replace: true });
  }, [phase, reference, basketId, navigate]);

  const payAgain = () => {
    if (busy || !reference || !basketId) return;
    setBusy(true);
    setError(null);
    leaveForCardPayment(ctx, { reference, basketId }).catch((failure: unknown) => {
      setError(errorText(failure, t));
      setBusy(false);
    });
  };

  let body;
  if (phase === 'missing') {
    body = (
      <>
        <p>{t('hosted.missing')}</p>
        <Actions>
          <Button as={Link} to="/boutique">
            {t('confirmation.shop')}
          </Button>
        </Actions>
      </>
    );
  } else if (phase === 'failed') {
    // The order (if this tab made it) is opened by its basket: another card, or another way to pay.
    const otherWay = basketId ? `${stepPath('summary')}/${encodeURIComponent(basketId)}` : stepPath('summary');
    body = (
      <>
        <FormAlert message={error ?? t('hosted.failed')} />
        <Actions>
          {basketId && (
            <Button type="button" disabled={busy} aria-busy={busy} onClick={payAgain}>
              {busy ? t('card.leaving') : t('hosted.retry')}
            </Button>
          )}
          <Link to={otherWay}>{t('card.otherMethod')}</Link>
        </Actions>
      </>
    );
  } else if (phase === 'late') {
    body = (
      <>
        <p role="status">{t('hosted.late', { reference: reference ?? '' })}</p>
        <Actions>
          <Button type="button" onClick={askAgain}>
            {t('hosted.askAgain')}
          </Button>
          <Link to="/boutique">{t('confirmation.shop')}</Link>
        </Actions>
      </>
    );
  } else {
    // reading, waiting, and paid until the confirmation step takes over.
    body = <p role="status">{t('hosted.waiting')}</p>;
  }

  return (
    // The order was placed at the summary: the steps show it done up to there, the confirmation next.
    <CheckoutPage step="summary" title={t('hosted.title')}>
      {/* Busy until the first answer only: the wait for the bank is a status to read, not a region loading. */}
      <Panel aria-busy={phase === 'reading'}>
        {reference && (
          <p>
            {t('confirmation.reference')} <strong>{reference}</strong>
          </p>
        )}
        {body}
      </Panel>
    </CheckoutPage>
  );
}
