import { loadPhoneRule, type Firm, type FirmField } from '@nougaterie/contracts';
import { FIRM_FIELDS, firmValue, shopIdentityProblems, type ShopIdentityAnswer } from '@nougaterie/contracts/admin';
import { Button, Field, FormAlert, formError, media, submitFocusingErrors, theme } from '@nougaterie/ui';
import { FORM_ERROR } from 'final-form';
import { useEffect, useState } from 'react';
import { Form, Field as FormField } from 'react-final-form';
import styled from 'styled-components';
import { errorMessage } from '../common/errors.js';
import { shownError } from '../common/fields.js';
import { Announce, LoadState, Panel } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';

/** The panel's groups of fields, in the order of the legal notices. */
const GROUPS: { id: string; fields: FirmField[] }[] = [
  { id: 'shop', fields: ['name', 'street', 'zipcode', 'city', 'region', 'country', 'phone', 'phoneDisplay', 'email'] },
  { id: 'legal', fields: ['legalName', 'legalForm', 'capital', 'rcs', 'siret', 'vat', 'director', 'directorRole', 'dpoEmail'] },
  { id: 'bank', fields: ['bank.holder', 'bank.iban', 'bank.bic'] },
  { id: 'others', fields: ['hostName', 'hostAddress', 'hostPhone', 'mediator', 'mediatorAddress', 'mediatorUrl', 'geo.latitude', 'geo.longitude'] },
];

/** The form's values: every field as typed, the map's numbers too. */
type Values = { [K in Exclude<keyof Firm, 'bank' | 'geo'>]: string } & { bank: Firm['bank']; geo: { latitude: string; longitude: string } };

const toValues = (firm: Firm): Values => ({ ...firm, geo: { latitude: String(firm.geo.latitude), longitude: String(firm.geo.longitude) } });
const toFirm = (values: Values): Firm => {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const firm = Object.fromEntries(
    FIRM_FIELDS.filter((field) => !field.includes('.')).map((field) => [field, text(values[field as keyof Values])]),
  ) as unknown as Firm;
  return {
    ...firm,
    bank: { holder: text(values.bank?.holder), iban: text(values.bank?.iban), bic: text(values.bank?.bic) },
    geo: { latitude: Number(values.geo?.latitude), longitude: Number(values.geo?.longitude) },
  };
};

const Groups = styled.div`
  display: grid;
  gap: 0 1.5rem;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  fieldset {
    border: 0;
    margin: 0 0 0.5rem;
    padding: 0;
    min-width: 0;
  }
  legend {
    font-weight: 700;
    padding: 0;
    margin: 0.5rem 0;
  }
`;
const Demo = styled.p`
  margin: 0 0 0.75rem;
  padding: 0.6rem 0.8rem;
  border-left: 4px solid ${theme.colors.danger};
  background: ${theme.colors.cream};
`;

/**
 * "Identité de la boutique" (owners, #22, #23): the legal name, address, registration numbers,
 * bank account, host and mediator that the legal notices, footer, invoices and mails print.
 * Checked with contracts' rules before asking (the api checks them again); a field still holding
 * the demonstration firm's value is marked, as the api refuses to start in production with one.
 */
export function ShopIdentityPanel() {
  const { t } = useT();
  const { api, endsSession } = useStaff();
  const { data, error, reload, replace } = useAdminData<ShopIdentityAnswer>('shop-identity', () => api.shopIdentity());
  const [saved, setSaved] = useState(false);
  // The phone rule's library (contracts' loadPhoneRule) loads with the panel, before a number is
  // typed: until then the phones are checked for their shape only.
  useEffect(() => void loadPhoneRule(), []);

  const validate = (values: Values) => {
    const errors: Record<string, unknown> = {};
    const firm = toFirm(values);
    for (const axis of ['latitude', 'longitude'] as const) {
      if (!Number.isFinite(firm.geo[axis]) || String(values.geo?.[axis] ?? '').trim() === '') {
        errors.geo = { ...(errors.geo as object), [axis]: t('settings.identity.problems.number') };
      }
    }
    for (const { field, problem } of shopIdentityProblems(firm)) {
      const [head, tail] = field.split('.');
      if (tail) errors[head] = { ...(errors[head] as object), [tail]: t(`settings.identity.problems.${problem}`) };
      else errors[head] ??= t(`settings.identity.problems.${problem}`);
    }
    return errors;
  };

  const onSubmit = async (values: Values) => {
    setSaved(false);
    try {
      replace(await api.updateShopIdentity(toFirm(values)));
      setSaved(true);
      return undefined;
    } catch (failure) {
      if (endsSession(failure)) return undefined;
      return { [FORM_ERROR]: errorMessage(failure, t, 'settings.identity.failed') };
    }
  };

  return (
    <Panel aria-labelledby="settings-identity">
      <h2 id="settings-identity">{t('settings.identity.title')}</h2>
      <p>{t('settings.identity.intro')}</p>
      {!data ? (
        <LoadState error={error} onRetry={reload} />
      ) : (
        <>
          {data.placeholders.length > 0 && (
            <Demo role="note" data-testid="identity-placeholders">
              {t('settings.identity.placeholders', { fields: data.placeholders.map((field) => t(`settings.identity.fields.${field}`)).join(', ') })}
            </Demo>
          )}
          <Form<Values> initialValues={toValues(data.firm)} validate={validate} onSubmit={onSubmit}>
            {({ handleSubmit, submitting, submitError, form }) => (
              <form onSubmit={submitFocusingErrors(handleSubmit, () => form.getState().errors)} noValidate>
                <FormAlert message={formError(submitError)} />
                <Groups>
                  {GROUPS.map((group) => (
                    <fieldset key={group.id}>
                      <legend>{t(`settings.identity.groups.${group.id}`)}</legend>
                      {group.fields.map((field) => (
                        <FormField<string> key={field} name={field}>
                          {({ input, meta }) => (
                            <Field
                              {...input}
                              value={input.value ?? ''}
                              label={
                                // A demonstration value still there says so in its label.
                                data.placeholders.includes(field) && String(firmValue(data.firm, field)) === input.value
                                  ? `${t(`settings.identity.fields.${field}`)} ${t('settings.identity.demoValue')}`
                                  : t(`settings.identity.fields.${field}`)
                              }
                              inputMode={field.startsWith('geo.') ? 'decimal' : field.toLowerCase().includes('phone') ? 'tel' : undefined}
                              type={field.toLowerCase().includes('email') ? 'email' : 'text'}
                              error={shownError(meta)}
                            />
                          )}
                        </FormField>
                      ))}
                    </fieldset>
                  ))}
                </Groups>
                <Button type="submit" disabled={submitting} aria-busy={submitting}>
                  {t('settings.identity.save')}
                </Button>
              </form>
            )}
          </Form>
        </>
      )}
      <Announce message={saved ? t('settings.identity.saved') : null} />
    </Panel>
  );
}
