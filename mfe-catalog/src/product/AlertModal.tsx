import { useState } from 'react';
import styled from 'styled-components';
import type { RemoteContext } from '@nougaterie/contracts';
import { Button, Modal, theme } from '@nougaterie/ui';
import { useCatalogTranslation } from '../i18n/index.js';
import { AlertForm } from './AlertForm.js';

const Success = styled.p`
  margin: 0 0 1.25rem;
  padding: 0.9rem 1rem;
  border-left: 4px solid ${theme.colors.success};
  background: ${theme.colors.cream};
`;

/** The alert form in its modal; once sent, the modal thanks the shopper instead. */
export function AlertModal({
  ctx,
  itemId,
  name,
  onClose,
}: {
  ctx: RemoteContext;
  itemId: number;
  name: string;
  onClose: () => void;
}) {
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
        <AlertForm ctx={ctx} itemId={itemId} onDone={setSentTo} />
      )}
    </Modal>
  );
}
