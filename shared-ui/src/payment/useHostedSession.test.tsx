import { ApiError, type HostedSessionState } from '@nougaterie/contracts';
import { act, renderHook } from '@testing-library/react';
import { HOSTED_POLL_LIMIT, HOSTED_POLL_MS, useHostedSession } from './useHostedSession.js';

const state = (status: HostedSessionState['status']): HostedSessionState => ({ status, reference: 'NSD-2026-000042', kind: 'order' });

/** Lets the pending answers settle, then moves the clock by `ms`. */
async function tick(ms = 0) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('useHostedSession', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is paid only when the api says so, asking again while the bank has not answered', async () => {
    const read = jest.fn().mockResolvedValueOnce(state('open')).mockResolvedValueOnce(state('pending')).mockResolvedValue(state('paid'));
    const { result } = renderHook(() => useHostedSession(read, 'cs_test_1'));
    expect(result.current.phase).toBe('reading');
    await tick();
    expect(result.current.phase).toBe('waiting');
    await tick(HOSTED_POLL_MS);
    expect(result.current.phase).toBe('waiting');
    await tick(HOSTED_POLL_MS);
    expect(result.current.phase).toBe('paid');
    expect(read).toHaveBeenCalledTimes(3);
    expect(read).toHaveBeenCalledWith('cs_test_1');
    // Paid is final: nothing is asked any more.
    await tick(HOSTED_POLL_MS * 5);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it.each(['failed', 'expired'] as const)('says failed for a %s session', async (status) => {
    const read = jest.fn().mockResolvedValue(state(status));
    const { result } = renderHook(() => useHostedSession(read, 'cs_test_1'));
    await tick();
    expect(result.current.phase).toBe('failed');
  });

  it('says missing for an unknown session or none in the address, without asking for none', async () => {
    const read = jest.fn().mockRejectedValue(new ApiError('introuvable', { status: 404, code: 'HOSTED_SESSION_NOT_FOUND' }));
    const { result } = renderHook(() => useHostedSession(read, 'cs_test_unknown'));
    await tick();
    expect(result.current.phase).toBe('missing');
    const none = jest.fn();
    expect(renderHook(() => useHostedSession(none, null)).result.current.phase).toBe('missing');
    expect(none).not.toHaveBeenCalled();
  });

  it('asks again after a lost connection, and is late after the limit until asked again', async () => {
    const read = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('réseau', { status: 0 }))
      .mockResolvedValue(state('pending'));
    const { result } = renderHook(() => useHostedSession(read, 'cs_test_1'));
    await tick();
    expect(result.current.phase).toBe('reading');
    await tick(HOSTED_POLL_MS);
    expect(result.current.phase).toBe('waiting');
    await tick(HOSTED_POLL_MS * HOSTED_POLL_LIMIT);
    expect(result.current.phase).toBe('late');
    expect(read).toHaveBeenCalledTimes(HOSTED_POLL_LIMIT);
    read.mockResolvedValue(state('paid'));
    act(() => result.current.askAgain());
    await tick();
    expect(result.current.phase).toBe('paid');
  });

  it('stops asking once the page is left', async () => {
    const read = jest.fn().mockResolvedValue(state('pending'));
    const { unmount } = renderHook(() => useHostedSession(read, 'cs_test_1'));
    await tick();
    unmount();
    await tick(HOSTED_POLL_MS * 3);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
