import type { RemoteProps } from '@nougaterie/contracts';
import { Button, theme } from '@nougaterie/ui';
import { useHostedSession } from '@nougaterie/ui/payment';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { heldBooking } from '../booking/heldBooking.js';
import { Steps } from '../booking/Steps.js';
import { FlowPage } from '../common/FlowPage.js';
import { useVisitsEnv } from '../env/VisitsEnv.js';
import { useVisitsText } from '../i18n/useVisitsText.js';
import { Actions } from '../outcome/Actions.js';
import type { PaymentErrorState } from '../outcome/PaymentErrorPage.js';

const Notice = styled.div`
  margin: 0 0 1.25rem;
  padding: 1rem 1.25rem;
  border-left: 4px solid ${theme.colors.honeyDark};
  border-radius: ${theme.radius};
  background: ${theme.colors.honeyLight};
  p {
    margin: 0;
  }
  p + p {
    margin-top: 0.5rem;
  }
  strong {
    font-size: 1.1rem;
  }
`;

/** The booking's reference, as the provider's return address gives it. */
function Reference({ reference }: { reference: string | null }) {
  const { lang } = useVisitsEnv();
  const { t } = useVisitsText(lang);
  if (!reference) return null;
  return (
    <p>
      {t('return.reference')} <strong>{reference}</strong>
    </p>
  );
}

/**
 * /visites/paiement/retour?ref=…&session_id=…: where the payment provider's hosted page sends the
 * visitor back (issue #24), on the site only (the widget's visitors come back here too). It shows
 * what the api knows of the payment, asked again while the bank has not answered, and never marks
 * anything paid itself: only the provider's signed notification does. Paid: the thanks page of the
 * booking this tab holds, or, for a booking made elsewhere (the widget on a partner's page), the
 * reference here. Declined or run out: the error page, which offers to pay again while the seats
 * are held.
 */
export function PaymentReturnPage({ ctx }: RemoteProps) {
  const { api, lang, onBooked } = useVisitsEnv();
  const { t } = useVisitsText(lang);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reference = params.get('ref');
  const { phase, askAgain } = useHostedSession(ctx.api.basket.hostedSession, params.get('session_id'));
  const [paidElsewhere, setPaidElsewhere] = useState(false);
  // Paid, but this tab holds no booking: paid from another tab or browser, from this render on.
  const [seenPhase, setSeenPhase] = useState(phase);
  if (phase !== seenPhase) {
    setSeenPhase(phase);
    if (phase === 'paid' && !heldBooking.get()) setPaidElsewhere(true);
  }

  useEffect(() => {
    if (phase !== 'failed') return;
    void navigate('/visites/erreur', { replace: true, state: { message: t('return.failed') } satisfies PaymentErrorState });
  }, [phase, navigate, t]);

  useEffect(() => {
    if (phase !== 'paid') return;
    const key = heldBooking.get();
    if (!key) return;
    let live = true;
    api.booking(key.id, key.token).then(
      (booking) => {
        if (!live) return;
        if (booking.status !== 'confirmed' || (reference && booking.reference !== reference)) {
          setPaidElsewhere(true);
          return;
        }
        onBooked(booking);
        void navigate('/visites/merci', { replace: true });
      },
      () => live && setPaidElsewhere(true),
    );
    return () => {
      live = false;
    };
  }, [phase, api, reference, onBooked, navigate]);

  if (paidElsewhere) {
    return (
      <FlowPage title={t('thanks.title')}>
        <Steps current="done" lang={lang} />
        <Notice>
          <p>{t('return.paid')}</p>
          <Reference reference={reference} />
        </Notice>
        <p>{t('return.paidMail')}</p>
        <p>{t('thanks.arrive')}</p>
        <Actions>
          <Button as={Link} to="/visites">
            {t('thanks.another')}
          </Button>
        </Actions>
      </FlowPage>
    );
  }

  if (phase === 'missing') {
    return (
      <FlowPage title={t('return.title')}>
        <p>{t('return.missing')}</p>
        <Actions>
          <Button as={Link} to="/visites">
            {t('return.tours')}
          </Button>
        </Actions>
      </FlowPage>
    );
  }

  return (
    <FlowPage title={t('return.title')}>
      <Steps current="payment" lang={lang} />
      {/* One live region for the whole wait, so that each change of it is announced. */}
      <div role="status">
        {phase === 'waiting' && (
          <Notice>
            <p>
              <strong>{t('return.waiting')}</strong>
            </p>
            <p>{t('return.waitingHelp')}</p>
            <Reference reference={reference} />
          </Notice>
        )}
        {phase === 'late' && (
          <Notice>
            <p>{t('return.late')}</p>
            <Reference reference={reference} />
          </Notice>
        )}
        {/* Reading, or paid or declined until the next page takes over. */}
        {(phase === 'reading' || phase === 'paid' || phase === 'failed') && <p>{t('actions.loading')}</p>}
      </div>
      {phase === 'late' && (
        <Actions>
          <Button type="button" onClick={askAgain}>
            {t('return.askAgain')}
          </Button>
          <Button as={Link} to="/visites" $variant="secondary">
            {t('return.tours')}
          </Button>
        </Actions>
      )}
    </FlowPage>
  );
}
