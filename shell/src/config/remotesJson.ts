// Read by index.ts before the federation runtime has shared anything: no import from shared
// packages here.

/** Where the shell finds remotes.json, written at start/deploy from environment. */
export const REMOTES_JSON_URL = '/remotes.json';

/**
 * Where index.html's inline script (frame/frameScript.ts) leaves what it started while the app's
 * code still downloads: remotes.json, and the manifest of the remote that owns the page (it also
 * opens the connections to the api and the remotes and preloads that remote's remoteEntry.js and
 * `./routes` code). The app takes these answers instead of asking again.
 */
export const EARLY_START_KEY = '__nougaterieEarly';

interface EarlyStart {
  config?: Promise<unknown>;
  /** By absolute URL; each taken once. */
  manifests?: Record<string, Promise<Response> | undefined>;
}

const early = (): EarlyStart | undefined => (window as unknown as Record<string, EarlyStart | undefined>)[EARLY_START_KEY];

/**
 * The answer the inline script got for this manifest, once (a retry asks the network again); a
 * failed early request is asked again as well. undefined when the script did not fetch it.
 */
export function takeEarlyManifest(url: string, init?: RequestInit): Promise<Response> | undefined {
  const manifests = early()?.manifests;
  let href: string;
  try {
    href = new URL(url, document.baseURI).href;
  } catch {
    return undefined;
  }
  const answer = manifests?.[href];
  if (!manifests || !answer) return undefined;
  delete manifests[href];
  return answer.catch(() => fetch(url, init));
}

const downloads = new Map<string, Promise<unknown>>();

/**
 * remotes.json's content, downloaded once per page: index.html's inline script starts it with the
 * page (index.ts when there is no such script), bootstrap reads the same answer instead of asking
 * again once its chunks have arrived. Rejects when it cannot be had.
 */
export function fetchRemotesJson(url: string = REMOTES_JSON_URL): Promise<unknown> {
  let download = downloads.get(url);
  if (!download) {
    download =
      (url === REMOTES_JSON_URL ? early()?.config : undefined) ??
      fetch(url, { cache: 'no-cache' }).then((response) => {
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
