import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { contractsMismatch, IncompatibleRemoteError } from '../contractsVersion';

interface ManifestWithVersion {
  metaData?: { contractsVersion?: unknown };
}

/**
 * Federation runtime plugin: checks the version each remote's mf-manifest.json states as soon as
 * the manifest arrives, before its remoteEntry.js or any of its code is fetched. Against this
 * shell's own contracts version unless told another (contractsMismatch's default).
 */
export function contractsCheckPlugin(shellVersion?: string): ModuleFederationRuntimePlugin {
  return {
    name: 'nougaterie-contracts-version',
    loadRemoteSnapshot(args) {
      // Without a manifest (a bare remoteEntry.js) there is nothing to read; the site always uses manifests.
      if (args.from === 'manifest' && args.manifestJson) {
        const stated = (args.manifestJson as ManifestWithVersion).metaData?.contractsVersion;
        const reason = contractsMismatch(stated, shellVersion);
        if (reason) throw new IncompatibleRemoteError(args.moduleInfo.name, reason);
      }
      return args;
    },
  };
}
