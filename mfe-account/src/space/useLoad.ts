import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'done'; data: T };

/** One api read, with a reload for the retry button and for after a save. */
export function useLoad<T>(load: () => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  // The loader is an api method: stable for the life of the page, so the first one serves every read.
  const [loader] = useState(() => load);
  const read = useCallback(
    (live: () => boolean) =>
      loader().then(
        (data) => live() && setState({ status: 'done', data }),
        (error: unknown) => live() && setState({ status: 'error', error }),
      ),
    [loader],
  );
  // Once on mount, the state already 'loading'.
  useEffect(() => {
    let live = true;
    void read(() => live);
    return () => {
      live = false;
    };
  }, [read]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    void read(() => true);
  }, [read]);
  return { state, reload, set: (data: T) => setState({ status: 'done', data }) };
}
