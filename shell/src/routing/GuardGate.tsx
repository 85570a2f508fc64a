import { useObservable } from '@nougaterie/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { RemoteSkeleton } from '../federation/RemoteSkeleton';
import { useShell } from '../federation/ShellContext';
import { resolveGuards, withMaintenance } from '../guards/guards';
import { ErrorPage } from '../pages/ErrorPage';

/**
 * Applies a route's guards once the start-up sequence is done. Every route also gets the
 * maintenance check, which needs no waiting: without settings it lets the page through.
 * A redirect goes straight to its final destination (resolveGuards), never through a page that
 * would send it on.
 */
export function GuardGate({ guards, children }: { guards: readonly string[]; children: ReactNode }) {
  const { store } = useShell();
  const state = useObservable(store.state$, store.get());
  const { pathname, search } = useLocation();

  if (guards.length > 0 && !state.ready) return <RemoteSkeleton page />;
  // A login just accepted: the user is known, their basket not yet. The page that logged them in
  // stays until the basket is there to decide where they belong.
  if (state.signingIn) return <>{children}</>;

  const result = resolveGuards(withMaintenance(guards), {
    pathname,
    search,
    user: state.user,
    basket: state.basket,
    settings: state.settings,
  });

  if (result.kind === 'error') return <ErrorPage status={result.status} />;
  if (result.kind === 'redirect') return <Navigate to={result.to} replace />;
  return <>{children}</>;
}
