import { Button, theme } from '@nougaterie/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../common/errors.js';
import { Announce, LoadState, Panel } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';

const State = styled.p<{ $on: boolean }>`
  font-weight: 700;
  color: ${({ $on }) => ($on ? theme.colors.danger : theme.colors.success)};
`;

/**
 * The maintenance switch (owners): while on, every page of the shop shows the maintenance page;
 * the back office stays open. Turning it on asks a second click, as a closed shop loses sales.
 */
export function MaintenancePanel() {
  const { t } = useT();
  const { api, endsSession } = useStaff();
  const { data, error, reload, replace } = useAdminData('maintenance', () => api.maintenance());
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const set = async (on: boolean) => {
    setBusy(true);
    setFailure(null);
    setNotice(null);
    try {
      replace(await api.setMaintenance({ on }));
      setNotice(t(on ? 'settings.maintenance.turnedOn' : 'settings.maintenance.turnedOff'));
      setConfirming(false);
    } catch (failed) {
      if (!endsSession(failed)) setFailure(errorMessage(failed, t, 'settings.maintenance.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel aria-labelledby="settings-maintenance">
      <h2 id="settings-maintenance">{t('settings.maintenance.title')}</h2>
      <p>{t('settings.maintenance.intro')}</p>
      {!data ? (
        <LoadState error={error} onRetry={reload} />
      ) : (
        <>
          <State $on={data.on}>{t(data.on ? 'settings.maintenance.on' : 'settings.maintenance.off')}</State>
          {data.on ? (
            <Button type="button" disabled={busy} aria-busy={busy} onClick={() => void set(false)}>
              {t('settings.maintenance.reopen')}
            </Button>
          ) : confirming ? (
            <>
              <p>{t('settings.maintenance.confirmText')}</p>
              <Button type="button" disabled={busy} aria-busy={busy} onClick={() => void set(true)}>
                {t('settings.maintenance.confirm')}
              </Button>{' '}
              <Button type="button" $variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>
                {t('settings.maintenance.cancel')}
              </Button>
            </>
          ) : (
            <Button type="button" $variant="secondary" onClick={() => setConfirming(true)}>
              {t('settings.maintenance.close')}
            </Button>
          )}
        </>
      )}
      <Announce message={notice} />
      <Announce message={failure} tone="error" />
    </Panel>
  );
}
