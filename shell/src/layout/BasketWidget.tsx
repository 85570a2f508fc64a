import type { RemoteName, RemoteProps } from '@nougaterie/contracts';
import { Modal } from '@nougaterie/ui';
import { Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadModule } from '../federation/loader';
import { RemoteBoundary } from '../federation/RemoteBoundary';
import { RemoteFallback } from '../federation/RemoteFallback';
import { RemoteSkeleton } from '../federation/RemoteSkeleton';
import { useRemoteContext, useShell } from '../federation/ShellContext';
import { useRemoteModule } from '../federation/useRemoteModule';

const REMOTE: RemoteName = 'checkout';
const MODULE = 'BasketModal';

/** Starts loading the basket panel's code ahead of the click (the basket button's hover or focus). */
export function usePrefetchBasket(): () => void {
  const { loader } = useShell();
  return () => preloadModule(loader, REMOTE, MODULE);
}

/** Reports that the elements before it, in the same Suspense boundary, are on screen. */
function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}

/**
 * mfe-checkout's basket panel, mounted by the first ask to open it, hence open from the start.
 * Until the remote panel can show itself, a panel of the shell holds its place: the skeleton while
 * it loads, the fallback with its retry when it cannot be had. Once the remote panel is mounted it
 * is asked to open again on the bus (if the shopper still wants it), and answers the bus alone.
 */
function LazyBasket() {
  const { loader, bus } = useShell();
  const ctx = useRemoteContext();
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const state = useRemoteModule<{ default?: ComponentType<RemoteProps> }>(loader, REMOTE, MODULE, attempt);
  const [open, setOpen] = useState(true);
  const [handedOver, setHandedOver] = useState(false);
  // Set once the remote panel is mounted, not merely loaded: it may still wait for its texts.
  const [mounted, setMounted] = useState(false);
  const Basket = state.status === 'ready' ? state.value.default : undefined;
  const retry = () => setAttempt((n) => n + 1);
  const markMounted = useCallback(() => setMounted(true), []);

  useEffect(() => {
    if (handedOver) return;
    const opened = bus.on('checkout:basket-open').subscribe(() => setOpen(true));
    const closed = bus.on('checkout:basket-close').subscribe(() => setOpen(false));
    return () => {
      opened.unsubscribe();
      closed.unsubscribe();
    };
  }, [bus, handedOver]);

  // The remote panel's effects ran before Mounted's: it listens to the bus by now. The swap happens
  // in one render, so the shopper never sees the page without a panel in between.
  useEffect(() => {
    if (!mounted || handedOver) return;
    if (open) bus.emit('checkout:basket-open');
    // eslint-disable-next-line react-hooks/set-state-in-effect -- only an effect runs after the remote panel's, which subscribe to the bus
    setHandedOver(true);
  }, [mounted, handedOver, open, bus]);

  const unavailable = state.status === 'failed' || (state.status === 'ready' && !Basket);
  return (
    <div data-remote={REMOTE} data-remote-module={MODULE}>
      {Basket && (
        <RemoteBoundary key={attempt} remote={REMOTE} onRetry={retry}>
          {/* Until the panel's texts arrive, the shell's panel keeps showing the skeleton. */}
          <Suspense fallback={null}>
            <Basket ctx={ctx} />
            <Mounted onMounted={markMounted} />
          </Suspense>
        </RemoteBoundary>
      )}
      <Modal open={open && !handedOver} side title={t('shopMenu.basket')} closeLabel={t('remote.close')} onClose={() => setOpen(false)}>
        {unavailable ? <RemoteFallback onRetry={retry} /> : <RemoteSkeleton />}
      </Modal>
    </div>
  );
}

/**
 * The basket side panel (SPEC §2). No byte of mfe-checkout is fetched for it until someone first
 * asks on the bus to open it ('checkout:basket-open': the header's basket button, an add-to-basket).
 */
export function BasketWidget() {
  const { bus } = useShell();
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    if (asked) return;
    const subscription = bus.on('checkout:basket-open').subscribe(() => setAsked(true));
    return () => subscription.unsubscribe();
  }, [bus, asked]);

  return asked ? <LazyBasket /> : null;
}
