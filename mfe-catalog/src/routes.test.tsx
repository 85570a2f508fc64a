import { act, screen } from '@testing-library/react';
import { Component, Profiler, type ReactNode } from 'react';
import type { RemoteProps } from '@nougaterie/contracts';
import { pagesOf } from '@nougaterie/contracts';
import { createFakeContext, initTestI18n, makeItem, renderAt } from '@nougaterie/ui/testing';
import { nougatsRange } from './common/categoryFixtures.js';
import { product } from './product/productFixtures.js';
import { productData } from './common/pageData.js';
import { lazyPage, pages, prefetch } from './routes.js';

it('exposes a page for every catalogue route of the contracts', () => {
  expect(Object.keys(pages).sort()).toEqual(pagesOf('catalog').sort());
});

describe('a page whose content comes from the api', () => {
  beforeEach(() => initTestI18n('fr'));

  it('asks for the product while its code is still on its way, and the page shows that answer without asking again', async () => {
    const call = jest.fn().mockResolvedValue(product);
    const { ctx } = createFakeContext({ api: { shop: { product: call, similarProducts: jest.fn().mockResolvedValue({ products: [] }) } } });
    renderAt('/boutique/nougats/nougat-noir', '/boutique/:slug/:slugproduct', <pages.product ctx={ctx} />);
    // The page's chunk has not arrived yet (its placeholder shows): the call is already out.
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('nougat-noir');
    expect(await screen.findByRole('heading', { level: 1, name: product.title }, { timeout: 5000 })).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("starts downloading the product's large photo as soon as its data arrives, before the page renders it", async () => {
    const sources = jest.spyOn(HTMLImageElement.prototype, 'src', 'set');
    const call = jest.fn().mockResolvedValue({ ...product, slug: 'nougat-photo' });
    const { ctx } = createFakeContext({ api: { shop: { product: call } } });
    await productData.load(ctx, { slugproduct: 'nougat-photo' });
    expect(sources).toHaveBeenCalledWith('http://api.test/media/a.svg');
    sources.mockRestore();
  });

  it('asks for the product and its chunk when the shell hands over the path, before anything renders', async () => {
    const call = jest.fn().mockResolvedValue({ ...product, slug: 'nougat-prefetched' });
    const { ctx } = createFakeContext({ api: { shop: { product: call, similarProducts: jest.fn().mockResolvedValue({ products: [] }) } } });
    void prefetch(ctx, '/boutique/nougats/nougat-prefetched');
    expect(call).toHaveBeenCalledWith('nougat-prefetched');
    renderAt('/boutique/nougats/nougat-prefetched', '/boutique/:slug/:slugproduct', <pages.product ctx={ctx} />);
    expect(await screen.findByRole('heading', { level: 1, name: product.title }, { timeout: 5000 })).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("says when the page can render at once: its chunk, texts and data are here, and the page's first render shows it", async () => {
    let answer: (value: typeof product) => void = () => undefined;
    const call = jest.fn(() => new Promise<typeof product>((resolve) => (answer = resolve)));
    const { ctx } = createFakeContext({ api: { shop: { product: call, similarProducts: jest.fn().mockResolvedValue({ products: [] }) } } });
    let ready = false;
    const prepared = Promise.resolve(prefetch(ctx, '/boutique/nougats/nougat-ready')).then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The chunk and the texts may be here; the data is not.
    expect(ready).toBe(false);
    answer({ ...product, slug: 'nougat-ready' });
    await prepared;
    renderAt('/boutique/nougats/nougat-ready', '/boutique/:slug/:slugproduct', <pages.product ctx={ctx} />);
    // No placeholder first: what the shell waited for is all in the first render.
    expect(screen.getByRole('heading', { level: 1, name: product.title })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // A failed call settles it too: the shell must not wait for ever.
    const failing = createFakeContext({ api: { shop: { product: jest.fn().mockRejectedValue(new Error('down')) } } });
    await expect(prefetch(failing.ctx, '/boutique/nougats/nougat-down')).resolves.toBeDefined();
  });

  it("asks for nothing on a path that is not the catalogue's", () => {
    const productCall = jest.fn().mockResolvedValue(product);
    const category = jest.fn().mockResolvedValue({ category: nougatsRange, products: [] });
    const { ctx } = createFakeContext({ api: { shop: { product: productCall, category } } });
    for (const path of ['/boutique/panier', '/mon-compte', '/nougatourisme', '/nulle/part/ici']) void prefetch(ctx, path);
    void prefetch(ctx, '/boutique/miels');
    expect(productCall).not.toHaveBeenCalled();
    expect(category.mock.calls).toEqual([['miels']]);
  });

  it('asks for the range the same way', async () => {
    const call = jest.fn().mockResolvedValue({ category: nougatsRange, products: [makeItem({ name: 'Nougat blanc' })] });
    const { ctx } = createFakeContext({ api: { shop: { category: call } } });
    renderAt('/boutique/nougats', '/boutique/:slug', <pages.category ctx={ctx} />);
    expect(call).toHaveBeenCalledWith('nougats');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nougats' }, { timeout: 5000 })).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
  });
});

describe('a page of its own chunk', () => {
  beforeEach(() => initTestI18n('fr'));

  function deferred() {
    let resolve!: (module: { default: (props: RemoteProps) => ReactNode }) => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<{ default: (props: RemoteProps) => ReactNode }>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }

  it('shows the loading state, then the page as soon as its code is here, not 300 ms after (the Suspense throttle)', async () => {
    const chunk = deferred();
    const Page = lazyPage(() => chunk.promise);
    const { ctx } = createFakeContext();
    renderAt('/', '/', <Page ctx={ctx} />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement');
    // Outside act, as in a browser: React throttles there, not inside act.
    const started = performance.now();
    chunk.resolve({ default: () => <h1>Nos nougats</h1> });
    await screen.findByRole('heading', { name: 'Nos nougats' }, { timeout: 1000, interval: 10 });
    expect(performance.now() - started).toBeLessThan(250);
  });

  it("asks for the page's code in its first render, not once that render is on screen", () => {
    const load = jest.fn(() => new Promise<never>(() => undefined));
    const Page = lazyPage(load);
    const { ctx } = createFakeContext();
    const askedAtCommit: number[] = [];
    renderAt(
      '/',
      '/',
      <Profiler id="page" onRender={() => askedAtCommit.push(load.mock.calls.length)}>
        <Page ctx={ctx} />
      </Profiler>,
    );
    expect(askedAtCommit[0]).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a chunk that failed to the error boundary, whose retry downloads it again', async () => {
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean; attempt: number }> {
      state = { failed: false, attempt: 0 };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      render() {
        if (this.state.failed) {
          return (
            <button type="button" onClick={() => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }))}>
              retry
            </button>
          );
        }
        return <div key={this.state.attempt}>{this.props.children}</div>;
      }
    }
    const failing = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = deferred();
    const second = deferred();
    const load = jest.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const Page = lazyPage(load);
    const { ctx } = createFakeContext();
    renderAt(
      '/',
      '/',
      <Boundary>
        <Page ctx={ctx} />
      </Boundary>,
    );
    await act(async () => first.reject(Object.assign(new Error('Loading chunk 42 failed'), { name: 'ChunkLoadError' })));
    await act(async () => screen.getByRole('button', { name: 'retry' }).click());
    await act(async () => second.resolve({ default: () => <h1>Nos nougats</h1> }));
    expect(await screen.findByRole('heading', { name: 'Nos nougats' }, { timeout: 5000 })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    failing.mockRestore();
  });
});
