/** The part of window the store listens to; tests hand in a plain EventTarget. */
export interface OnlineSource {
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
  navigator?: { onLine?: boolean };
}

export function defaultOnlineSource(): OnlineSource | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

export function isOnline(source: OnlineSource | undefined): boolean {
  return source?.navigator?.onLine ?? true;
}

/** Calls onChange on every online/offline event; returns the function that stops listening. */
export function watchOnline(source: OnlineSource | undefined, onChange: (online: boolean) => void): () => void {
  if (!source) return () => undefined;
  const goOnline = () => onChange(true);
  const goOffline = () => onChange(false);
  source.addEventListener('online', goOnline);
  source.addEventListener('offline', goOffline);
  return () => {
    source.removeEventListener('online', goOnline);
    source.removeEventListener('offline', goOffline);
  };
}
