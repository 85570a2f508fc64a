import { CARRIERS, isApiError, type Carrier, type OrderStatus } from '@nougaterie/contracts';
import { CARRIER_NAMES, TRACKING_NUMBER_PATTERN, type AdminOrder, type OrderStatusRequest, type RefundRequest } from '@nougaterie/contracts/admin';
import { Button, FormAlert, formError, Modal, formatEuros, submitFocusingErrors } from '@nougaterie/ui';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { errorMessage } from '../common/errors.js';
import { SelectField, TextField } from '../common/fields.js';
import { Actions, Announce, Panel } from '../common/ui.js';
import { all, matches, required, type Validator } from '../common/validate.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';

type Dialog = 'shipped' | 'cancelled' | 'refund' | null;

/** The button's words for a move: recording a payment says which one. */
function moveLabelKey(order: AdminOrder, to: OrderStatus): string {
  if (to === 'paid') return order.payment_method === 'shop' ? 'order.moves.paidShop' : 'order.moves.paidTransfer';
  return `order.moves.${to}`;
}

/**
 * The refusal to show: a 409 is the state machine saying no (the order moved meanwhile, another
 * member was quicker): the api's sentence names the states, else ours.
 */
function refusal(error: unknown, t: ReturnType<typeof useT>['t']): string {
  if (isApiError(error) && error.status === 409) return error.body?.message ?? t('order.errors.conflict');
  return errorMessage(error, t, 'order.errors.failed');
}

/** A dialog form's two buttons: its action, and going back without it ("Annuler" unless told). */
function DialogButtons({ submit, back, submitting, onCancel }: { submit: string; back?: string; submitting?: boolean; onCancel: () => void }) {
  const { t } = useT();
  return (
    <Actions>
      <Button type="submit" disabled={submitting} aria-busy={submitting}>
        {submit}
      </Button>
      <Button type="button" $variant="secondary" onClick={onCancel}>
        {back ?? t('app.cancel')}
      </Button>
    </Actions>
  );
}

function ShipForm({ onDone, onCancel }: { onDone: (request: OrderStatusRequest) => Promise<string | undefined>; onCancel: () => void }) {
  const { t } = useT();
  return (
    <Form<{ carrier: Carrier; tracking_number: string }>
      initialValues={{ carrier: 'colissimo' }}
      onSubmit={async (values) => {
        const failed = await onDone({ to: 'shipped', carrier: values.carrier, tracking_number: values.tracking_number.trim() });
        return failed ? { [FORM_ERROR]: failed } : undefined;
      }}
    >
      {({ handleSubmit, submitting, submitError, form }) => (
        <form onSubmit={submitFocusingErrors(handleSubmit, () => form.getState().errors)} noValidate>
          <FormAlert message={formError(submitError)} />
          <SelectField name="carrier" label={t('order.ship.carrier')} validate={required}>
            {CARRIERS.map((carrier) => (
              <option key={carrier} value={carrier}>
                {CARRIER_NAMES[carrier] || t('order.ship.otherCarrier')}
              </option>
            ))}
          </SelectField>
          <TextField
            name="tracking_number"
            label={t('order.ship.number')}
            autoComplete="off"
            spellCheck={false}
            validate={all(required, matches(TRACKING_NUMBER_PATTERN, 'order.ship.numberInvalid'))}
          />
          <DialogButtons submit={t('order.ship.submit')} submitting={submitting} onCancel={onCancel} />
        </form>
      )}
    </Form>
  );
}

function CancelForm({ onDone, onCancel }: { onDone: (request: OrderStatusRequest) => Promise<string | undefined>; onCancel: () => void }) {
  const { t } = useT();
  return (
    <Form<{ note?: string }>
      onSubmit={async (values) => {
        const failed = await onDone({ to: 'cancelled', ...(values.note?.trim() && { note: values.note.trim() }) });
        return failed ? { [FORM_ERROR]: failed } : undefined;
      }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <FormAlert message={formError(submitError)} />
          <p>{t('order.cancel.confirm')}</p>
          <TextField name="note" label={t('order.cancel.note')} maxLength={500} />
          <DialogButtons submit={t('order.cancel.submit')} back={t('order.cancel.keep')} submitting={submitting} onCancel={onCancel} />
        </form>
      )}
    </Form>
  );
}

/** An amount in euros as typed in either language: '12,50' or '12.50'. */
const euros = (value: string | undefined) => Number((value ?? '').trim().replace(',', '.'));

function RefundForm({
  refundable,
  onDone,
  onCancel,
}: {
  refundable: number;
  onDone: (request: RefundRequest) => Promise<string | undefined>;
  onCancel: () => void;
}) {
  const { t } = useT();
  const { lang } = useStaff();
  const amount: Validator = (value) => {
    if (!/^\d{1,6}([.,]\d{1,2})?$/.test((value ?? '').trim()) || euros(value) <= 0) return 'order.refund.amountInvalid';
    return euros(value) > refundable ? 'order.refund.tooMuch' : undefined;
  };
  return (
    <Form<{ amount: string; reason: string }>
      initialValues={{ amount: String(refundable) }}
      onSubmit={async (values) => {
        const failed = await onDone({ amount: euros(values.amount), reason: values.reason.trim() });
        return failed ? { [FORM_ERROR]: failed } : undefined;
      }}
    >
      {({ handleSubmit, submitting, submitError, form }) => (
        <form onSubmit={submitFocusingErrors(handleSubmit, () => form.getState().errors)} noValidate>
          <FormAlert message={formError(submitError)} />
          <p>{t('order.refund.most', { amount: formatEuros(refundable, lang) })}</p>
          <TextField name="amount" inputMode="decimal" label={t('order.refund.amount')} validate={all(required, amount)} />
          <TextField name="reason" label={t('order.refund.reason')} maxLength={500} validate={required} />
          <DialogButtons submit={t('order.refund.submit')} submitting={submitting} onCancel={onCancel} />
        </form>
      )}
    </Form>
  );
}

/**
 * The moves the order's state allows now (the api's answer, from the contracts' state machine):
 * shipping asks the carrier and number, cancelling asks to confirm, a refund its amount and reason.
 */
export function OrderActions({ order, onChange }: { order: AdminOrder; onChange: (order: AdminOrder) => void }) {
  const { t } = useT();
  const { api, endsSession } = useStaff();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ message: string; tone: 'ok' | 'error' } | null>(null);

  /** Runs a call; its refusal's sentence, or undefined once the order is updated. */
  const run = async (call: () => Promise<AdminOrder>, done: string): Promise<string | undefined> => {
    try {
      const next = await call();
      onChange(next);
      setDialog(null);
      setOutcome({ message: done, tone: 'ok' });
      return undefined;
    } catch (error) {
      if (endsSession(error)) return undefined;
      return refusal(error, t);
    }
  };

  const move = (request: OrderStatusRequest) => run(() => api.moveOrder(order.reference, request), t(`order.done.${request.to}`));

  const moveAtOnce = async (to: OrderStatus) => {
    setBusy(true);
    setOutcome(null);
    const failed = await move({ to });
    if (failed) setOutcome({ message: failed, tone: 'error' });
    setBusy(false);
  };

  const open = (which: Dialog) => {
    setOutcome(null);
    setDialog(which);
  };

  const moves = order.next_statuses;
  const canRefund = order.refundable > 0;
  return (
    <Panel aria-labelledby="order-actions" data-place="actions">
      <h2 id="order-actions">{t('order.actions')}</h2>
      <Announce message={outcome?.message ?? null} tone={outcome?.tone} />
      {moves.length === 0 && !canRefund ? (
        <p>{t('order.noActions')}</p>
      ) : (
        <Actions>
          {moves.map((to) =>
            to === 'shipped' || to === 'cancelled' ? (
              <Button key={to} type="button" $variant={to === 'cancelled' ? 'secondary' : 'primary'} onClick={() => open(to)}>
                {t(moveLabelKey(order, to))}
              </Button>
            ) : (
              <Button key={to} type="button" disabled={busy} aria-busy={busy} onClick={() => void moveAtOnce(to)}>
                {t(moveLabelKey(order, to))}
              </Button>
            ),
          )}
          {canRefund && (
            <Button type="button" $variant="secondary" onClick={() => open('refund')}>
              {t('order.refund.open')}
            </Button>
          )}
        </Actions>
      )}
      <Modal
        open={dialog === 'shipped'}
        title={t('order.ship.title', { reference: order.reference })}
        closeLabel={t('app.close')}
        onClose={() => setDialog(null)}
      >
        <ShipForm onDone={move} onCancel={() => setDialog(null)} />
      </Modal>
      <Modal
        open={dialog === 'cancelled'}
        title={t('order.cancel.title', { reference: order.reference })}
        closeLabel={t('app.close')}
        onClose={() => setDialog(null)}
      >
        <CancelForm onDone={move} onCancel={() => setDialog(null)} />
      </Modal>
      <Modal
        open={dialog === 'refund'}
        title={t('order.refund.title', { reference: order.reference })}
        closeLabel={t('app.close')}
        onClose={() => setDialog(null)}
      >
        <RefundForm
          refundable={order.refundable}
          onDone={(request) => run(() => api.refund(order.reference, request), t('order.done.refund'))}
          onCancel={() => setDialog(null)}
        />
      </Modal>
    </Panel>
  );
}
