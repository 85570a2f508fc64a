import type { LoginRequest, RemoteProps } from '@nougaterie/contracts';
import { safeRedirect } from '@nougaterie/contracts/rules';
import { Button, FormAlert, formError, submitFocusingErrors } from '@nougaterie/ui';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { serverError } from '../form/serverError.js';
import { TextField } from '../form/TextField.js';
import { all, email, required } from '../form/validate.js';
import { useAccountText } from '../i18n/useAccountText.js';
import { SignCard } from './SignCard.js';
import { withRedirect } from './withRedirect.js';

/** /sign/login: after login, back to the page that asked for it (a same-site `redirect`) or home. */
export function LoginPage({ ctx }: RemoteProps) {
  const { t } = useAccountText(ctx.lang);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');

  const onSubmit = async (values: LoginRequest) => {
    try {
      await ctx.store.login(values);
    } catch (error) {
      return { [FORM_ERROR]: serverError(error, t, 'errors.login') };
    }
    void navigate(safeRedirect(redirect), { replace: true });
    return undefined;
  };

  return (
    <SignCard
      title={t('sign.login.title')}
      intro={t('sign.login.intro')}
      footer={
        <>
          <p>{t('sign.login.noAccount')}</p>
          <Button as={Link} to={withRedirect('/sign/register', redirect)} $variant="secondary">
            {t('sign.login.register')}
          </Button>
        </>
      }
    >
      <Form<LoginRequest> onSubmit={onSubmit}>
        {({ handleSubmit, submitting, submitError, form }) => (
          <form onSubmit={submitFocusingErrors(handleSubmit, () => form.getState().errors)} noValidate>
            <FormAlert message={formError(submitError)} />
            <TextField name="email" type="email" autoComplete="email" label={t('fields.email')} lang={ctx.lang} validate={all(required, email)} />
            <TextField name="password" type="password" autoComplete="current-password" label={t('fields.password')} lang={ctx.lang} validate={required} />
            <p>
              <Link to="/sign/forgot-password">{t('sign.login.forgot')}</Link>
            </p>
            <Button type="submit" $block disabled={submitting} aria-busy={submitting}>
              {t('sign.login.submit')}
            </Button>
          </form>
        )}
      </Form>
    </SignCard>
  );
}
