import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'done'; data: T };

/** One api read, with a reload for the retry button and for after a save. */
export function useLoad<T>(load: () => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const run = useCallback(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => live && setState({ status: 'done', data }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
    // The loader is an api method: stable for the life of the page, so it runs once on mount.
  }, []);
  useEffect(run, [run]);
  return { state, reload: run, set: (data: T) => setState({ status: 'done', data }) };
}
