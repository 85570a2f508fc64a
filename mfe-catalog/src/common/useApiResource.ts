import { useCallback, useEffect, useState, type DependencyList } from 'react';
import type { RemoteContext } from '@nougaterie/contracts';
import { isMissingResource } from './errorStatus.js';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: T };

/**
 * Loads what a page shows, with a retry. An api 404 asks the shell for its error page: an unknown
 * category or product must answer like an unknown route. A `quiet` resource is only a part of its
 * page (similar products), so its 404 is not the page's.
 */
export function useApiResource<T>(
  ctx: RemoteContext,
  load: () => Promise<T>,
  deps: DependencyList,
  { quiet = false }: { quiet?: boolean } = {},
): Resource<T> & { retry: () => void } {
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!current) return;
        if (!quiet && isMissingResource(error)) ctx.bus.emit('shell:error', { status: 404 });
        setState({ status: 'error', error });
      },
    );
    // A late answer for a previous slug or language must not overwrite the current one.
    return () => {
      current = false;
    };
  }, [...deps, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
