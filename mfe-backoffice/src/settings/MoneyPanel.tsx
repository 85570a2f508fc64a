import { MONEY_SETTINGS, moneySettingsProblems, type MoneySetting, type MoneySettings } from '@nougaterie/contracts/admin';
import { Button, Field, FormAlert, formError, submitFocusingErrors } from '@nougaterie/ui';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form, Field as FormField } from 'react-final-form';
import { errorMessage } from '../common/errors.js';
import { shownError } from '../common/fields.js';
import { parseNumber } from '../common/format.js';
import { moneyText } from './moneyText.js';
import { Announce, LoadState, Panel } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';

type Values = Record<MoneySetting, string>;

const toSettings = (values: Values): MoneySettings =>
  Object.fromEntries(MONEY_SETTINGS.map((field) => [field, parseNumber(values[field] ?? '')])) as MoneySettings;

/**
 * Free shipping from (franco_port), the euros spent per loyalty point (fidelite_from) and what a
 * point is worth (owners). The shop's pages and the next basket answer follow at once; orders
 * placed before keep their amounts.
 */
export function MoneyPanel() {
  const { t } = useT();
  const { api, endsSession } = useStaff();
  const { data, error, reload, replace } = useAdminData('money-settings', () => api.moneySettings());
  const [saved, setSaved] = useState(false);

  const onSubmit = async (values: Values) => {
    setSaved(false);
    try {
      replace(await api.updateMoneySettings(toSettings(values)));
      setSaved(true);
      return undefined;
    } catch (failure) {
      if (endsSession(failure)) return undefined;
      return { [FORM_ERROR]: errorMessage(failure, t, 'money.failed') };
    }
  };

  return (
    <Panel aria-labelledby="settings-money">
      <h2 id="settings-money">{t('money.title')}</h2>
      <p>{t('money.intro')}</p>
      {!data ? (
        <LoadState error={error} onRetry={reload} />
      ) : (
        <Form<Values>
          initialValues={Object.fromEntries(MONEY_SETTINGS.map((field) => [field, moneyText(data[field])]))}
          validate={(values) =>
            Object.fromEntries(moneySettingsProblems(toSettings(values)).map(({ field, problem }) => [field, t(`money.errors.${problem}`)]))
          }
          onSubmit={onSubmit}
        >
          {({ handleSubmit, submitting, submitError, form }) => (
            <form onSubmit={submitFocusingErrors(handleSubmit, () => form.getState().errors)} noValidate>
              <FormAlert message={formError(submitError)} />
              {MONEY_SETTINGS.map((field) => (
                <FormField<string> key={field} name={field}>
                  {({ input, meta }) => <Field {...input} inputMode="decimal" label={t(`money.${field}`)} error={shownError(meta)} />}
                </FormField>
              ))}
              <Button type="submit" disabled={submitting} aria-busy={submitting}>
                {t('money.save')}
              </Button>
            </form>
          )}
        </Form>
      )}
      <Announce message={saved ? t('money.saved') : null} />
    </Panel>
  );
}
