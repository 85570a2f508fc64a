import type { RemoteName, RemoteProps } from '@nougaterie/contracts';
import { useState, type ComponentType, type ReactNode } from 'react';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteFallback } from './RemoteFallback';
import { RemoteSkeleton } from './RemoteSkeleton';
import { useRemoteContext, useShell } from './ShellContext';
import { useRemoteModule } from './useRemoteModule';

export type RemoteComponent = ComponentType<RemoteProps>;

interface Props<M> {
  remote: RemoteName;
  /** Exposed module name without './', e.g. 'routes' or 'BasketModal'. */
  module: string;
  /** The component inside the loaded module; a widget's default export unless told otherwise. */
  pick?: (module: M) => RemoteComponent | undefined;
  /** Shown when the module loaded but holds no such component. */
  missing?: ReactNode;
  /** Replaces the skeleton and the fallback, for widgets that have no place of their own on the page. */
  renderUnavailable?: (state: 'loading' | 'failed', retry: () => void) => ReactNode;
}

const defaultExport = (module: unknown) => (module as { default?: RemoteComponent }).default;

/** One remote page or widget, contained: skeleton while loading, fallback with retry when it fails. */
export function RemoteArea<M = unknown>({ remote, module, pick = defaultExport, missing = null, renderUnavailable }: Props<M>) {
  const { loader } = useShell();
  const ctx = useRemoteContext();
  const [attempt, setAttempt] = useState(0);
  const state = useRemoteModule<M>(loader, remote, module, attempt);
  const retry = () => setAttempt((n) => n + 1);

  let content: ReactNode;
  if (state.status === 'ready') {
    const Page = pick(state.value);
    content = Page ? (
      <RemoteBoundary key={attempt} remote={remote} onRetry={retry}>
        {/* eslint-disable-next-line react-hooks/static-components -- a component of the loaded module (the loader keeps it), the same at every render */}
        <Page ctx={ctx} />
      </RemoteBoundary>
    ) : (
      missing
    );
  } else if (renderUnavailable) {
    content = renderUnavailable(state.status, retry);
  } else {
    // A remote's pages ('./routes'), not its widgets, take the page's early view.
    content = state.status === 'loading' ? <RemoteSkeleton page={module === 'routes'} /> : <RemoteFallback onRetry={retry} />;
  }

  return (
    <div data-remote={remote} data-remote-module={module}>
      {content}
    </div>
  );
}
