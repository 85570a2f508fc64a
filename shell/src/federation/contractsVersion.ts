import contractsPackage from '@nougaterie/contracts/package.json';

/** The @nougaterie/contracts version this shell was built with: the one every remote talks to. */
export const SHELL_CONTRACTS_VERSION: string = contractsPackage.version;

const SEMVER = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/;

/**
 * Remotes state their version since contracts 1.0.0: a manifest without one comes from an
 * earlier build, made against 1.x.
 */
export const UNSTATED_CONTRACTS_VERSION = '1.0.0';

/** The stated version (an unstated one is 1.0.0) as semver's parts, or null when it is not one. */
const parse = (version: unknown) => (typeof version === 'string' ? SEMVER.exec(version) : null);
const stated = (remoteVersion: unknown) => (remoteVersion === undefined ? UNSTATED_CONTRACTS_VERSION : remoteVersion);

/**
 * Whether a remote built against `remoteVersion` of the contracts can run in this shell. Semver:
 * the same major version (for 0.x, the same minor, as npm's ^ reads it). Also read by index.html's
 * start-up script (frame/boot/frameBoot.ts), which preloads no code of a remote the shell will refuse.
 */
export function contractsCompatible(remoteVersion: unknown, shellVersion: string = SHELL_CONTRACTS_VERSION): boolean {
  const remote = parse(stated(remoteVersion));
  const shell = parse(shellVersion);
  return !!remote && !!shell && remote[1] === shell[1] && (remote[1] !== '0' || remote[2] === shell[2]);
}

/** Why a remote built against `remoteVersion` of the contracts cannot run in this shell (contractsCompatible), or null when it can. */
export function contractsMismatch(remoteVersion: unknown, shellVersion: string = SHELL_CONTRACTS_VERSION): string | null {
  if (contractsCompatible(remoteVersion, shellVersion)) return null;
  const remote = parse(stated(remoteVersion));
  const shell = parse(shellVersion);
  if (!remote || !shell) {
    return `its @nougaterie/contracts version ${JSON.stringify(stated(remoteVersion))} cannot be compared with this shell's ${shellVersion}`;
  }
  const built = remoteVersion === undefined ? '1.x (an older build that states no version)' : remote[0];
  const part = remote[1] === shell[1] ? 'minor' : 'major';
  return `it was built against @nougaterie/contracts ${built} and this shell has ${shellVersion}, a different ${part} version`;
}

/** A remote the shell will not run; retrying cannot help until that remote is rebuilt. */
export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';
  constructor(remote: string, reason: string) {
    super(`Remote "${remote}" refused: ${reason}.`);
  }
}
