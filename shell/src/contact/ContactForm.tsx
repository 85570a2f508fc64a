import type { ContactRequest } from '@nougaterie/contracts';
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
import { all, email, minLength, phone, required } from './validate';

/** SPEC §2 contact form: the api stores it, mails the shop and acknowledges to the sender. */
export function ContactForm() {
  const { t } = useTexts(CONTACT_NS);
  const firm = useFirm();
  const { api } = useShell();
  const { sent, onSubmit, reset } = useSendForm<ContactRequest>((values) => api.site.contact(values));

  if (sent) return <SentMessage text={t('contactForm.sent')} again={t('contactForm.again')} onAgain={reset} />;
  return (
    <Form<ContactRequest> onSubmit={onSubmit}>
      {({ handleSubmit, submitting, submitError, form }) => (
        <FormBox
          onSubmit={submitFocusingErrors(handleSubmit, () => form.getState().errors)}
          noValidate
          aria-label={t('contactForm.title')}
          data-testid="contact-form"
        >
          <FormAlert message={formError(submitError)} />
          <FormGrid>
            <TextField name="firstname" autoComplete="given-name" label={t('contactForm.firstname')} validate={required} />
            <TextField name="lastname" autoComplete="family-name" label={t('contactForm.lastname')} validate={required} />
            <TextField name="email" type="email" autoComplete="email" label={t('contactForm.email')} validate={all(required, email)} />
            <TextField name="phone" type="tel" autoComplete="tel" label={t('contactForm.phone')} validate={phone} />
            <div className="wide">
              <TextField name="subject" label={t('contactForm.subject')} validate={required} />
              <TextField name="message" multiline label={t('contactForm.message')} validate={all(required, minLength(10, 'form.messageShort'))} />
            </div>
          </FormGrid>
          <Honeypot />
          <p>
            {t('contactForm.consent', { ...firm })} <Link to={RGPD_PATH}>{t('contactForm.consentLink')}</Link>.
          </p>
          <Button type="submit" disabled={submitting} aria-busy={submitting}>
            {submitting ? t('form.sending') : t('contactForm.submit')}
          </Button>
        </FormBox>
      )}
    </Form>
  );
}
