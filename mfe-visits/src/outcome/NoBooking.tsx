import { Button } from '@nougaterie/ui';
import { Link } from 'react-router-dom';
import { FlowPage } from '../common/FlowPage.js';
import { useVisitsEnv } from '../env/VisitsEnv.js';
import { useVisitsText } from '../i18n/useVisitsText.js';

/** A payment step reached with no booking in this tab (a new tab, or the booking was dropped). */
export function NoBooking() {
  const { lang } = useVisitsEnv();
  const { t } = useVisitsText(lang);
  return (
    <FlowPage title={t('payment.title')}>
      <p>{t('payment.none')}</p>
      <Button as={Link} to="/visites">
        {t('payment.choose')}
      </Button>
    </FlowPage>
  );
}
