import { REMOTE_NAMES, type RuntimeConfig } from '@nougaterie/contracts';

/**
 * remotes.json is written at start/deploy from environment, so a remote moves without a shell
 * rebuild. Without it the frame still renders: the api is assumed on this origin and every remote
 * area shows its fallback.
 */
export async function loadRuntimeConfig(url = '/remotes.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const config = (await response.json()) as Partial<RuntimeConfig>;
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
