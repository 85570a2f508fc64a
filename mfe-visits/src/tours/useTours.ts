import type { Lang, Tour, VisitsApi } from '@nougaterie/contracts';
import { useCallback, useEffect, useState } from 'react';

export type ToursState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'done'; tours: Tour[] };

/**
 * The tours rarely change while someone books: one request per language and page load, shared
 * by every step (the api writes their texts in the request's language).
 */
const cache = new WeakMap<VisitsApi, Map<Lang, Promise<Tour[]>>>();

function loadTours(api: VisitsApi, lang: Lang): Promise<Tour[]> {
  const byLang = cache.get(api) ?? new Map<Lang, Promise<Tour[]>>();
  cache.set(api, byLang);
  let tours = byLang.get(lang);
  if (!tours) {
    tours = api.tours().then(({ tours: list }) => list);
    // A failure is not kept: the retry button asks again.
    tours.catch(() => byLang.delete(lang));
    byLang.set(lang, tours);
  }
  return tours;
}

export function useTours(api: VisitsApi, lang: Lang) {
  const [state, setState] = useState<ToursState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadTours(api, lang).then(
      (tours) => live && setState({ status: 'done', tours }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [api, lang, attempt]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, reload };
}
