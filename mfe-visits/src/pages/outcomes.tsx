import type { RemoteProps } from '@nougaterie/contracts';
import { useVisitsText } from '../i18n/useVisitsText.js';
import { MessagePage } from './MessagePage.js';

/** /visites/paiement: payment needs a held booking, which the slot step of issue 6 creates. */
export function PaymentPage({ ctx }: RemoteProps) {
  const { t } = useVisitsText(ctx.lang);
  return (
    <MessagePage tone="info" title={t('pages.payment.title')} links={[{ to: '/visites', label: t('pages.payment.choose') }]}>
      {t('pages.payment.text')}
    </MessagePage>
  );
}

export function ConfirmationPage({ ctx }: RemoteProps) {
  const { t } = useVisitsText(ctx.lang);
  return (
    <MessagePage
      tone="success"
      title={t('pages.confirmation.title')}
      links={[
        { to: '/mon-compte/mes-reservations', label: t('pages.confirmation.reservations') },
        { to: '/nougatourisme', label: t('pages.confirmation.tours') },
      ]}
    >
      {t('pages.confirmation.text')}
    </MessagePage>
  );
}

export function ThanksPage({ ctx }: RemoteProps) {
  const { t } = useVisitsText(ctx.lang);
  return (
    <MessagePage
      tone="success"
      title={t('pages.thanks.title')}
      links={[
        { to: '/mon-compte/mes-reservations', label: t('pages.thanks.reservations') },
        { to: '/boutique', label: t('pages.thanks.shop') },
      ]}
    >
      {t('pages.thanks.text')}
    </MessagePage>
  );
}

export function PaymentErrorPage({ ctx }: RemoteProps) {
  const { t } = useVisitsText(ctx.lang);
  return (
    <MessagePage
      tone="danger"
      title={t('pages.error.title')}
      links={[
        { to: '/visites/paiement', label: t('pages.error.retry') },
        { to: '/visites', label: t('pages.error.tours') },
      ]}
    >
      {t('pages.error.text')}
    </MessagePage>
  );
}
