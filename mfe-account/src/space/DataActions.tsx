import type { RemoteContext } from '@nougaterie/contracts';
import { Button, FormAlert, formError, Modal, submitFocusingErrors } from '@nougaterie/ui';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { serverError } from '../form/serverError.js';
import { TextField } from '../form/TextField.js';
import { required } from '../form/validate.js';
import { useAccountText } from '../i18n/useAccountText.js';
import { useLeaveThenLogout } from './useLeaveThenLogout.js';

/** Hands `data` to the browser as a JSON file download. */
function download(data: unknown, filename: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** GDPR on mon-espace: export everything as JSON (art. 15 and 20), delete the account (art. 17). */
export function DataActions({ ctx }: { ctx: RemoteContext }) {
  const { t } = useAccountText(ctx.lang);
  const leaveThenLogout = useLeaveThenLogout(ctx.store);
  const [exporting, setExporting] = useState(false);
  const [exportMessage, setExportMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleted, setDeleted] = useState(false);

  const exportData = async () => {
    setExporting(true);
    setExportMessage(null);
    try {
      download(await ctx.api.auth.exportData(), t('space.profile.exportFile'));
      setExportMessage({ error: false, text: t('space.profile.exported') });
    } catch (error) {
      setExportMessage({ error: true, text: serverError(error, t, 'errors.export') });
    } finally {
      setExporting(false);
    }
  };

  const onDelete = async ({ password }: { password: string }) => {
    try {
      await ctx.api.auth.deleteAccount({ password });
    } catch (error) {
      return { [FORM_ERROR]: serverError(error, t, 'errors.delete') };
    }
    // The account is gone: home, and the session goes too once this page has been left (the store
    // ends it whatever the api's logout answers).
    setDeleted(true);
    leaveThenLogout('/');
    return undefined;
  };

  return (
    <>
      <p>{t('space.profile.dataIntro')}</p>
      <FormAlert message={exportMessage?.error ? exportMessage.text : undefined} />
      <p role="status">{exportMessage && !exportMessage.error ? exportMessage.text : ''}</p>
      <Button type="button" $variant="secondary" onClick={() => void exportData()} disabled={exporting} aria-busy={exporting}>
        {t('space.profile.export')}
      </Button>{' '}
      <Button type="button" $variant="ghost" onClick={() => setDeleting(true)}>
        {t('space.profile.delete')}
      </Button>
      {deleting && (
        <Modal open title={t('space.profile.deleteTitle')} closeLabel={t('space.close')} onClose={() => setDeleting(false)}>
          <Form<{ password: string }> onSubmit={onDelete}>
            {({ handleSubmit, submitting, submitError, form }) => (
              <form onSubmit={submitFocusingErrors(handleSubmit, () => form.getState().errors)} noValidate>
                <p>{t('space.profile.deleteIntro')}</p>
                <FormAlert message={formError(submitError)} />
                <TextField
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  label={t('fields.password')}
                  lang={ctx.lang}
                  validate={required}
                  required
                />
                <Button type="submit" disabled={submitting || deleted} aria-busy={submitting || deleted}>
                  {t('space.profile.deleteSubmit')}
                </Button>{' '}
                <Button type="button" $variant="ghost" onClick={() => setDeleting(false)}>
                  {t('space.cancel')}
                </Button>
              </form>
            )}
          </Form>
        </Modal>
      )}
    </>
  );
}
