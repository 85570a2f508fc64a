import { act, screen } from '@testing-library/react';
import { renderShell } from '../test/renderShell';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('follows the requests announced on the bus', () => {
    const { services } = renderShell(<ProgressBar />);
    const bar = screen.getByTestId('progress-bar');
    act(() => services.bus.emit('shell:request', { phase: 'start' }));
    act(() => jest.advanceTimersByTime(199));
    expect(bar).toHaveAttribute('data-state', 'idle');
    act(() => jest.advanceTimersByTime(1));
    expect(bar).toHaveAttribute('data-state', 'running');
    act(() => services.bus.emit('shell:request', { phase: 'error' }));
    expect(bar).toHaveAttribute('data-state', 'failed');
  });
});
