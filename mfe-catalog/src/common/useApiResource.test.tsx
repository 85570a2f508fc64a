import { act, render, screen } from '@testing-library/react';
import { Profiler, Suspense, use } from 'react';
import { createFakeContext } from '@nougaterie/ui/testing';
import { EARLY_DATA_TTL_MS, arrivedEarly, requestEarly, takeEarly, type PageData } from './pageData.js';
import { useApiResource } from './useApiResource.js';

const { ctx } = createFakeContext();

function Show({ load, early }: { load: () => Promise<string>; early?: string }) {
  const resource = useApiResource(ctx, load, [], { early });
  return (
    <>
      <p>{resource.status === 'ready' ? resource.data : resource.status}</p>
      <button type="button" onClick={resource.retry}>
        retry
      </button>
    </>
  );
}

const data = (answer: () => Promise<string>): PageData<string> => ({ key: () => 'test|fr|one', load: answer });

describe('useApiResource', () => {
  it('renders the page once while loading and once with the answer', async () => {
    const commits: string[] = [];
    render(
      <Profiler id="page" onRender={(_, phase) => commits.push(phase)}>
        <Show load={() => Promise.resolve('nougat')} />
      </Profiler>,
    );
    expect(await screen.findByText('nougat', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(commits).toEqual(['mount', 'update']);
  });

  it('shows data that arrived before the page in its first render, without a loading state nor a call', async () => {
    const answer = Promise.resolve('arrived first');
    void requestEarly(
      data(() => answer),
      ctx,
      {},
    );
    await answer;
    const load = jest.fn().mockResolvedValue('asked by the page');
    const commits: string[] = [];
    render(
      <Profiler id="page" onRender={(_, phase) => commits.push(phase)}>
        <Show load={load} early="test|fr|one" />
      </Profiler>,
    );
    expect(screen.getByText('arrived first')).toBeInTheDocument();
    await act(async () => undefined);
    expect(commits).toEqual(['mount']);
    expect(load).not.toHaveBeenCalled();
    // Handed over: a later visit asks again.
    expect(arrivedEarly('test|fr|one')).toBeUndefined();
  });

  it('renders the answer as a transition: the loading state stays while the content is not ready to show', async () => {
    const never = new Promise<never>(() => undefined);
    function Waits() {
      return use(never);
    }
    function Page() {
      const resource = useApiResource(ctx, () => Promise.resolve('nougat'), []);
      return resource.status === 'ready' ? <Waits /> : <p>{resource.status}</p>;
    }
    render(
      <Suspense fallback={<p>blank</p>}>
        <Page />
      </Suspense>,
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByText('blank')).not.toBeInTheDocument();
  });

  it('takes an answer asked for early instead of calling again, and calls again on retry', async () => {
    const early = jest.fn().mockResolvedValue('asked early');
    void requestEarly(data(early), ctx, {});
    const load = jest.fn().mockResolvedValue('asked by the page');
    render(<Show load={load} early="test|fr|one" />);
    expect(await screen.findByText('asked early', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button', { name: 'retry' }).click());
    expect(await screen.findByText('asked by the page', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(early).toHaveBeenCalledTimes(1);
  });
});

describe('answers asked for early', () => {
  afterEach(() => jest.useRealTimers());

  it('are asked once however often the page is rendered, and handed over once', () => {
    const early = jest.fn().mockResolvedValue('x');
    void requestEarly(data(early), ctx, {});
    void requestEarly(data(early), ctx, {});
    expect(early).toHaveBeenCalledTimes(1);
    expect(takeEarly('test|fr|one')).toBeDefined();
    expect(takeEarly('test|fr|one')).toBeUndefined();
  });

  it('are not handed over once stale: a later visit asks the api anew', () => {
    jest.useFakeTimers();
    void requestEarly(data(jest.fn().mockResolvedValue('x')), ctx, {});
    jest.advanceTimersByTime(EARLY_DATA_TTL_MS + 1);
    expect(takeEarly('test|fr|one')).toBeUndefined();
  });

  it('keep a failure quiet until the page takes it', async () => {
    void requestEarly(
      data(() => Promise.reject(new Error('offline'))),
      ctx,
      {},
    );
    await expect(takeEarly('test|fr|one')).rejects.toThrow('offline');
  });
});
