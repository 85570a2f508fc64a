import { ORDER_EXPIRY_LIMITS, type OrderExpirySettings } from '@nougaterie/contracts/admin';
import { Button, Field, FormAlert, formError, submitFocusingErrors } from '@nougaterie/ui';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form, Field as FormField } from 'react-final-form';
import { errorMessage } from '../common/errors.js';
import { shownError } from '../common/fields.js';
import { Announce, LoadState, PageHead, Panel } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useStaffTitle } from '../common/useStaffTitle.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';
import { MaintenancePanel } from './MaintenancePanel.js';
import { ShopHoursPanel } from './ShopHoursPanel.js';
import { ShopIdentityPanel } from './ShopIdentityPanel.js';
import { MoneyPanel } from './MoneyPanel.js';
import { ShippingRatesPanel } from './ShippingRatesPanel.js';

type Delay = keyof OrderExpirySettings;
type Values = Record<Delay, string>;
const DELAYS: Delay[] = ['card_payment_expiry_minutes', 'transfer_reminder_days', 'transfer_expiry_days'];

/** Whole numbers within the contracts' bounds; the cancellation comes after the reminder. */
function check(values: Values): Partial<Record<Delay, { key: string; min?: number; max?: number }>> {
  const errors: Partial<Record<Delay, { key: string; min?: number; max?: number }>> = {};
  for (const delay of DELAYS) {
    const { min, max } = ORDER_EXPIRY_LIMITS[delay];
    const raw = (values[delay] ?? '').trim();
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) errors[delay] = { key: 'settings.errors.range', min, max };
  }
  if (!errors.transfer_expiry_days && !errors.transfer_reminder_days && Number(values.transfer_expiry_days) <= Number(values.transfer_reminder_days)) {
    errors.transfer_expiry_days = { key: 'settings.errors.afterReminder' };
  }
  return errors;
}

/**
 * /gestion/reglages (owners): how long an unpaid order keeps its stock before it cancels itself,
 * and when a transfer is reminded (applies from the next run of the expiry job, every 10
 * minutes); and the maintenance switch.
 */
export function SettingsPage() {
  const { t } = useT();
  const { api, endsSession } = useStaff();
  const { data, error, reload, replace } = useAdminData('order-expiry', () => api.expirySettings());
  const [saved, setSaved] = useState(false);
  useStaffTitle(t('settings.title'));

  const onSubmit = async (values: Values) => {
    setSaved(false);
    try {
      const next = await api.updateExpirySettings({
        card_payment_expiry_minutes: Number(values.card_payment_expiry_minutes),
        transfer_reminder_days: Number(values.transfer_reminder_days),
        transfer_expiry_days: Number(values.transfer_expiry_days),
      });
      replace(next);
      setSaved(true);
      return undefined;
    } catch (failure) {
      if (endsSession(failure)) return undefined;
      return { [FORM_ERROR]: errorMessage(failure, t, 'settings.failed') };
    }
  };

  return (
    <>
      <PageHead>
        <h1>{t('settings.title')}</h1>
      </PageHead>
      {!data ? (
        <LoadState error={error} onRetry={reload} />
      ) : (
        <Panel aria-labelledby="settings-expiry">
          <h2 id="settings-expiry">{t('settings.expiry.title')}</h2>
          <p>{t('settings.expiry.intro')}</p>
          <Form<Values>
            initialValues={Object.fromEntries(DELAYS.map((delay) => [delay, String(data[delay])]))}
            validate={(values) => Object.fromEntries(Object.entries(check(values)).map(([delay, e]) => [delay, t(e.key, { min: e.min, max: e.max })]))}
            onSubmit={onSubmit}
          >
            {({ handleSubmit, submitting, submitError, form }) => (
              <form onSubmit={submitFocusingErrors(handleSubmit, () => form.getState().errors)} noValidate>
                <FormAlert message={formError(submitError)} />
                {DELAYS.map((delay) => (
                  <FormField<string> key={delay} name={delay}>
                    {({ input, meta }) => <Field {...input} inputMode="numeric" label={t(`settings.expiry.${delay}`)} error={shownError(meta)} />}
                  </FormField>
                ))}
                <Button type="submit" disabled={submitting} aria-busy={submitting}>
                  {t('settings.save')}
                </Button>
              </form>
            )}
          </Form>
          <Announce message={saved ? t('settings.saved') : null} />
        </Panel>
      )}
      <MoneyPanel />
      <ShippingRatesPanel />
      <ShopIdentityPanel />
      <ShopHoursPanel />
      <MaintenancePanel />
    </>
  );
}
