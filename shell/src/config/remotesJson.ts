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
