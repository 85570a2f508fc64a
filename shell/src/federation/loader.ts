import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@nougaterie/contracts';

export interface RemoteLoader {
  /** `fresh` drops what the runtime remembers of an earlier failure of that remote first. */
  load<T>(remote: RemoteName, module: string, options?: { fresh?: boolean }): Promise<T>;
  /** A module already loaded, so pages of a loaded remote render without a skeleton flash. */
  peek<T>(remote: RemoteName, module: string): T | undefined;
}

export function createFederationLoader(config: RuntimeConfig): RemoteLoader {
  const remoteOf = (name: RemoteName) => ({ name, entry: config.remotes[name] });
  init({ name: 'shell', remotes: REMOTE_NAMES.filter((name) => config.remotes[name]).map(remoteOf) });

  const modules = new Map<string, unknown>();
  const healthy = new Set<RemoteName>();

  return {
    async load<T>(remote: RemoteName, module: string, { fresh = false } = {}) {
      const id = `${remote}/${module}`;
      if (modules.has(id)) return modules.get(id) as T;
      if (!config.remotes[remote]) throw new Error(`No URL for remote "${remote}" in remotes.json`);
      // Re-registering with force clears the runtime's manifest, entry and snapshot caches; it
      // would also unload a container that already serves other modules, hence only for a remote
      // that never loaded.
      if (fresh && !healthy.has(remote)) registerRemotes([remoteOf(remote)], { force: true });
      const value = await loadRemote<T>(id);
      if (value == null) throw new Error(`Remote module ${id} is empty`);
      healthy.add(remote);
      modules.set(id, value);
      return value;
    },
    peek<T>(remote: RemoteName, module: string) {
      return modules.get(`${remote}/${module}`) as T | undefined;
    },
  };
}
