import { PASSWORD_MIN_LENGTH, type RemoteProps } from '@nougaterie/contracts';
import { Button, FormAlert, formError, submitFocusingErrors } from '@nougaterie/ui';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link, useParams } from 'react-router-dom';
import { serverError } from '../form/serverError.js';
import { TextField } from '../form/TextField.js';
import { all, newPassword, required, sameAs } from '../form/validate.js';
import { useAccountText } from '../i18n/useAccountText.js';
import { SignCard } from './SignCard.js';

interface ResetValues {
  token?: string;
  password: string;
  confirm: string;
}

/** /sign/reset-password/:token?: the mail's link carries the token; without it, it is pasted. */
export function ResetPasswordPage({ ctx }: RemoteProps) {
  const { t } = useAccountText(ctx.lang);
  const { token: linkToken } = useParams();
  const [done, setDone] = useState(false);

  const onSubmit = async (values: ResetValues) => {
    const token = (linkToken ?? values.token ?? '').trim();
    try {
      await ctx.api.auth.newPassword(token, { password: values.password });
    } catch (error) {
      return { [FORM_ERROR]: serverError(error, t, 'errors.reset') };
    }
    setDone(true);
    return undefined;
  };

  if (done) {
    return (
      <SignCard title={t('sign.reset.title')}>
        <p role="status">{t('sign.reset.done')}</p>
        <Button as={Link} to="/sign/login" $block>
          {t('sign.reset.login')}
        </Button>
      </SignCard>
    );
  }
  return (
    <SignCard
      title={t('sign.reset.title')}
      intro={t(linkToken ? 'sign.reset.intro' : 'sign.reset.tokenIntro')}
      footer={<Link to="/sign/forgot-password">{t('sign.reset.again')}</Link>}
    >
      <Form<ResetValues> onSubmit={onSubmit}>
        {({ handleSubmit, submitting, submitError, form }) => (
          <form onSubmit={submitFocusingErrors(handleSubmit, () => form.getState().errors)} noValidate>
            <FormAlert message={formError(submitError)} />
            {!linkToken && <TextField name="token" autoComplete="one-time-code" label={t('fields.token')} lang={ctx.lang} validate={required} />}
            <TextField
              name="password"
              type="password"
              autoComplete="new-password"
              label={`${t('fields.newPassword')} (${t('sign.register.passwordHint', { count: PASSWORD_MIN_LENGTH })})`}
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
            <Button type="submit" $block disabled={submitting} aria-busy={submitting}>
              {t('sign.reset.submit')}
            </Button>
          </form>
        )}
      </Form>
    </SignCard>
  );
}
