import { startTransition, useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, type DependencyList } from 'react';
import type { RemoteContext } from '@nougaterie/contracts';
import { isMissingResource } from './errorStatus.js';
import { arrivedEarly, takeEarly } from './pageData.js';

export type Resource<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Loads what a page shows, with a retry. An api 404 asks the shell for its error page: an unknown
 * category or product must answer like an unknown route. A `quiet` resource is only a part of its
 * page (similar products), so its 404 is not the page's. `early` names an answer asked for before
 * the page's code arrived (pageData.ts), taken instead of a new call.
 */
export function useApiResource<T>(
  ctx: RemoteContext,
  load: () => Promise<T>,
  deps: DependencyList,
  { quiet = false, early }: { quiet?: boolean; early?: string } = {},
): Resource<T> & { retry: () => void } {
  // Data that arrived before the page's code: shown in the first render, without a loading state.
  const [state, setState] = useState<Resource<T>>(() => {
    const arrived = early === undefined ? undefined : arrivedEarly<T>(early);
    return arrived ? { status: 'ready', data: arrived.value } : LOADING;
  });
  const [attempt, setAttempt] = useState(0);
  const mounted = useRef(false);

  // What the effect reads of the latest render, without restarting it: `load` is a new function at
  // every render; the caller's `deps` say when its answer changes.
  const start = useEffectEvent(() => {
    const first = !mounted.current;
    mounted.current = true;
    if (first && state.status === 'ready') {
      // Taken only to hand it over (a later visit asks anew): the answer is already here.
      if (early !== undefined) void takeEarly(early);
      return undefined;
    }
    let current = true;
    // At mount the state is already 'loading': setting it again would render the page again.
    if (!first) setState(LOADING);
    const answer = (attempt === 0 && early !== undefined && takeEarly<T>(early)) || load();
    answer.then(
      // A whole page of products is a long render: as a transition, React does it in slices
      // between which the browser stays responsive, instead of one long task.
      (data) => current && startTransition(() => setState({ status: 'ready', data })),
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
  });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- deps is the caller's list of what load reads, as useEffect's own; a list handed in can't be checked here
  useEffect(() => start(), [...deps, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return useMemo(() => ({ ...state, retry }), [state, retry]);
}

const LOADING = { status: 'loading' } as const;
