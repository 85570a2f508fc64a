import { PAYMENT_METHODS, type Booking, type PaymentMethod } from '@nougaterie/contracts';
import { Button, FormAlert, theme } from '@nougaterie/ui';
import { PaymentMethods } from '@nougaterie/ui/payment';
import { useState } from 'react';
import { Field as FormField, Form } from 'react-final-form';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { heldBooking, type HeldBooking } from '../booking/heldBooking.js';
import { Steps } from '../booking/Steps.js';
import { useHeldBooking } from '../booking/useHeldBooking.js';
import { FlowPage } from '../common/FlowPage.js';
import { LoadFailure, Loading } from '../common/LoadFailure.js';
import { SiteLink } from '../env/SiteLink.js';
import { useVisitsEnv } from '../env/VisitsEnv.js';
import { useVisitsText } from '../i18n/useVisitsText.js';
import { BookingSummary } from '../outcome/BookingSummary.js';
import { NoBooking } from '../outcome/NoBooking.js';
import { euros } from '../tours/format.js';
import { HoldCountdown } from './HoldCountdown.js';
import { usePayBooking } from './usePayBooking.js';

/** The ways to pay (shared with the shop's checkout), their radios on the options' inner edge. */
const Methods = styled.fieldset`
  border: 0;
  margin: 0 0 1.25rem;
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 700;
    font-size: 1.2rem;
    margin-bottom: 0.75rem;
    padding: 0;
  }
  li > label input {
    margin: 0;
  }
`;
const Consent = styled.label`
  display: flex;
  gap: 0.6rem;
  align-items: flex-start;
  margin: 0 0 0.5rem;
  input {
    width: 1.2rem;
    height: 1.2rem;
    margin: 0.15rem 0 0;
    flex: none;
  }
`;
const ErrorText = styled.p`
  margin: 0 0 1rem;
  color: ${theme.colors.danger};
  font-size: 0.9rem;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
  margin-top: 1rem;
`;
const Change = styled.button`
  border: 0;
  background: none;
  padding: 0;
  font: inherit;
  color: ${theme.colors.honeyDark};
  text-decoration: underline;
  cursor: pointer;
  min-height: 44px;
`;

interface PaymentValues {
  method: PaymentMethod;
  terms?: boolean;
}

/** The held booking's payment: its summary, the time left, the way to pay. */
function PaymentForm({ booking, held, onUpdate, onExpired }: { booking: Booking; held: HeldBooking; onUpdate: (b: Booking) => void; onExpired: () => void }) {
  const { api, lang } = useVisitsEnv();
  const { t } = useVisitsText(lang);
  const navigate = useNavigate();
  const { busy, error, pay } = usePayBooking(held, onUpdate);

  const onSubmit = ({ method }: PaymentValues) => pay(method);

  // Another slot: the seats held now go back at once rather than when the hold runs out.
  const change = async () => {
    await api.cancel(held.id, held.token).catch(() => undefined);
    heldBooking.clear();
    void navigate(`/visites/${booking.tour.slug}`);
  };

  return (
    <>
      {booking.hold_expires_at && <HoldCountdown until={booking.hold_expires_at} onExpired={onExpired} />}
      <BookingSummary booking={booking} title={t('payment.summary')} />
      <Form<PaymentValues> onSubmit={onSubmit} initialValues={{ method: 'card' }}>
        {({ handleSubmit, values }) => (
          <form onSubmit={(event) => void handleSubmit(event)} noValidate>
            <Methods>
              <legend>{t('payment.methods')}</legend>
              <PaymentMethods methods={PAYMENT_METHODS} t={t} />
            </Methods>
            <FormField<boolean> name="terms" type="checkbox" validate={(value) => (value ? undefined : 'payment.termsRequired')}>
              {({ input, meta }) => (
                <>
                  <Consent>
                    <input
                      type="checkbox"
                      name={input.name}
                      checked={input.checked}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      onFocus={input.onFocus}
                      aria-invalid={meta.error && meta.submitFailed ? true : undefined}
                    />
                    <span>
                      {t('payment.terms')} (<SiteLink path="/legal/conditions-generales-vente">{t('payment.termsLink')}</SiteLink>)
                    </span>
                  </Consent>
                  {meta.error && meta.submitFailed && <ErrorText role="alert">{t(meta.error)}</ErrorText>}
                </>
              )}
            </FormField>
            <FormAlert message={error ?? undefined} />
            <Actions>
              <Button type="submit" disabled={busy} aria-busy={busy}>
                {values.method === 'card' ? t('payment.pay', { amount: euros(booking.amount_cents, lang) }) : t('payment.confirm')}
              </Button>
              <Change type="button" onClick={() => void change()}>
                {t('payment.change')}
              </Change>
            </Actions>
          </form>
        )}
      </Form>
    </>
  );
}

/** /visites/paiement: pay the booking this tab holds, or find out what became of it. */
export function PaymentPage() {
  const { lang } = useVisitsEnv();
  const { t } = useVisitsText(lang);
  const { state, reload, update } = useHeldBooking();
  const [expired, setExpired] = useState(false);

  if (state.status === 'none') return <NoBooking />;
  if (state.status !== 'done') {
    return <FlowPage title={t('payment.title')}>{state.status === 'loading' ? <Loading /> : <LoadFailure error={state.error} onRetry={reload} />}</FlowPage>;
  }
  const { booking, key } = state;
  if (booking.status === 'confirmed' && booking.payment_method === 'card') return <Navigate to="/visites/merci" replace />;
  if (booking.status === 'confirmed' || booking.status === 'awaiting_payment') return <Navigate to="/visites/confirmation" replace />;
  const over = expired || booking.status !== 'held';
  return (
    <FlowPage title={t('payment.title')}>
      <Steps current="payment" lang={lang} />
      {over ? (
        <>
          <FormAlert message={t(booking.status === 'cancelled' ? 'payment.cancelled' : 'payment.expired')} />
          <Button as={Link} to={`/visites/${booking.tour.slug}`}>
            {t('payment.again')}
          </Button>
        </>
      ) : (
        <PaymentForm booking={booking} held={key} onUpdate={update} onExpired={() => setExpired(true)} />
      )}
    </FlowPage>
  );
}
