import { createProgress, PROGRESS_THROTTLE_MS, type ProgressState } from './progress';

describe('progress bar state', () => {
  let states: ProgressState[];
  let progress: ReturnType<typeof createProgress>;

  beforeEach(() => {
    jest.useFakeTimers();
    states = [];
    progress = createProgress((state) => states.push(state));
  });
  afterEach(() => {
    progress.dispose();
    jest.useRealTimers();
  });

  it('never shows for a request shorter than 200 ms', () => {
    progress.push('start');
    jest.advanceTimersByTime(PROGRESS_THROTTLE_MS - 1);
    progress.push('end');
    jest.advanceTimersByTime(5000);
    expect(states).toEqual([]);
  });

  it('shows after 200 ms, completes and hides at the end', () => {
    progress.push('start');
    jest.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    expect(states).toEqual(['running']);
    progress.push('end');
    expect(states).toEqual(['running', 'done']);
    jest.advanceTimersByTime(1000);
    expect(states).toEqual(['running', 'done', 'idle']);
  });

  it('waits for every concurrent request', () => {
    progress.push('start');
    progress.push('start');
    jest.advanceTimersByTime(300);
    progress.push('end');
    expect(states).toEqual(['running']);
    progress.push('end');
    expect(states).toEqual(['running', 'done']);
  });

  it('fails when a request fails, even a quick one', () => {
    progress.push('start');
    jest.advanceTimersByTime(50);
    progress.push('error');
    expect(states).toEqual(['failed']);
    jest.advanceTimersByTime(2000);
    expect(states).toEqual(['failed', 'idle']);
  });

  it('fails at the end when one of several requests failed', () => {
    progress.push('start');
    progress.push('start');
    jest.advanceTimersByTime(250);
    progress.push('error');
    progress.push('end');
    expect(states).toEqual(['running', 'failed']);
  });

  it('ignores an end without a start', () => {
    progress.push('end');
    jest.advanceTimersByTime(1000);
    expect(states).toEqual([]);
  });
});
