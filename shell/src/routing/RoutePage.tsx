import type { RouteDef } from '@nougaterie/contracts';
import { useObservable } from '@nougaterie/ui';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useShell } from '../federation/ShellContext';
import { ErrorPage } from '../pages/ErrorPage';
import { SHELL_PAGES } from '../pages/shellPages';
import { GuardGate } from './GuardGate';
import { RemotePage } from './RemotePage';

function RouteContent({ route }: { route: RouteDef }) {
  if (route.owner !== 'shell') return <RemotePage remote={route.owner} page={route.page} />;
  const Page = SHELL_PAGES[route.page];
  return Page ? <Page /> : <ErrorPage status={500} />;
}

// A page holds at least the screen while the session, the remote and then its data load: the
// footer stays below the fold instead of showing under a placeholder and being pushed away when
// the content arrives (a layout shift of most of the screen, Lighthouse's CLS).
const PageArea = styled.div`
  min-height: 100vh;
`;

/** One row of the route table: its guards, then its page, unless a remote asked for the error page. */
export function RoutePage({ route }: { route: RouteDef }) {
  const { errors } = useShell();
  const requested = useObservable(errors.state$, null);
  const { pathname, search } = useLocation();

  if (requested && requested.href === `${pathname}${search}`) return <ErrorPage status={requested.status} />;
  return (
    <PageArea>
      <GuardGate guards={route.guards}>
        <RouteContent route={route} />
      </GuardGate>
    </PageArea>
  );
}
