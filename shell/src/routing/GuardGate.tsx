import type { GuardName } from '@nougaterie/contracts';
import { useObservable } from '@nougaterie/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { RemoteSkeleton } from '../federation/RemoteSkeleton';
import { useShell } from '../federation/ShellContext';
import { runGuards } from '../guards/guards';
import { ErrorPage } from '../pages/ErrorPage';

/**
 * Applies a route's guards once the start-up sequence is done. Every route also gets the
 * maintenance check, which needs no waiting: without settings it lets the page through.
 */
export function GuardGate({ guards, children }: { guards: readonly string[]; children: ReactNode }) {
  const { store } = useShell();
  const state = useObservable(store.state$, store.get());
  const { pathname, search } = useLocation();

  if (guards.length > 0 && !state.ready) return <RemoteSkeleton page />;

  const names = guards.includes('maintenance' satisfies GuardName) ? guards : [...guards, 'maintenance'];
  const result = runGuards(names, { pathname, search, user: state.user, basket: state.basket, settings: state.settings });

  if (result.kind === 'error') return <ErrorPage status={result.status} />;
  // A redirect to where we already are (requiresBasket at home) means: stay.
  if (result.kind === 'redirect' && result.to !== `${pathname}${search}`) return <Navigate to={result.to} replace />;
  return <>{children}</>;
}
