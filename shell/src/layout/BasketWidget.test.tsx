import type { RemoteProps } from '@nougaterie/contracts';
import { Modal } from '@nougaterie/ui';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import type { RemoteLoader } from '../federation/loader';
import { RETRY_DELAYS_MS } from '../federation/retry';
import { makeServices, renderShell } from '../test/renderShell';
import { BasketWidget } from './BasketWidget';

/** Stands for mfe-checkout's BasketModal: closed when mounted, opened and closed through the bus. */
function FakeBasketModal({ ctx }: RemoteProps) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const opened = ctx.bus.on('checkout:basket-open').subscribe(() => setOpen(true));
    const closed = ctx.bus.on('checkout:basket-close').subscribe(() => setOpen(false));
    return () => {
      opened.unsubscribe();
      closed.unsubscribe();
    };
  }, [ctx.bus]);
  return (
    <Modal open={open} side title="MON PANIER" closeLabel="Fermer le panier" onClose={() => setOpen(false)}>
      <p>2 nougats</p>
    </Modal>
  );
}

/** A loader whose BasketModal arrives when the test says, after `failures` failed tries. */
function controlledLoader(failures = 0) {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const load = jest.fn(async () => {
    if (load.mock.calls.length <= failures) throw new Error('Failed to fetch mf-manifest.json');
    await arrived;
    return { default: FakeBasketModal };
  });
  const loader = { load, peek: () => undefined } as unknown as RemoteLoader;
  return { loader, load, arrive: () => act(async () => arrive()) };
}

function setup(failures = 0) {
  const remote = controlledLoader(failures);
  const services = makeServices({ loader: remote.loader });
  renderShell(<BasketWidget />, { services });
  const open = () => act(() => services.bus.emit('checkout:basket-open'));
  return { ...remote, services, open };
}

const remotePanel = () => screen.queryByRole('dialog', { name: 'MON PANIER' });
const shellPanel = () => screen.queryByRole('dialog', { name: 'Panier' });

describe('BasketWidget', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('fetches nothing of mfe-checkout until the basket is first asked for', () => {
    const { load } = setup();
    expect(load).not.toHaveBeenCalled();
    expect(document.querySelector('[data-remote]')).toBeNull();
  });

  it('on the first open, loads the remote panel behind a skeleton, then shows it open', async () => {
    const { load, open, arrive, services } = setup();
    const events: string[] = [];
    services.bus.all$.subscribe(({ topic }) => events.push(topic));
    open();
    expect(load).toHaveBeenCalledWith('checkout', 'BasketModal', { fresh: false });
    expect(shellPanel()).toContainElement(screen.getByTestId('remote-loading'));
    expect(remotePanel()).toBeNull();

    await arrive();
    expect(remotePanel()).toHaveTextContent('2 nougats');
    expect(shellPanel()).toBeNull();
    // The first ask is passed on once to the mounted panel, and the shell answers no more.
    expect(events).toEqual(['checkout:basket-open', 'checkout:basket-open']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the skeleton panel while the remote panel waits for its texts, then hands over once it listens', async () => {
    let textsArrive: () => void = () => undefined;
    const texts = new Promise<void>((resolve) => {
      textsArrive = resolve;
    });
    let textsLoaded = false;
    void texts.then(() => {
      textsLoaded = true;
    });
    /** Suspends like a remote whose useTexts has not got its namespace yet. */
    function BasketWaitingForTexts(props: RemoteProps) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- a component suspends by throwing the promise it waits for
      if (!textsLoaded) throw texts;
      return <FakeBasketModal {...props} />;
    }
    const load = jest.fn(async () => ({ default: BasketWaitingForTexts }));
    /** The rest of the page, which must keep answering meanwhile. */
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <button type="button" data-testid="count" onClick={() => setCount((n) => n + 1)}>
          {count}
        </button>
      );
    }
    const services = makeServices({ loader: { load, peek: () => undefined } as unknown as RemoteLoader });
    renderShell(
      <>
        <BasketWidget />
        <Counter />
      </>,
      { services },
    );
    await act(async () => services.bus.emit('checkout:basket-open'));
    expect(load).toHaveBeenCalledTimes(1);
    // Loaded but not yet shown: the shopper still sees the shell's panel, the page stays usable.
    expect(shellPanel()).toContainElement(screen.getByTestId('remote-loading'));
    expect(remotePanel()).toBeNull();
    await act(async () => screen.getByTestId('count').click());
    expect(screen.getByTestId('count')).toHaveTextContent('1');

    await act(async () => textsArrive());
    expect(remotePanel()).toHaveTextContent('2 nougats');
    expect(shellPanel()).toBeNull();
  });

  it('leaves the panel closed once loaded when the shopper closed it meanwhile, and the panel answers later asks', async () => {
    const { open, arrive, services } = setup();
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(shellPanel()).toBeNull();
    await arrive();
    expect(remotePanel()).toBeNull();
    expect(shellPanel()).toBeNull();

    open();
    expect(remotePanel()).toBeInTheDocument();
    act(() => services.bus.emit('checkout:basket-close'));
    expect(remotePanel()).toBeNull();
    open();
    expect(remotePanel()).toBeInTheDocument();
    expect(shellPanel()).toBeNull();
  });

  it('closes the skeleton panel on checkout:basket-close too', async () => {
    const { open, arrive, services } = setup();
    open();
    act(() => services.bus.emit('checkout:basket-close'));
    expect(shellPanel()).toBeNull();
    await arrive();
    expect(remotePanel()).toBeNull();
  });

  describe('with mfe-checkout away', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    async function runRetries() {
      for (const delay of RETRY_DELAYS_MS) await act(() => jest.advanceTimersByTimeAsync(delay));
    }

    it('shows the fallback in the panel, and its retry loads afresh and opens the basket', async () => {
      const { open, load, arrive } = setup(4);
      open();
      await runRetries();
      expect(load).toHaveBeenCalledTimes(4);
      expect(shellPanel()).toContainElement(screen.getByTestId('remote-fallback'));
      expect(screen.getByTestId('remote-fallback')).toHaveTextContent('Cette partie du site est momentanément indisponible.');

      // Closed, the fallback comes back with the next ask.
      await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Fermer' }));
      expect(shellPanel()).toBeNull();
      open();
      expect(shellPanel()).toContainElement(screen.getByTestId('remote-fallback'));

      await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(screen.getByTestId('remote-retry'));
      expect(load).toHaveBeenLastCalledWith('checkout', 'BasketModal', { fresh: true });
      expect(shellPanel()).toContainElement(screen.getByTestId('remote-loading'));
      await arrive();
      expect(remotePanel()).toHaveTextContent('2 nougats');
      expect(shellPanel()).toBeNull();
    });
  });
});
