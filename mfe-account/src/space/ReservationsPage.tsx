import type { RemoteProps } from '@nougaterie/contracts';
import { Button } from '@nougaterie/ui';
import { Link } from 'react-router-dom';
import { useAccountText } from '../i18n/useAccountText.js';
import { Panel } from './Panel.js';
import { SpaceLayout } from './SpaceLayout.js';

/**
 * /mon-compte/mes-reservations. Tour bookings exist only once the tours api does (issue 6); until
 * then no customer can have one, and the page says so plainly.
 */
export function ReservationsPage({ ctx }: RemoteProps) {
  const { t } = useAccountText(ctx.lang);
  return (
    <SpaceLayout lang={ctx.lang} title={t('space.reservations.title')}>
      <Panel>
        <p>{t('space.reservations.empty')}</p>
        <Button as={Link} to="/nougatourisme">
          {t('space.reservations.discover')}
        </Button>
      </Panel>
    </SpaceLayout>
  );
}
