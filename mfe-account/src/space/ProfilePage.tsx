import type { RemoteProps } from '@nougaterie/contracts';
import { Button } from '@nougaterie/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useAccountText } from '../i18n/useAccountText.js';
import { formatDate } from './format.js';
import { DataActions } from './DataActions.js';
import { Facts, Panel } from './Panel.js';
import { ChangePasswordModal, PersonalInfoModal } from './ProfileForms.js';
import { SpaceLayout } from './SpaceLayout.js';
import { useLeaveThenLogout } from './useLeaveThenLogout.js';
import { useUser } from './useSession.js';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/** /mon-compte/mon-espace: who the customer is, from the session store. */
export function ProfilePage({ ctx }: RemoteProps) {
  const { t } = useAccountText(ctx.lang);
  const user = useUser(ctx.store);
  const [leaving, setLeaving] = useState(false);
  const [open, setOpen] = useState<'info' | 'password' | null>(null);
  const [notice, setNotice] = useState('');
  const close = () => setOpen(null);
  const saved = (key: string) => () => {
    setOpen(null);
    setNotice(t(key));
  };

  // Home first, the session cleared once this page has been left (see useLeaveThenLogout).
  const leaveThenLogout = useLeaveThenLogout(ctx.store);
  const logout = () => {
    setLeaving(true);
    leaveThenLogout('/');
  };

  return (
    <SpaceLayout lang={ctx.lang} title={t('space.profile.title')}>
      {user ? (
        <>
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
            <p role="status">{notice}</p>
            <Actions>
              <Button type="button" onClick={() => setOpen('info')}>
                {t('space.profile.edit')}
              </Button>
              <Button type="button" onClick={() => setOpen('password')}>
                {t('space.profile.password')}
              </Button>
              <Button type="button" $variant="secondary" onClick={logout} disabled={leaving}>
                {t('space.profile.logout')}
              </Button>
            </Actions>
            {open === 'info' && <PersonalInfoModal ctx={ctx} user={user} onClose={close} onSaved={saved('space.profile.saved')} />}
            {open === 'password' && <ChangePasswordModal ctx={ctx} onClose={close} onSaved={saved('space.profile.passwordSaved')} />}
          </Panel>
          <Panel aria-labelledby="account-data">
            <h2 id="account-data">{t('space.profile.data')}</h2>
            <DataActions ctx={ctx} />
          </Panel>
        </>
      ) : (
        <p role="status">{t('space.loading')}</p>
      )}
    </SpaceLayout>
  );
}
