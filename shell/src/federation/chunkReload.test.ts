import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadForChunkError, type ReloadDeps } from './chunkReload';

function deps(start: number) {
  let now = start;
  const reload = jest.fn();
  const d: ReloadDeps = { storage: window.localStorage, now: () => now, reload };
  return { d, reload, advance: (ms: number) => (now += ms) };
}

beforeEach(() => window.localStorage.clear());

describe('reloadForChunkError', () => {
  it('reloads the first time and records when', () => {
    const { d, reload } = deps(1_000_000);
    expect(reloadForChunkError(d)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('does not reload a second time within 60 s', () => {
    const { d, reload, advance } = deps(1_000_000);
    reloadForChunkError(d);
    advance(59_999);
    expect(reloadForChunkError(d)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once 60 s have passed', () => {
    const { d, reload, advance } = deps(1_000_000);
    reloadForChunkError(d);
    advance(60_000);
    expect(reloadForChunkError(d)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores a garbled timestamp', () => {
    window.localStorage.setItem(CHUNK_RELOAD_KEY, 'yesterday');
    const { d, reload } = deps(5);
    expect(reloadForChunkError(d)).toBe(true);
    expect(reload).toHaveBeenCalled();
  });
});

describe('isChunkLoadError', () => {
  it('recognises webpack chunk failures by name and by message', () => {
    const named = Object.assign(new Error('whatever'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 540 failed.\n(error: http://x/540.js)'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.'))).toBe(true);
  });
  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: Failed to get manifest.'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});
