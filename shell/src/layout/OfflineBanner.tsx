import { theme, useObservable } from '@nougaterie/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useShell } from '../federation/ShellContext';

const Banner = styled.p`
  position: fixed;
  z-index: 1000;
  left: 50%;
  bottom: 1rem;
  transform: translateX(-50%);
  width: max-content;
  max-width: calc(100vw - 2rem);
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius};
  background: ${theme.colors.ink};
  color: ${theme.colors.paper};
  box-shadow: 0 4px 16px rgb(0 0 0 / 25%);
  text-align: center;
`;

/**
 * Says so when the connection drops (the store follows the browser's online/offline events), so a
 * click that seems to do nothing is explained; it goes away by itself when the connection is back.
 * The live region is always there: a screen reader announces the change.
 */
export function OfflineBanner() {
  const { store } = useShell();
  const { t } = useTranslation();
  const online = useObservable(store.online$, store.get().online);
  return <div role="status">{!online && <Banner>{t('offline')}</Banner>}</div>;
}
