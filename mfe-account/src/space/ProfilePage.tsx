import type { RemoteProps } from '@nougaterie/contracts';
import { Button } from '@nougaterie/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAccountText } from '../i18n/useAccountText.js';
import { formatDate } from './format.js';
import { Facts, Panel } from './Panel.js';
import { SpaceLayout } from './SpaceLayout.js';
import { useUser } from './useSession.js';

/** /mon-compte/mon-espace: who the customer is, from the session store. */
export function ProfilePage({ ctx }: RemoteProps) {
  const { t } = useAccountText(ctx.lang);
  const user = useUser(ctx.store);
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const logout = async () => {
    setLeaving(true);
    await ctx.store.logout();
    navigate('/', { replace: true });
  };

  return (
    <SpaceLayout lang={ctx.lang} title={t('space.profile.title')}>
      {user ? (
        <Panel aria-labelledby="account-greeting">
          <h2 id="account-greeting">{t('space.profile.greeting', { name: user.firstname })}</h2>
          <Facts>
            <dt>{t('space.profile.name')}</dt>
            <dd>{`${user.firstname} ${user.lastname}`}</dd>
            <dt>{t('space.profile.email')}</dt>
            <dd>{user.email}</dd>
            <dt>{t('space.profile.phone')}</dt>
            <dd>{user.phone || t('space.profile.none')}</dd>
            <dt>{t('space.profile.points')}</dt>
            <dd>{t('space.loyalty.points', { count: user.points })}</dd>
            <dt>{t('space.profile.since')}</dt>
            <dd>{formatDate(user.created_at, ctx.lang)}</dd>
          </Facts>
          <Button type="button" $variant="secondary" onClick={logout} disabled={leaving}>
            {t('space.profile.logout')}
          </Button>
        </Panel>
      ) : (
        <p role="status">{t('space.loading')}</p>
      )}
    </SpaceLayout>
  );
}
