import type { RemoteProps } from '@nougaterie/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeServices, renderShell } from '../test/renderShell';
import { CHUNK_RELOAD_KEY } from './chunkReload';
import { IncompatibleRemoteError } from './contractsVersion';
import type { RemoteLoader } from './loader';
import { RemoteArea } from './RemoteArea';
import { RETRY_DELAYS_MS } from './retry';

function Featured({ ctx }: RemoteProps) {
  return <p>Nougats du moment ({ctx.lang})</p>;
}

function Exploding(): never {
  throw new Error('remote bug');
}

/** A loader that fails the first `failures` calls, then serves the module. */
function flakyLoader(failures: number, module: unknown = { default: Featured }) {
  const load = jest.fn<Promise<unknown>, Parameters<RemoteLoader['load']>>(async () => {
    if (load.mock.calls.length <= failures) throw new Error('Failed to fetch mf-manifest.json');
    return module;
  });
  return { load, peek: () => undefined } as unknown as RemoteLoader & { load: typeof load };
}

async function runRetries() {
  for (const delay of RETRY_DELAYS_MS) await act(() => jest.advanceTimersByTimeAsync(delay));
}

describe('RemoteArea', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.clear();
  });
  afterEach(() => {
    consoleError.mockRestore();
    jest.useRealTimers();
  });

  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('renders the remote component in its tagged area, with the remote context', async () => {
    const loader = flakyLoader(0);
    renderShell(<RemoteArea remote="catalog" module="FeaturedProducts" />, { services: makeServices({ loader }) });
    expect(screen.getByTestId('remote-loading')).toBeInTheDocument();
    expect(await screen.findByText('Nougats du moment (fr)')).toBeInTheDocument();
    expect(screen.getByText('Nougats du moment (fr)').closest('[data-remote]')).toHaveAttribute('data-remote', 'catalog');
  });

  it('retries three times with backoff before it shows the fallback', async () => {
    const loader = flakyLoader(Infinity);
    renderShell(<RemoteArea remote="catalog" module="FeaturedProducts" />, { services: makeServices({ loader }) });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(loader.load).toHaveBeenCalledTimes(1);
    await runRetries();
    expect(loader.load).toHaveBeenCalledTimes(4);
    expect(loader.load.mock.calls.slice(1).every(([, , options]) => options?.fresh)).toBe(true);
    const fallback = screen.getByTestId('remote-fallback');
    expect(fallback).toHaveTextContent('Cette partie du site est momentanément indisponible.');
    expect(fallback.closest('[data-remote]')).toHaveAttribute('data-remote', 'catalog');
  });

  it('recovers on a later try without showing the fallback', async () => {
    const loader = flakyLoader(2);
    renderShell(<RemoteArea remote="catalog" module="FeaturedProducts" />, { services: makeServices({ loader }) });
    await runRetries();
    expect(screen.getByText('Nougats du moment (fr)')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
  });

  it('loads afresh when the retry button is pressed', async () => {
    const loader = flakyLoader(4);
    renderShell(<RemoteArea remote="catalog" module="FeaturedProducts" />, { services: makeServices({ loader }) });
    await runRetries();
    await user().click(screen.getByTestId('remote-retry'));
    expect(loader.load).toHaveBeenLastCalledWith('catalog', 'FeaturedProducts', { fresh: true });
    expect(await screen.findByText('Nougats du moment (fr)')).toBeInTheDocument();
  });

  it('contains a render error of the remote in its area', async () => {
    const loader = flakyLoader(0, { default: Exploding });
    renderShell(
      <>
        <h1>Le reste de la page</h1>
        <RemoteArea remote="checkout" module="BasketModal" />
      </>,
      { services: makeServices({ loader }) },
    );
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Le reste de la page' })).toBeInTheDocument();
  });

  it('shows the fallback at once, without retries, for a remote built against other contracts', async () => {
    const refused = new IncompatibleRemoteError(
      'visits',
      'it was built against @nougaterie/contracts 2.0.0 and this shell has 1.0.0, a different major version',
    );
    const load = jest.fn().mockRejectedValue(refused);
    const loader = { load, peek: () => undefined } as unknown as RemoteLoader;
    renderShell(<RemoteArea remote="visits" module="routes" />, { services: makeServices({ loader }) });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('remote-fallback')).toBeInTheDocument();
    await runRetries();
    expect(load).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('Remote visits/routes failed to load', refused);
    expect(refused.message).toMatch(/2\.0\.0 .* 1\.0\.0/);
  });

  it('reloads the page for a missing chunk, and shows the fallback if it happens again within a minute', async () => {
    const chunkError = Object.assign(new Error('Loading chunk 540 failed.'), { name: 'ChunkLoadError' });
    const load = jest.fn().mockRejectedValue(chunkError);
    const loader = { load, peek: () => undefined } as unknown as RemoteLoader;
    window.localStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - 10_000));
    renderShell(<RemoteArea remote="visits" module="routes" />, { services: makeServices({ loader }) });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('remote-fallback')).toBeInTheDocument();
  });
});
