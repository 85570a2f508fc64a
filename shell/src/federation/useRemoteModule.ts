import type { RemoteName } from '@nougaterie/contracts';
import { startTransition, useEffect, useState } from 'react';
import { isChunkLoadError, reloadForChunkError } from './chunkReload';
import { IncompatibleRemoteError } from './contractsVersion';
import type { RemoteLoader } from './loader';
import { withRetry } from './retry';

export type RemoteModuleState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

/**
 * Loads a remote's module with retries. `attempt` > 0 asks for a fresh load (the retry button).
 * A missing chunk reloads the page (at most once a minute) rather than being retried in place; a
 * remote built against other contracts is not retried at all.
 */
export function useRemoteModule<T>(loader: RemoteLoader, remote: RemoteName, module: string, attempt: number): RemoteModuleState<T> {
  const initial = (): RemoteModuleState<T> => {
    const cached = loader.peek<T>(remote, module);
    return cached === undefined ? { status: 'loading' } : { status: 'ready', value: cached };
  };
  const [state, setState] = useState(initial);

  useEffect(() => {
    let active = true;
    const cached = loader.peek<T>(remote, module);
    if (cached !== undefined) {
      setState({ status: 'ready', value: cached });
      return;
    }
    setState({ status: 'loading' });
    withRetry((index) => loader.load<T>(remote, module, { fresh: attempt > 0 || index > 0 }), {
      shouldRetry: (error) => !isChunkLoadError(error) && !(error instanceof IncompatibleRemoteError),
    }).then(
      // A page's first render is big: as a transition, React renders it in slices between which
      // the browser stays responsive (the skeleton shows until it is done).
      (value) => active && startTransition(() => setState({ status: 'ready', value })),
      (error: unknown) => {
        if (!active) return;
        console.error(`Remote ${remote}/${module} failed to load`, error);
        if (isChunkLoadError(error) && reloadForChunkError()) return;
        setState({ status: 'failed', error });
      },
    );
    return () => {
      active = false;
    };
  }, [loader, remote, module, attempt]);

  return state;
}
