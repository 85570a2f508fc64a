import { useCallback, useEffect, useEffectEvent, useState } from 'react';
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
  // A new key or attempt shows the loading state from its first render, the last answer kept.
  const [asked, setAsked] = useState({ key, attempt });
  if (asked.key !== key || asked.attempt !== attempt) {
    setAsked({ key, attempt });
    setState((previous) => ({ ...previous, error: undefined, loading: true }));
  }
  // The latest `load` and `endsSession`, without asking again when only they change.
  const start = useEffectEvent(() => load());
  const refused = useEffectEvent((error: unknown) => endsSession(error));

  useEffect(() => {
    let live = true;
    start().then(
      (data) => live && setState({ data, error: undefined, loading: false }),
      (error: unknown) => {
        if (!live || refused(error)) return;
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
