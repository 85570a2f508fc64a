import { act, renderHook } from '@testing-library/react';
import { useSubmitOnce } from './useSubmitOnce.js';

const describeFailure = (failure: unknown) => `échec : ${(failure as Error).message}`;

describe('useSubmitOnce', () => {
  it('runs one action at a time: a second start while the first runs does nothing', async () => {
    const { result } = renderHook(() => useSubmitOnce(describeFailure));
    let finish: () => void = () => undefined;
    const action = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run(action);
    });
    expect(result.current.busy).toBe(true);
    await act(() => result.current.run(action));
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.busy).toBe(false);
    const again = jest.fn(() => Promise.resolve());
    await act(() => result.current.run(again));
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('says why an action failed, and is usable again', async () => {
    const { result } = renderHook(() => useSubmitOnce(describeFailure));
    await act(() => result.current.run(() => Promise.reject(new Error('stock épuisé'))));
    expect(result.current).toMatchObject({ busy: false, error: 'échec : stock épuisé' });
    await act(() => result.current.run(() => Promise.resolve()));
    expect(result.current).toMatchObject({ busy: false, error: null });
  });

  it('stays busy while the browser leaves for a provider, and is usable again back from the back-forward cache', async () => {
    const { result } = renderHook(() => useSubmitOnce(describeFailure));
    const action = jest.fn(() => Promise.resolve('leaving'));
    await act(() => result.current.run(action));
    expect(result.current.busy).toBe(true);
    await act(() => result.current.run(action));
    expect(action).toHaveBeenCalledTimes(1);
    // A page shown anew (not from the cache) changes nothing.
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    });
    expect(result.current.busy).toBe(true);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(result.current.busy).toBe(false);
    await act(() => result.current.run(action));
    expect(action).toHaveBeenCalledTimes(2);
  });
});
