import { STAFF_PASSWORD_MIN_LENGTH, TOTP_CODE_PATTERN, type EnrolmentDone, type EnrolmentRequest } from '@nougaterie/contracts/admin';
import { Button, FormAlert, formError, submitFocusingErrors, theme } from '@nougaterie/ui';
import { FORM_ERROR } from 'final-form';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../common/errors.js';
import { TextField } from '../common/fields.js';
import { PATHS } from '../common/paths.js';
import { Fact, Facts, LoadState, Notice, Panel } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useStaffTitle } from '../common/useStaffTitle.js';
import { all, matches, required, type Validator } from '../common/validate.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';

const Wrap = styled.div`
  max-width: 40rem;
  margin: 1rem auto;
  h1 {
    font-size: 1.5rem;
  }
`;
const Qr = styled.img`
  display: block;
  width: 200px;
  height: 200px;
  margin: 0.5rem 0 1rem;
  background: #fff;
  padding: 8px;
  border: 1px solid ${theme.colors.line};
`;
const Secret = styled.code`
  display: inline-block;
  font-size: 1.05rem;
  letter-spacing: 0.05em;
  word-break: break-all;
`;
const Codes = styled.ol`
  columns: 2;
  font-family: ui-monospace, monospace;
  font-size: 1.05rem;
  li {
    margin-bottom: 0.3rem;
  }
`;

const longEnough: Validator = (value) => ((value ?? '').length >= STAFF_PASSWORD_MIN_LENGTH ? undefined : 'errors.passwordMin');
const sameAsPassword: Validator = (value, values) => (value === (values as { password?: string }).password ? undefined : 'errors.confirm');

/** The base32 secret in groups of four, as authenticator apps show it and people type it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

type EnrolForm = EnrolmentRequest & { confirm: string };

/** The recovery codes, shown once: the member says they saved them before going on. */
function RecoveryCodes({ done }: { done: EnrolmentDone }) {
  const { t } = useT();
  const { open } = useStaff();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <Panel aria-labelledby="recovery-title">
      <h2 id="recovery-title" ref={title} tabIndex={-1}>
        {t('enrol.codesTitle')}
      </h2>
      <p>{t('enrol.codesIntro')}</p>
      <Codes>
        {done.recovery_codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <p>
        <label>
          <input type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} /> {t('enrol.saved')}
        </label>
      </p>
      <Button
        type="button"
        disabled={!saved}
        onClick={() => {
          open(done.session);
          void navigate(PATHS.home, { replace: true });
        }}
      >
        {t('enrol.continue')}
      </Button>
    </Panel>
  );
}

/** /gestion/inscription/:token: the invitation's link sets up the app, the name and the password. */
export function EnrolPage() {
  const { t } = useT();
  const { api } = useStaff();
  const { token = '' } = useParams();
  const enrolment = useAdminData(token, () => api.enrolment(token));
  const [done, setDone] = useState<EnrolmentDone | null>(null);
  useStaffTitle(t('enrol.title'));

  // The confirmation only checks the password was typed twice the same: it is not sent.
  const onSubmit = async ({ name, password, code }: EnrolForm) => {
    try {
      setDone(await api.enrol(token, { name, password, code: code.trim() }));
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: errorMessage(error, t, 'enrol.failed') };
    }
  };

  const { data, error } = enrolment;
  return (
    <Wrap>
      <h1>{t('enrol.title')}</h1>
      {done ? (
        <RecoveryCodes done={done} />
      ) : !data ? (
        error ? (
          <Notice $tone="error" role="alert">
            {errorMessage(error, t, 'enrol.invalid')}
          </Notice>
        ) : (
          <LoadState error={undefined} onRetry={enrolment.reload} />
        )
      ) : (
        <>
          <Panel aria-labelledby="enrol-app">
            <h2 id="enrol-app">{t('enrol.appTitle')}</h2>
            <Facts>
              <Fact term={t('enrol.email')}>{data.email}</Fact>
              <Fact term={t('enrol.role')}>{t(`role.${data.role}`)}</Fact>
            </Facts>
            <p>{t('enrol.scan')}</p>
            <Qr src={data.qr_data_url} alt={t('enrol.qrAlt')} width={200} height={200} />
            <p>
              {t('enrol.secret')} <Secret>{grouped(data.secret)}</Secret>
            </p>
          </Panel>
          <Panel aria-labelledby="enrol-account">
            <h2 id="enrol-account">{t('enrol.accountTitle')}</h2>
            <Form<EnrolForm> onSubmit={onSubmit}>
              {({ handleSubmit, submitting, submitError, form }) => (
                <form onSubmit={submitFocusingErrors(handleSubmit, () => form.getState().errors)} noValidate>
                  <FormAlert message={formError(submitError)} />
                  <TextField name="name" autoComplete="name" label={t('enrol.name')} validate={required} />
                  <TextField
                    name="password"
                    type="password"
                    autoComplete="new-password"
                    label={t('enrol.password', { count: STAFF_PASSWORD_MIN_LENGTH })}
                    validate={all(required, longEnough)}
                  />
                  <TextField name="confirm" type="password" autoComplete="new-password" label={t('enrol.confirm')} validate={all(required, sameAsPassword)} />
                  <TextField
                    name="code"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    label={t('enrol.code')}
                    validate={all(required, matches(TOTP_CODE_PATTERN, 'errors.totp'))}
                  />
                  <Button type="submit" disabled={submitting} aria-busy={submitting}>
                    {t('enrol.submit')}
                  </Button>
                </form>
              )}
            </Form>
          </Panel>
        </>
      )}
    </Wrap>
  );
}
