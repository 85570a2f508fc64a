// Read by index.ts before the federation runtime has shared anything: no import from shared
// packages here. The early start's and early view's pieces, and their owner:
// shared-contracts/src/early.ts.

/** Where the shell finds remotes.json, written at start/deploy from environment. */
export const REMOTES_JSON_URL = '/remotes.json';

/**
 * index.html's empty data block for remotes.json's content. The server that serves index.html
 * fills it from the same environment as remotes.json (scripts/lib/static-server.mjs for npm start,
 * sub_filter in docker/nginx/shell.conf), which saves the page one round trip before it can ask
 * for its remote; index.html served as a plain file (a block left empty) still works: the inline
 * script then asks for remotes.json. A data block is not a script: the CSP does not apply to it.
 * Kept in step with REMOTES_INLINE_SLOT of scripts/lib/site.mjs (scripts/static-server.test.mjs).
 */
export const REMOTES_INLINE_ID = 'nougaterie-remotes';
// Written as the html minifier leaves it (no quotes needed): nginx's sub_filter matches it literally.
export const REMOTES_INLINE_SLOT = `<script type=application/json id=${REMOTES_INLINE_ID}></script>`;

/**
 * Where index.html's inline script (frame/boot/frameBoot.ts) leaves what it started while the app's
 * code still downloads: remotes.json, and the manifest of the remote that owns the page (it also
 * opens the connections to the api and the remotes and preloads that remote's remoteEntry.js and
 * `./routes` code). The app takes these answers instead of asking again.
 */
export const EARLY_START_KEY = '__nougaterieEarly';

export interface EarlyStart {
  config?: Promise<unknown>;
  /** By absolute URL; each taken once. */
  manifests?: Record<string, Promise<Response> | undefined>;
  /**
   * Settles when the page's early view is done (contracts' EARLY_VIEW_DONE_EVENT), when the page
   * has none, or at the latest EARLY_VIEW_WAIT_MS after the page started.
   */
  ready?: Promise<unknown>;
}

const early = (): EarlyStart | undefined => (window as unknown as Record<string, EarlyStart | undefined>)[EARLY_START_KEY];

/**
 * When the app's code may start: once the page's early view (a product's photo, title and price)
 * is on screen, so that its requests and its paint do not queue behind the app's start-up on the
 * main thread; at once on a page without one, or without the inline script.
 */
export function earlyViewSettled(): Promise<void> {
  return Promise.resolve(early()?.ready).then(
    () => undefined,
    () => undefined,
  );
}

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

/** remotes.json from the network, never from the HTTP cache (it changes at each deploy of a remote). */
export function downloadRemotesJson(url: string = REMOTES_JSON_URL): Promise<unknown> {
  return fetch(url, { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  });
}

/**
 * remotes.json's content, downloaded once per page: index.html's inline script starts it with the
 * page (index.ts when there is no such script), bootstrap reads the same answer instead of asking
 * again once its chunks have arrived. Rejects when it cannot be had.
 */
export function fetchRemotesJson(url: string = REMOTES_JSON_URL): Promise<unknown> {
  let download = downloads.get(url);
  if (!download) {
    download = (url === REMOTES_JSON_URL ? early()?.config : undefined) ?? downloadRemotesJson(url);
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
