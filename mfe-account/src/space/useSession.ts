import type { SessionStore } from '@nougaterie/contracts';
import { useObservable } from '@nougaterie/ui';

export function useUser(store: SessionStore) {
  return useObservable(store.user$, store.get().user);
}

export function useSettings(store: SessionStore) {
  return useObservable(store.settings$, store.get().settings);
}
