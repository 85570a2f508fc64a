import type { RemoteProps, ResetTokenRequest } from '@nougaterie/contracts';
import { Button, FormAlert, formError, submitFocusingErrors } from '@nougaterie/ui';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import { serverError } from '../form/serverError.js';
import { TextField } from '../form/TextField.js';
import { all, email, required } from '../form/validate.js';
import { useAccountText } from '../i18n/useAccountText.js';
import { SignCard } from './SignCard.js';

/**
 * /sign/forgot-password. The answer reads the same whether the address has an account or not,
 * so the page cannot be used to find out who is a customer.
 */
export function ForgotPasswordPage({ ctx }: RemoteProps) {
  const { t } = useAccountText(ctx.lang);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (values: ResetTokenRequest) => {
    try {
      await ctx.api.auth.getResetPasswordToken({ email: values.email.trim() });
    } catch (error) {
      return { [FORM_ERROR]: serverError(error, t, 'errors.forgot') };
    }
    setSentTo(values.email.trim());
    return undefined;
  };

  const back = <Link to="/sign/login">{t('sign.forgot.back')}</Link>;

  if (sentTo) {
    return (
      <SignCard title={t('sign.forgot.title')} footer={back}>
        <p role="status">{t('sign.forgot.sent', { email: sentTo })}</p>
      </SignCard>
    );
  }
  return (
    <SignCard title={t('sign.forgot.title')} intro={t('sign.forgot.intro')} footer={back}>
      <Form<ResetTokenRequest> onSubmit={onSubmit}>
        {({ handleSubmit, submitting, submitError, form }) => (
          <form onSubmit={submitFocusingErrors(handleSubmit, () => form.getState().errors)} noValidate>
            <FormAlert message={formError(submitError)} />
            <TextField name="email" type="email" autoComplete="email" label={t('fields.email')} lang={ctx.lang} validate={all(required, email)} />
            <Button type="submit" $block disabled={submitting} aria-busy={submitting}>
              {t('sign.forgot.submit')}
            </Button>
          </form>
        )}
      </Form>
    </SignCard>
  );
}
