import { act } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { makeServices, renderShell } from '../test/renderShell';
import { usePageViews } from './usePageViews';

let go: (to: string) => void = () => undefined;
function Harness() {
  usePageViews();
  go = useNavigate();
  return null;
}

describe('page views', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('pushes each page view on the bus 250 ms after the route change', () => {
    const services = makeServices();
    const views = jest.fn();
    services.bus.on('shell:page-view').subscribe(views);
    renderShell(<Harness />, { services, route: '/la-nougaterie' });

    act(() => jest.advanceTimersByTime(249));
    expect(views).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(views).toHaveBeenCalledWith({ path: '/la-nougaterie', lang: 'fr' });

    act(() => go('/boutique?search=miel'));
    act(() => jest.advanceTimersByTime(250));
    expect(views).toHaveBeenLastCalledWith({ path: '/boutique?search=miel', lang: 'fr' });
    expect(views).toHaveBeenCalledTimes(2);
  });
});
