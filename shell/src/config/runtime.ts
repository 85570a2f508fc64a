import { REMOTE_NAMES, type RuntimeConfig } from '@nougaterie/contracts';
import { REMOTES_JSON_URL, fetchRemotesJson } from './remotesJson';

/**
 * remotes.json is written at start/deploy from environment, so a remote moves without a shell
 * rebuild. Without it the frame still renders: the api is assumed on this origin and every remote
 * area shows its fallback.
 */
export async function loadRuntimeConfig(url = REMOTES_JSON_URL): Promise<RuntimeConfig> {
  try {
    const config = ((await fetchRemotesJson(url)) ?? {}) as Partial<RuntimeConfig>;
    return {
      apiUrl: config.apiUrl ?? window.location.origin,
      remotes: { ...emptyRemotes(), ...config.remotes },
      ...(config.tagManager?.id ? { tagManager: config.tagManager } : {}),
    };
  } catch (error) {
    console.error('Runtime configuration unavailable', error);
    return { apiUrl: window.location.origin, remotes: emptyRemotes() };
  }
}

const emptyRemotes = () => Object.fromEntries(REMOTE_NAMES.map((name) => [name, ''])) as RuntimeConfig['remotes'];
