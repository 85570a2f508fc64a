import type { RouteDef } from '@nougaterie/contracts';
import { useObservable } from '@nougaterie/ui';
import { Suspense, lazy, useMemo, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { RemoteBoundary } from '../federation/RemoteBoundary';
import { RemoteSkeleton } from '../federation/RemoteSkeleton';
import { useShell } from '../federation/ShellContext';
import { ErrorPage } from '../pages/ErrorPage';
import { LAZY_SHELL_PAGES, SHELL_PAGES } from '../pages/shellPages';
import { GuardGate } from './GuardGate';
import { RemotePage } from './RemotePage';

/**
 * A shell page downloaded when opened: the skeleton until it is here; when its code or texts
 * cannot be had, the same handling as a remote's (a lost chunk reloads the page, else the
 * fallback, whose retry downloads again).
 */
function LazyShellPage({ load }: { load: () => Promise<{ default: ComponentType }> }) {
  const [attempt, setAttempt] = useState(0);
  // React.lazy keeps a failure: a retry (attempt) needs a new one, made once per attempt.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt is what asks for a new lazy component
  const Page = useMemo(() => lazy(load), [load, attempt]);
  return (
    <RemoteBoundary key={attempt} remote="shell" onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<RemoteSkeleton />}>
        {/* eslint-disable-next-line react-hooks/static-components -- one lazy component per page and attempt (useMemo above), not one per render */}
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}

function RouteContent({ route }: { route: RouteDef }) {
  if (route.owner !== 'shell') return <RemotePage remote={route.owner} page={route.page} />;
  const Page = SHELL_PAGES[route.page];
  if (Page) return <Page />;
  const load = LAZY_SHELL_PAGES[route.page];
  return load ? <LazyShellPage load={load} /> : <ErrorPage status={500} />;
}

// A page holds at least the screen while the session, the remote and then its data load: the
// footer stays below the fold instead of showing under a placeholder and being pushed away when
// the content arrives (a layout shift of most of the screen, Lighthouse's CLS). Its own block
// formatting context: a placeholder's top margin (the skeleton's 1.5rem) stays inside instead of
// collapsing through and moving the area itself down, then up again when content without one
// replaces it (the product's early view in the frame, the product page's grid): a shift of the
// whole area, CLS 0.016-0.025 (e2e early-view.spec).
export const PageArea = styled.div`
  min-height: 100vh;
  display: flow-root;
`;

/** One row of the route table: its guards, then its page, unless a remote asked for the error page. */
export function RoutePage({ route }: { route: RouteDef }) {
  const { errors } = useShell();
  const requested = useObservable(errors.state$, null);
  const { pathname, search } = useLocation();

  if (requested && requested.href === `${pathname}${search}`) return <ErrorPage status={requested.status} />;
  return (
    <PageArea>
      {/* The back office signs its staff in itself and stays open during the shop's maintenance. */}
      {route.layout === 'staff' ? (
        <RouteContent route={route} />
      ) : (
        <GuardGate guards={route.guards}>
          <RouteContent route={route} />
        </GuardGate>
      )}
    </PageArea>
  );
}
