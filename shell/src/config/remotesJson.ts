// Read by index.ts before the federation runtime has shared anything: no import from shared
// packages here.

/** Where the shell finds remotes.json, written at start/deploy from environment. */
export const REMOTES_JSON_URL = '/remotes.json';

const downloads = new Map<string, Promise<unknown>>();

/**
 * remotes.json's content, downloaded once per page: index.ts starts it alongside the app's code,
 * bootstrap reads the same answer instead of asking again once its chunks have arrived (one round
 * trip fewer before the page's remote can be fetched). Rejects when it cannot be had.
 */
export function fetchRemotesJson(url: string = REMOTES_JSON_URL): Promise<unknown> {
  let download = downloads.get(url);
  if (!download) {
    download = fetch(url, { cache: 'no-cache' }).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    // A failure is reported by whoever reads it (loadRuntimeConfig), not as an unhandled rejection.
    download.catch(() => undefined);
    downloads.set(url, download);
  }
  return download;
}

/** For tests: forget what was downloaded. */
export function forgetRemotesJson(): void {
  downloads.clear();
}

/**
 * Opens the connections the page is about to need, to the api and to each remote's origin, while
 * the app's code still downloads. A remote's manifest is fetched without credentials and its
 * scripts with, which browsers keep on separate connections: both are opened. The api is called
 * with credentials.
 */
export function preconnect(config: unknown, doc: Document = document): void {
  const { apiUrl, remotes } = (config ?? {}) as { apiUrl?: unknown; remotes?: Record<string, unknown> };
  const originOf = (url: unknown) => {
    try {
      return typeof url === 'string' && url ? new URL(url, doc.baseURI).origin : null;
    } catch {
      return null;
    }
  };
  const wanted = new Map<string, Set<'anonymous' | 'credentials'>>();
  const want = (origin: string | null, ...modes: ('anonymous' | 'credentials')[]) => {
    if (!origin || origin === doc.location.origin) return;
    const set = wanted.get(origin) ?? new Set();
    modes.forEach((mode) => set.add(mode));
    wanted.set(origin, set);
  };
  want(originOf(apiUrl), 'credentials');
  for (const url of Object.values(remotes ?? {})) want(originOf(url), 'anonymous', 'credentials');
  for (const [origin, modes] of wanted) {
    for (const mode of modes) {
      const link = doc.createElement('link');
      link.rel = 'preconnect';
      link.href = origin;
      if (mode === 'anonymous') link.crossOrigin = 'anonymous';
      doc.head.appendChild(link);
    }
  }
}
