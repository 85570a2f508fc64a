import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import type { RemoteContext } from '@nougaterie/contracts';
import { Button, Modal, theme } from '@nougaterie/ui';
import { PageLoading } from '../common/LoadState.js';
import { useCatalogTranslation } from '../i18n/index.js';

/**
 * The form and its library (final-form) are a chunk of their own, fetched when a shopper points at
 * the alert button or opens the modal: most product pages never show it.
 */
export const loadAlertForm = () => import('./AlertForm.js');
const AlertForm = lazy(() => loadAlertForm().then(({ AlertForm }) => ({ default: AlertForm })));

const Success = styled.p`
  margin: 0 0 1.25rem;
  padding: 0.9rem 1rem;
  border-left: 4px solid ${theme.colors.success};
  background: ${theme.colors.cream};
`;

/** The alert form in its modal; once sent, the modal thanks the shopper instead. */
export function AlertModal({ ctx, itemId, name, onClose }: { ctx: RemoteContext; itemId: number; name: string; onClose: () => void }) {
  const { t } = useCatalogTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Modal open title={t('alert.title', { name })} closeLabel={t('common.close')} onClose={onClose}>
      {sentTo ? (
        <>
          <Success role="status">{t('alert.success', { email: sentTo })}</Success>
          <Button type="button" $block onClick={onClose}>
            {t('alert.done')}
          </Button>
        </>
      ) : (
        <Suspense fallback={<PageLoading />}>
          <AlertForm ctx={ctx} itemId={itemId} onDone={setSentTo} />
        </Suspense>
      )}
    </Modal>
  );
}
