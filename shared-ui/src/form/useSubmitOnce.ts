import { useEffect, useRef, useState } from 'react';

/**
 * One run at a time of an action a button starts (a double click orders, pays or spends points
 * once), the sentence of its failure, and `busy` while it runs. An action that answers `'leaving'`
 * (the browser is on its way to a payment provider's page) stays busy; should the page come back
 * from the back-forward cache as it was left, it is usable again. `describe` turns a failure into
 * the sentence to show (each front end's errorText, in its own texts).
 */
export function useSubmitOnce(describe: (failure: unknown) => string) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const run = async (action: () => Promise<unknown>): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      if ((await action()) === 'leaving') return;
    } catch (failure) {
      setError(describe(failure));
    }
    running.current = false;
    setBusy(false);
  };

  return { busy, error, run };
}
