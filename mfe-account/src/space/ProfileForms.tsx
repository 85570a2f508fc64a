import { PASSWORD_MIN_LENGTH, type RemoteContext, type User } from '@nougaterie/contracts';
import { Button, FormAlert, formError, Modal, submitFocusingErrors } from '@nougaterie/ui';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { serverError } from '../form/serverError.js';
import { TextField } from '../form/TextField.js';
import { all, newPassword, required, sameAs } from '../form/validate.js';
import { useAccountText } from '../i18n/useAccountText.js';

interface InfoValues {
  firstname: string;
  lastname: string;
  phone: string;
}

/** The 'Informations personnelles' modal: saves through POST /api/user/update, then reloads the user. */
export function PersonalInfoModal({ ctx, user, onClose, onSaved }: { ctx: RemoteContext; user: User; onClose: () => void; onSaved: () => void }) {
  const { t } = useAccountText(ctx.lang);
  const onSubmit = async (values: InfoValues) => {
    try {
      await ctx.api.auth.userUpdate({
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        phone: (values.phone ?? '').trim(),
      });
    } catch (error) {
      return { [FORM_ERROR]: serverError(error, t, 'errors.profile') };
    }
    // The update went through; a failed reload only delays the new name on screen.
    await ctx.store.loadUser().catch(() => undefined);
    onSaved();
    return undefined;
  };
  return (
    <Modal open title={t('space.profile.editTitle')} closeLabel={t('space.close')} onClose={onClose}>
      <Form<InfoValues> onSubmit={onSubmit} initialValues={{ firstname: user.firstname, lastname: user.lastname, phone: user.phone ?? '' }}>
        {({ handleSubmit, submitting, submitError, form }) => (
          <form onSubmit={submitFocusingErrors(handleSubmit, () => form.getState().errors)} noValidate>
            <FormAlert message={formError(submitError)} />
            <TextField name="firstname" autoComplete="given-name" label={t('fields.firstname')} lang={ctx.lang} validate={required} required />
            <TextField name="lastname" autoComplete="family-name" label={t('fields.lastname')} lang={ctx.lang} validate={required} required />
            <TextField name="phone" type="tel" autoComplete="tel" label={t('fields.optional', { label: t('fields.phone') })} lang={ctx.lang} />
            <Button type="submit" disabled={submitting} aria-busy={submitting}>
              {t('space.save')}
            </Button>{' '}
            <Button type="button" $variant="ghost" onClick={onClose}>
              {t('space.cancel')}
            </Button>
          </form>
        )}
      </Form>
    </Modal>
  );
}

interface PasswordValues {
  old_password: string;
  password: string;
  confirm: string;
}

/** The 'Changer mon mot de passe' modal: POST /api/user/change-password. */
export function ChangePasswordModal({ ctx, onClose, onSaved }: { ctx: RemoteContext; onClose: () => void; onSaved: () => void }) {
  const { t } = useAccountText(ctx.lang);
  const onSubmit = async ({ old_password, password }: PasswordValues) => {
    try {
      await ctx.api.auth.changePassword({ old_password, password });
    } catch (error) {
      return { [FORM_ERROR]: serverError(error, t, 'errors.password') };
    }
    onSaved();
    return undefined;
  };
  return (
    <Modal open title={t('space.profile.passwordTitle')} closeLabel={t('space.close')} onClose={onClose}>
      <Form<PasswordValues> onSubmit={onSubmit}>
        {({ handleSubmit, submitting, submitError, form }) => (
          <form onSubmit={submitFocusingErrors(handleSubmit, () => form.getState().errors)} noValidate>
            <FormAlert message={formError(submitError)} />
            <TextField
              name="old_password"
              type="password"
              autoComplete="current-password"
              label={t('fields.oldPassword')}
              lang={ctx.lang}
              validate={required}
              required
            />
            <TextField
              name="password"
              type="password"
              autoComplete="new-password"
              label={`${t('fields.newPassword')} (${t('sign.register.passwordHint', { count: PASSWORD_MIN_LENGTH })})`}
              lang={ctx.lang}
              validate={newPassword}
              required
            />
            <TextField
              name="confirm"
              type="password"
              autoComplete="new-password"
              label={t('fields.passwordConfirm')}
              lang={ctx.lang}
              validate={all(required, sameAs('password'))}
              required
            />
            <Button type="submit" disabled={submitting} aria-busy={submitting}>
              {t('space.profile.passwordSubmit')}
            </Button>{' '}
            <Button type="button" $variant="ghost" onClick={onClose}>
              {t('space.cancel')}
            </Button>
          </form>
        )}
      </Form>
    </Modal>
  );
}
