import { useVisitsEnv } from '../env/VisitsEnv.js';
import { useVisitsText } from '../i18n/useVisitsText.js';
import { BookedPage } from './BookedPage.js';

/** /visites/merci: the booking is paid; its reference, and the mail that confirms it. */
export function ThanksPage() {
  const { lang } = useVisitsEnv();
  const { t } = useVisitsText(lang);
  return (
    <BookedPage
      title={t('thanks.title')}
      elsewhere={(booking) => (booking.status !== 'confirmed' || booking.payment_method !== 'card' ? '/visites/confirmation' : null)}
      intro={(booking) => <p>{t('thanks.text', { reference: booking.reference })}</p>}
      after={<p>{t('thanks.arrive')}</p>}
    />
  );
}
