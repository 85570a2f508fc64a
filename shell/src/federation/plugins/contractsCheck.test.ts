import { IncompatibleRemoteError } from '../contractsVersion';
import { contractsCheckPlugin } from './contractsCheck';

describe('contractsCheckPlugin', () => {
  const plugin = contractsCheckPlugin('1.2.0');
  const check = (manifestJson: unknown, from: 'manifest' | 'global' = 'manifest') =>
    plugin.loadRemoteSnapshot!({ moduleInfo: { name: 'visits', entry: 'http://x/mf-manifest.json' }, manifestJson, from } as never);

  it('lets a compatible manifest through unchanged', async () => {
    const args = { moduleInfo: { name: 'visits' }, manifestJson: { metaData: { contractsVersion: '1.0.3' } }, from: 'manifest' };
    expect(await plugin.loadRemoteSnapshot!(args as never)).toBe(args);
  });

  it('stops an incompatible remote before its entry is loaded', () => {
    expect(() => check({ metaData: { contractsVersion: '2.0.0' } })).toThrow(IncompatibleRemoteError);
    expect(() => check({ metaData: { contractsVersion: '2.0.0' } })).toThrow(
      'Remote "visits" refused: it was built against @nougaterie/contracts 2.0.0 and this shell has 1.2.0, a different major version.',
    );
    expect(() => check({ metaData: { contractsVersion: 'next' } })).toThrow(/"next" cannot be compared/);
  });

  it('has nothing to check without a manifest', () => {
    expect(() => check(undefined, 'global')).not.toThrow();
  });
});
