/** localStorage key shared with e2e tests: when the page last reloaded because of a chunk. */
export const CHUNK_RELOAD_KEY = 'nougaterie:chunk-reload-at';
/** SPEC §8/§9: at most one such reload a minute, so a broken deploy cannot loop the page. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** A lazily loaded file that is gone, typically after a redeploy replaced the hashed chunks. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [^\s]+ failed/i.test(error.message);
}

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

const browserDeps = (): ReloadDeps => ({
  storage: window.localStorage,
  now: Date.now,
  reload: () => window.location.reload(),
});

/**
 * Reloads the page unless it already did so within the last minute. Returns whether it reloaded;
 * false means the caller shows its fallback instead.
 */
export function reloadForChunkError(deps: ReloadDeps = browserDeps()): boolean {
  const last = Number(deps.storage.getItem(CHUNK_RELOAD_KEY));
  const now = deps.now();
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  deps.storage.setItem(CHUNK_RELOAD_KEY, String(now));
  deps.reload();
  return true;
}
