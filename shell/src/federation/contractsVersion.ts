import contractsPackage from '@nougaterie/contracts/package.json';

/** The @nougaterie/contracts version this shell was built with: the one every remote talks to. */
export const SHELL_CONTRACTS_VERSION: string = contractsPackage.version;

const SEMVER = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/;

/**
 * Remotes state their version since contracts 1.0.0: a manifest without one comes from an
 * earlier build, made against 1.x.
 */
export const UNSTATED_CONTRACTS_VERSION = '1.0.0';

/**
 * Why a remote built against `remoteVersion` of the contracts cannot run in this shell, or null
 * when it can. Semver: the same major version (for 0.x, the same minor, as npm's ^ reads it).
 */
export function contractsMismatch(remoteVersion: unknown, shellVersion: string = SHELL_CONTRACTS_VERSION): string | null {
  const stated = remoteVersion === undefined ? UNSTATED_CONTRACTS_VERSION : remoteVersion;
  const remote = typeof stated === 'string' ? SEMVER.exec(stated) : null;
  const shell = SEMVER.exec(shellVersion);
  if (!remote || !shell) {
    return `its @nougaterie/contracts version ${JSON.stringify(stated)} cannot be compared with this shell's ${shellVersion}`;
  }
  const [, major, minor] = remote;
  const [, shellMajor, shellMinor] = shell;
  if (major !== shellMajor || (major === '0' && minor !== shellMinor)) {
    const built = remoteVersion === undefined ? '1.x (an older build that states no version)' : remote[0];
    const part = major === shellMajor ? 'minor' : 'major';
    return `it was built against @nougaterie/contracts ${built} and this shell has ${shellVersion}, a different ${part} version`;
  }
  return null;
}

/**
 * contractsMismatch as a regular expression, for index.html's inline script (which preloads a
 * remote's code only when the shell will run it): the versions this shell accepts.
 */
export function compatibleVersionPattern(shellVersion: string = SHELL_CONTRACTS_VERSION): string {
  const shell = SEMVER.exec(shellVersion);
  if (!shell) return '(?!)';
  const [, major, minor] = shell;
  return major === '0' ? `^v?0\\.${minor}\\.\\d+(?:[-+].*)?$` : `^v?${major}\\.\\d+\\.\\d+(?:[-+].*)?$`;
}

/** A remote the shell will not run; retrying cannot help until that remote is rebuilt. */
export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';
  constructor(remote: string, reason: string) {
    super(`Remote "${remote}" refused: ${reason}.`);
  }
}
