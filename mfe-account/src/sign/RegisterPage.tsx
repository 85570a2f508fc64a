import { currentShopInfo, PASSWORD_MIN_LENGTH, PRIVACY_POLICY_PATH, shopInfo$, type RemoteProps } from '@nougaterie/contracts';
import { safeRedirect } from '@nougaterie/contracts/rules';
import { Button, FormAlert, formError, submitFocusingErrors, useObservable } from '@nougaterie/ui';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { serverError } from '../form/serverError.js';
import { TextField } from '../form/TextField.js';
import { all, email, newPassword, required, sameAs } from '../form/validate.js';
import { useAccountText } from '../i18n/useAccountText.js';
import { SignCard } from './SignCard.js';

const Notice = styled.p`
  margin: 0 0 1rem;
  font-size: 0.9rem;
`;
import { withRedirect } from './withRedirect.js';

interface RegisterValues {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  confirm: string;
}

/** /sign/register: creates the account, then signs in with the token it returns. */
export function RegisterPage({ ctx }: RemoteProps) {
  const { t } = useAccountText(ctx.lang);
  // The shop's identity as stored (the back office's settings), loaded by the shell.
  const firm = useObservable(shopInfo$, currentShopInfo()).firm;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');

  // The confirmation is the form's own check: the api is sent the account's fields.
  const onSubmit = async ({ firstname, lastname, email: address, password }: RegisterValues) => {
    try {
      // The anonymous basket goes along, so registering never loses what was chosen.
      const basketId = ctx.store.get().basket?.id;
      const auth = await ctx.api.auth.register({ firstname, lastname, email: address, password, lang: ctx.lang, ...(basketId ? { basketId } : {}) });
      await ctx.store.loginWithToken(auth.access_token, auth.user, auth.expires_in);
    } catch (error) {
      return { [FORM_ERROR]: serverError(error, t, 'errors.register') };
    }
    void navigate(safeRedirect(redirect), { replace: true });
    return undefined;
  };

  return (
    <SignCard
      title={t('sign.register.title')}
      intro={t('sign.register.intro')}
      footer={
        <>
          <p>{t('sign.register.hasAccount')}</p>
          <Link to={withRedirect('/sign/login', redirect)}>{t('sign.register.login')}</Link>
        </>
      }
    >
      <Form<RegisterValues> onSubmit={onSubmit}>
        {({ handleSubmit, submitting, submitError, form }) => (
          <form onSubmit={submitFocusingErrors(handleSubmit, () => form.getState().errors)} noValidate>
            <FormAlert message={formError(submitError)} />
            <TextField name="firstname" autoComplete="given-name" label={t('fields.firstname')} lang={ctx.lang} validate={required} />
            <TextField name="lastname" autoComplete="family-name" label={t('fields.lastname')} lang={ctx.lang} validate={required} />
            <TextField name="email" type="email" autoComplete="email" label={t('fields.email')} lang={ctx.lang} validate={all(required, email)} />
            <TextField
              name="password"
              type="password"
              autoComplete="new-password"
              label={`${t('fields.password')} (${t('sign.register.passwordHint', { count: PASSWORD_MIN_LENGTH })})`}
              lang={ctx.lang}
              validate={newPassword}
            />
            <TextField
              name="confirm"
              type="password"
              autoComplete="new-password"
              label={t('fields.passwordConfirm')}
              lang={ctx.lang}
              validate={all(required, sameAs('password'))}
            />
            <Notice>
              {t('sign.register.privacy', { legalName: firm.legalName })} <Link to={PRIVACY_POLICY_PATH}>{t('sign.register.privacyLink')}</Link>.
            </Notice>
            <Button type="submit" $block disabled={submitting} aria-busy={submitting}>
              {t('sign.register.submit')}
            </Button>
          </form>
        )}
      </Form>
    </SignCard>
  );
}
