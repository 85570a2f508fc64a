import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteContext, type RemoteName, type RoutesPrefetch, type RuntimeConfig } from '@nougaterie/contracts';
import { contractsCheckPlugin, earlyManifestPlugin } from './plugins';

export interface RemoteLoader {
  /** `fresh` drops what the runtime remembers of an earlier failure of that remote first. */
  load<T>(remote: RemoteName, module: string, options?: { fresh?: boolean }): Promise<T>;
  /** A module already loaded, so pages of a loaded remote render without a skeleton flash. */
  peek<T>(remote: RemoteName, module: string): T | undefined;
}

export function createFederationLoader(config: RuntimeConfig): RemoteLoader {
  const remoteOf = (name: RemoteName) => ({ name, entry: config.remotes[name] });
  init({
    name: 'shell',
    remotes: REMOTE_NAMES.filter((name) => config.remotes[name]).map(remoteOf),
    plugins: [earlyManifestPlugin(), contractsCheckPlugin()],
  });

  const modules = new Map<string, unknown>();
  /** Loads under way: a preload and the area that needs the module share one. */
  const pending = new Map<string, Promise<unknown>>();
  const healthy = new Set<RemoteName>();

  const loadOnce = async (remote: RemoteName, id: string, fresh: boolean) => {
    // Re-registering with force clears the runtime's manifest, entry and snapshot caches; it
    // would also unload a container that already serves other modules, hence only for a remote
    // that never loaded.
    if (fresh && !healthy.has(remote)) registerRemotes([remoteOf(remote)], { force: true });
    const value = await loadRemote(id);
    if (value == null) throw new Error(`Remote module ${id} is empty`);
    healthy.add(remote);
    modules.set(id, value);
    return value;
  };

  return {
    async load<T>(remote: RemoteName, module: string, { fresh = false } = {}) {
      const id = `${remote}/${module}`;
      if (modules.has(id)) return modules.get(id) as T;
      if (!config.remotes[remote]) throw new Error(`No URL for remote "${remote}" in remotes.json`);
      const running = pending.get(id);
      if (running && !fresh) return running as Promise<T>;
      const loading: Promise<unknown> = loadOnce(remote, id, fresh).finally(() => {
        if (pending.get(id) === loading) pending.delete(id);
      });
      pending.set(id, loading);
      return loading as Promise<T>;
    },
    peek<T>(remote: RemoteName, module: string) {
      return modules.get(`${remote}/${module}`) as T | undefined;
    },
  };
}

/**
 * Starts loading a remote's module ahead of need (the current route's owner at start, a link's or
 * the basket button's on hover or focus), so its manifest, remoteEntry.js and chunks are not
 * fetched one after the other once the page asks for them. A failure is left to the area that
 * needs the module: it retries and shows the fallback.
 */
export function preloadModule(loader: RemoteLoader, remote: RemoteName, module: string): void {
  if (loader.peek(remote, module) !== undefined) return;
  loader.load(remote, module).catch(() => undefined);
}

/** {@link preloadModule} for a remote's pages. */
export function preloadRoutes(loader: RemoteLoader, remote: RemoteName): void {
  preloadModule(loader, remote, 'routes');
}

/**
 * {@link preloadRoutes}, then, once the remote's pages have arrived, their `prefetch` for this path
 * (RoutesPrefetch in the contracts): the page's own chunk and data leave before the shell has
 * rendered the remote. A remote without one, or a failure, changes nothing. Resolves (never
 * rejects) once the remote says the page can render at once, or has nothing to say.
 */
export function prefetchPage(loader: RemoteLoader, remote: RemoteName, ctx: RemoteContext, pathname: string): Promise<void> {
  return loader
    .load<{ prefetch?: RoutesPrefetch }>(remote, 'routes')
    .then((module) => module.prefetch?.(ctx, pathname))
    .then(
      () => undefined,
      () => undefined,
    );
}
