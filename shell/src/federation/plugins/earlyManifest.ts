import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from '../../config/remotesJson';

/**
 * Federation runtime plugin: a manifest index.html's inline script already asked for (the page's
 * own remote's) is taken from there rather than fetched a second time.
 *
 * The early start's and early view's pieces, and their owner: shared-contracts/src/early.ts.
 */
export function earlyManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'nougaterie-early-manifest',
    fetch(url, init) {
      return takeEarlyManifest(url, init);
    },
  };
}
