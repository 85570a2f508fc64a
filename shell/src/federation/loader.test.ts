import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteContext, RuntimeConfig } from '@nougaterie/contracts';
import { createFederationLoader, prefetchPage, preloadRoutes } from './loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoad = loadRemote as jest.Mock;

const config: RuntimeConfig = {
  apiUrl: 'http://api',
  remotes: {
    catalog: 'http://catalog/mf-manifest.json',
    checkout: 'http://checkout/mf-manifest.json',
    account: 'http://account/mf-manifest.json',
    visits: 'http://visits/mf-manifest.json',
    backoffice: 'http://backoffice/mf-manifest.json',
  },
};

/** A promise and the functions that settle it, for loads that finish when the test says. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => jest.clearAllMocks());

describe('createFederationLoader', () => {
  it('registers every remote of remotes.json with the contracts check, fetching none of them', () => {
    createFederationLoader(config);
    expect(loadRemote).not.toHaveBeenCalled();
    const [[options]] = jest.mocked(init).mock.calls;
    expect(options.remotes).toEqual([
      { name: 'catalog', entry: 'http://catalog/mf-manifest.json' },
      { name: 'checkout', entry: 'http://checkout/mf-manifest.json' },
      { name: 'account', entry: 'http://account/mf-manifest.json' },
      { name: 'visits', entry: 'http://visits/mf-manifest.json' },
      { name: 'backoffice', entry: 'http://backoffice/mf-manifest.json' },
    ]);
    expect(options.plugins?.map((p) => p.name)).toEqual(['nougaterie-early-manifest', 'nougaterie-contracts-version']);
  });

  it('lets a preload and the page that needs the module share one load', async () => {
    const loading = deferred<unknown>();
    mockedLoad.mockReturnValueOnce(loading.promise);
    const loader = createFederationLoader(config);

    preloadRoutes(loader, 'visits');
    const fromPage = loader.load('visits', 'routes');
    loading.resolve({ pages: {} });

    expect(await fromPage).toEqual({ pages: {} });
    expect(mockedLoad).toHaveBeenCalledTimes(1);
    expect(mockedLoad).toHaveBeenCalledWith('visits/routes');
    expect(loader.peek('visits', 'routes')).toEqual({ pages: {} });
  });

  it('keeps a failed preload quiet and lets the page load again', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValueOnce({ pages: {} });
    const loader = createFederationLoader(config);

    preloadRoutes(loader, 'catalog');
    await expect(loader.load('catalog', 'routes')).rejects.toThrow('Failed to fetch');
    await expect(loader.load('catalog', 'routes', { fresh: true })).resolves.toEqual({ pages: {} });
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'catalog', entry: 'http://catalog/mf-manifest.json' }], { force: true });
  });

  it('preloads nothing that is already loaded', async () => {
    mockedLoad.mockResolvedValue({ pages: {} });
    const loader = createFederationLoader(config);
    await loader.load('account', 'routes');
    preloadRoutes(loader, 'account');
    expect(mockedLoad).toHaveBeenCalledTimes(1);
  });
});

describe('prefetchPage', () => {
  const ctx = { lang: 'fr' } as unknown as RemoteContext;

  it("hands the path to the remote's prefetch once its pages have arrived", async () => {
    const prefetch = jest.fn();
    mockedLoad.mockResolvedValue({ pages: {}, prefetch });
    const loader = createFederationLoader(config);
    void prefetchPage(loader, 'catalog', ctx, '/boutique/nougats');
    expect(prefetch).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockedLoad).toHaveBeenCalledWith('catalog/routes');
    expect(prefetch).toHaveBeenCalledWith(ctx, '/boutique/nougats');
  });

  it('changes nothing for a remote without one, or one that failed to load, and says so at once', async () => {
    mockedLoad.mockResolvedValueOnce({ pages: {} }).mockRejectedValueOnce(new Error('offline'));
    const loader = createFederationLoader(config);
    await expect(prefetchPage(loader, 'account', ctx, '/mon-compte')).resolves.toBeUndefined();
    await expect(prefetchPage(loader, 'visits', ctx, '/nougatourisme')).resolves.toBeUndefined();
    expect(mockedLoad).toHaveBeenCalledTimes(2);
  });

  it('resolves once the remote says its page can render at once, and also when that fails', async () => {
    let ready: () => void = () => undefined;
    mockedLoad.mockResolvedValueOnce({ pages: {}, prefetch: () => new Promise<void>((resolve) => (ready = resolve)) });
    const loader = createFederationLoader(config);
    let settled = false;
    const preparing = prefetchPage(loader, 'catalog', ctx, '/boutique/nougats/nougat-noir').then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    ready();
    await preparing;
    expect(settled).toBe(true);
    mockedLoad.mockResolvedValueOnce({ pages: {}, prefetch: () => Promise.reject(new Error('chunk lost')) });
    await expect(prefetchPage(createFederationLoader(config), 'catalog', ctx, '/boutique/nougats')).resolves.toBeUndefined();
  });
});
