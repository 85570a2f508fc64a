import { contractsCompatible, contractsMismatch, SHELL_CONTRACTS_VERSION } from './contractsVersion';
import contractsPackage from '@nougaterie/contracts/package.json';

describe('contractsCompatible', () => {
  const versions = [
    '0.4.0',
    '0.4.9',
    '0.5.0',
    '1.0.0',
    '1.4.2',
    'v1.2.3',
    '1.3.0-beta.1',
    '2.0.0',
    '10.0.0',
    '11.2.0',
    '1.0',
    'latest',
    '',
    '1.0.0.0',
    'x1.0.0',
    3,
  ];

  it.each([
    ['0.4.0', ['0.4.0', '0.4.9']],
    ['1.0.0', ['1.0.0', '1.4.2', 'v1.2.3', '1.3.0-beta.1']],
    ['1.9.0', ['1.0.0', '1.4.2', 'v1.2.3', '1.3.0-beta.1']],
    ['2.0.0', ['2.0.0']],
    ['10.1.0', ['10.0.0']],
  ])('a shell on %s runs remotes on %j only (semver: the same major, or the same minor under 1.0)', (shell, accepted) => {
    expect(versions.filter((version) => contractsCompatible(version, shell))).toEqual(accepted);
    expect(versions.filter((version) => contractsMismatch(version, shell) === null)).toEqual(accepted);
  });

  it('takes a remote that states no version for one built on 1.x', () => {
    expect([contractsCompatible(undefined, '1.5.0'), contractsCompatible(undefined, '2.0.0')]).toEqual([true, false]);
  });
});

describe('contractsMismatch', () => {
  it.each([
    ['1.0.0', '1.0.0'],
    ['1.4.2', '1.0.0'],
    ['1.0.0', '1.9.0'],
    ['v1.2.3', '1.0.0'],
    ['1.3.0-beta.1', '1.0.0'],
    ['0.4.1', '0.4.0'],
  ])('a remote on %s runs in a shell on %s', (remote, shell) => {
    expect(contractsMismatch(remote, shell)).toBeNull();
  });

  it('refuses another major version, naming both', () => {
    expect(contractsMismatch('2.0.0', '1.0.0')).toBe('it was built against @nougaterie/contracts 2.0.0 and this shell has 1.0.0, a different major version');
    expect(contractsMismatch('1.9.9', '2.0.0')).toMatch(/1\.9\.9 .* 2\.0\.0, a different major version/);
  });

  it('reads 0.x as npm does: the minor version breaks', () => {
    expect(contractsMismatch('0.5.0', '0.4.0')).toMatch(/0\.5\.0 .* 0\.4\.0, a different minor version/);
  });

  it('reads a manifest without a version as an older build, made against 1.x', () => {
    expect(contractsMismatch(undefined, '1.3.0')).toBeNull();
    expect(contractsMismatch(undefined, '2.0.0')).toBe(
      'it was built against @nougaterie/contracts 1.x (an older build that states no version) and this shell has 2.0.0, a different major version',
    );
  });

  it.each([null, '', 3, 'latest', '1.0'])('refuses a version it cannot read (%p)', (stated) => {
    expect(contractsMismatch(stated, '1.0.0')).toMatch(/cannot be compared with this shell's 1\.0\.0$/);
  });

  it("compares with the shell's own @nougaterie/contracts by default", () => {
    expect(SHELL_CONTRACTS_VERSION).toBe(contractsPackage.version);
    expect(contractsMismatch(SHELL_CONTRACTS_VERSION)).toBeNull();
  });
});
