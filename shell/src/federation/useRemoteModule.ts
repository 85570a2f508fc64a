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
  // The answer of the load started for this remote, module and attempt; until it comes, the
  // loader's copy (a module loaded before shows at once) or "loading".
  const key = `${remote}/${module}#${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; state: RemoteModuleState<T> } | null>(null);

  useEffect(() => {
    let active = true;
    const cached = loader.peek<T>(remote, module);
    const loading =
      cached !== undefined
        ? Promise.resolve(cached)
        : withRetry((index) => loader.load<T>(remote, module, { fresh: attempt > 0 || index > 0 }), {
            shouldRetry: (error) => !isChunkLoadError(error) && !(error instanceof IncompatibleRemoteError),
          });
    loading.then(
      // A page's first render is big: as a transition, React renders it in slices between which
      // the browser stays responsive (the skeleton shows until it is done).
      (value) => active && startTransition(() => setAnswer({ key, state: { status: 'ready', value } })),
      (error: unknown) => {
        if (!active) return;
        console.error(`Remote ${remote}/${module} failed to load`, error);
        if (isChunkLoadError(error) && reloadForChunkError()) return;
        setAnswer({ key, state: { status: 'failed', error } });
      },
    );
    return () => {
      active = false;
    };
  }, [loader, remote, module, attempt, key]);

  if (answer?.key === key) return answer.state;
  const cached = loader.peek<T>(remote, module);
  return cached === undefined ? { status: 'loading' } : { status: 'ready', value: cached };
}
