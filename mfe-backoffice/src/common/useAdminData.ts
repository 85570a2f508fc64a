import { useCallback, useEffect, useRef, useState } from 'react';
import { useStaff } from '../session/StaffSession.js';

export interface AdminData<T> {
  /** The last answer, kept on screen while the next one (another filter, page) is on its way. */
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

/**
 * Loads what a page shows, again whenever `key` changes (a filter, a page number); an answer to an
 * older key is dropped. A 401 ends the session (StaffSession). `replace` puts an action's answer
 * in place without asking again.
 */
export function useAdminData<T>(key: string, load: () => Promise<T>) {
  const { endsSession } = useStaff();
  const [state, setState] = useState<AdminData<T>>({ data: undefined, error: undefined, loading: true });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const endsRef = useRef(endsSession);
  endsRef.current = endsSession;

  useEffect(() => {
    let live = true;
    setState((previous) => ({ ...previous, error: undefined, loading: true }));
    loadRef.current().then(
      (data) => live && setState({ data, error: undefined, loading: false }),
      (error: unknown) => {
        if (!live || endsRef.current(error)) return;
        setState((previous) => ({ ...previous, error, loading: false }));
      },
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: T) => setState({ data, error: undefined, loading: false }), []);
  return { ...state, reload, replace };
}
