import type { ProRequest } from '@nougaterie/contracts';
import { Button, FormAlert, formError, submitFocusingErrors, useTexts } from '@nougaterie/ui';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import { useFirm } from '../shop/useShopInfo';
import { useShell } from '../federation/ShellContext';
import { CONTACT_NS } from '../i18n/texts';
import { FormBox, FormGrid } from './FormGrid';
import { Honeypot } from './Honeypot';
import { RGPD_PATH } from './rgpdPath';
import { SentMessage } from './SentMessage';
import { TextField } from './TextField';
import { useSendForm } from './useSendForm';
import { all, email, phone, required, siret } from './validate';

/** /espace-pro: a reseller asks for a trade account; the api stores it and mails the shop. */
export function ProRequestForm() {
  const { t } = useTexts(CONTACT_NS);
  const firm = useFirm();
  const { api } = useShell();
  const { sent, onSubmit } = useSendForm<ProRequest>((values) => api.site.proRequest(values));

  if (sent) return <SentMessage text={t('proForm.sent')} />;
  return (
    <Form<ProRequest> onSubmit={onSubmit}>
      {({ handleSubmit, submitting, submitError, form }) => (
        <FormBox onSubmit={submitFocusingErrors(handleSubmit, () => form.getState().errors)} noValidate aria-label={t('proForm.title')} data-testid="pro-form">
          <FormAlert message={formError(submitError)} />
          <FormGrid>
            <TextField name="company" autoComplete="organization" label={t('proForm.company')} validate={required} />
            <TextField name="siret" inputMode="numeric" label={t('proForm.siret')} validate={all(required, siret)} />
            <TextField name="contactName" autoComplete="name" label={t('proForm.contactName')} validate={required} />
            <TextField name="activity" label={t('proForm.activity')} validate={required} />
            <TextField name="email" type="email" autoComplete="email" label={t('proForm.email')} validate={all(required, email)} />
            <TextField name="phone" type="tel" autoComplete="tel" label={t('proForm.phone')} validate={all(required, phone)} />
            <div className="wide">
              <TextField name="message" multiline label={t('proForm.message')} />
            </div>
          </FormGrid>
          <Honeypot />
          <p>
            {t('contactForm.consent', { ...firm })} <Link to={RGPD_PATH}>{t('contactForm.consentLink')}</Link>.
          </p>
          <Button type="submit" disabled={submitting} aria-busy={submitting}>
            {submitting ? t('form.sending') : t('proForm.submit')}
          </Button>
        </FormBox>
      )}
    </Form>
  );
}
