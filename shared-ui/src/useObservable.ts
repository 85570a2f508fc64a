import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

/** The one hook through which React reads the store's and the bus's streams. */
export function useObservable<T>(source: Observable<T>, initial: T): T {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const subscription = source.subscribe(setValue);
    return () => subscription.unsubscribe();
  }, [source]);
  return value;
}
