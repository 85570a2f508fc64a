import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { makeServices, renderShell } from '../test/renderShell';
import { usePageViews } from './usePageViews';

// The router's navigate, kept by the harness once it has rendered (in an effect, not while rendering).
const router: { navigate?: NavigateFunction } = {};
const go = (to: string) => void router.navigate?.(to);
function Harness() {
  usePageViews();
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
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
