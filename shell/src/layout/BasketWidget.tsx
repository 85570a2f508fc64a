import { Modal } from '@nougaterie/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteArea } from '../federation/RemoteArea';
import { RemoteFallback } from '../federation/RemoteFallback';
import { useShell } from '../federation/ShellContext';

/**
 * Stands in for the basket panel while mfe-checkout is away: the basket button still answers,
 * with the usual fallback and its retry.
 */
function BasketUnavailable({ retry }: { retry: () => void }) {
  const { bus } = useShell();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const subscription = bus.on('checkout:basket-open').subscribe(() => setOpen(true));
    return () => subscription.unsubscribe();
  }, [bus]);
  return (
    <Modal open={open} side title={t('shopMenu.basket')} closeLabel={t('remote.close')} onClose={() => setOpen(false)}>
      <RemoteFallback
        onRetry={() => {
          setOpen(false);
          retry();
        }}
      />
    </Modal>
  );
}

/** The basket side panel of mfe-checkout, mounted once for the whole visit (SPEC §2). */
export function BasketWidget() {
  return (
    <RemoteArea
      remote="checkout"
      module="BasketModal"
      renderUnavailable={(state, retry) => (state === 'failed' ? <BasketUnavailable retry={retry} /> : null)}
    />
  );
}
