import { isApiError } from '@nougaterie/contracts';
import { RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN, type StaffLoginRequest } from '@nougaterie/contracts/admin';
import { Button, FormAlert, formError, submitFocusingErrors } from '@nougaterie/ui';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../common/errors.js';
import { TextField } from '../common/fields.js';
import { PATHS } from '../common/paths.js';
import { Announce, Panel } from '../common/ui.js';
import { useStaffTitle } from '../common/useStaffTitle.js';
import { all, email, required, type Validator } from '../common/validate.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';

const Card = styled(Panel)`
  max-width: 28rem;
  margin: 1.5rem auto;
  h1 {
    font-size: 1.5rem;
    margin: 0 0 0.5rem;
  }
`;

const secondFactor: Validator = (value) => {
  const code = (value ?? '').trim().toLowerCase();
  return TOTP_CODE_PATTERN.test(code) || RECOVERY_CODE_PATTERN.test(code) ? undefined : 'errors.code';
};

/** Only a path of the back office itself: a `retour` elsewhere is ignored. */
function returnPath(raw: string | null): string {
  return raw && raw.startsWith(`${PATHS.home}/`) && !raw.startsWith('//') ? raw : PATHS.home;
}

/** /gestion/connexion: e-mail, password and the authenticator's code (or a recovery code). */
export function SignInPage() {
  const { t } = useT();
  const { api, member, reason, open } = useStaff();
  const [params] = useSearchParams();
  useStaffTitle(t('signIn.title'));

  if (member) return <Navigate to={returnPath(params.get('retour'))} replace />;

  const onSubmit = async (values: StaffLoginRequest) => {
    try {
      open(await api.login({ ...values, code: values.code.trim().toLowerCase() }));
      return undefined;
    } catch (error) {
      if (isApiError(error) && error.status === 401) return { [FORM_ERROR]: t('signIn.wrong') };
      if (isApiError(error) && error.status === 429) return { [FORM_ERROR]: error.body?.message ?? t('signIn.rateLimited') };
      return { [FORM_ERROR]: errorMessage(error, t, 'signIn.failed') };
    }
  };

  return (
    <Card aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t('signIn.title')}</h1>
      <p>{t('signIn.intro')}</p>
      {reason && <Announce message={t(`signIn.${reason}`)} />}
      <Form<StaffLoginRequest> onSubmit={onSubmit}>
        {({ handleSubmit, submitting, submitError, form }) => (
          <form onSubmit={submitFocusingErrors(handleSubmit, () => form.getState().errors)} noValidate>
            <FormAlert message={formError(submitError)} />
            <TextField name="email" type="email" autoComplete="username" label={t('signIn.email')} validate={all(required, email)} />
            <TextField name="password" type="password" autoComplete="current-password" label={t('signIn.password')} validate={required} />
            <p>{t('signIn.codeHint')}</p>
            <TextField
              name="code"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              label={t('signIn.code')}
              validate={all(required, secondFactor)}
            />
            <Button type="submit" $block disabled={submitting} aria-busy={submitting}>
              {t('signIn.submit')}
            </Button>
          </form>
        )}
      </Form>
    </Card>
  );
}
