import { everyPurpose } from '@nougaterie/contracts';
import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { usePageViews } from '../routing/usePageViews';
import { makeServices, renderShell } from '../test/renderShell';
import { useTagManager } from './useTagManager';

const CONTAINER = { id: 'GTM-TEST1', scriptUrl: 'http://localhost/test-gtm/gtm.js' };
const scripts = () => document.head.querySelectorAll('script[src*="gtm.js"]');
const pageViews = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'page_view') as { page_path: string }[];

// The router's navigate, kept by the harness once it has rendered (in an effect, not while rendering).
const router: { navigate?: NavigateFunction } = {};
const go = (to: string) => void router.navigate?.(to);
function Harness() {
  usePageViews();
  useTagManager();
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

function setup(tagManager: typeof CONTAINER | undefined) {
  const services = makeServices({ tagManager });
  renderShell(<Harness />, { services, route: '/la-nougaterie' });
  return services;
}

describe('tag manager', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
    delete window.dataLayer;
    scripts().forEach((script) => script.remove());
  });
  afterEach(() => jest.useRealTimers());

  it('loads nothing and counts nothing without consent, or once refused', () => {
    const services = setup(CONTAINER);
    act(() => jest.advanceTimersByTime(1000));
    act(() => services.consent.decide(everyPurpose(false)));
    act(() => go('/boutique'));
    act(() => jest.advanceTimersByTime(1000));
    expect(scripts()).toHaveLength(0);
    expect(pageViews()).toHaveLength(0);
  });

  it('after consent, loads the container once and pushes each page view 250 ms after navigation', () => {
    const services = setup(CONTAINER);
    act(() => jest.advanceTimersByTime(2000));
    act(() => services.consent.decide({ audience: true, marketing: false }));
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]).toHaveAttribute('src', 'http://localhost/test-gtm/gtm.js?id=GTM-TEST1');
    // Accepting counts the page the visitor is reading, whose view went by uncounted.
    expect(pageViews().map((view) => view.page_path)).toEqual(['/la-nougaterie']);

    act(() => go('/magasin-saint-didier'));
    act(() => jest.advanceTimersByTime(249));
    expect(pageViews()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(pageViews().map((view) => view.page_path)).toEqual(['/la-nougaterie', '/magasin-saint-didier']);

    act(() => services.consent.decide(everyPurpose(false)));
    act(() => go('/infos-pratiques'));
    act(() => jest.advanceTimersByTime(500));
    expect(pageViews()).toHaveLength(2);
    expect(scripts()).toHaveLength(1);
  });

  it('accepting before the first page view is due counts that page once, when due', () => {
    const services = setup(CONTAINER);
    act(() => jest.advanceTimersByTime(100));
    act(() => services.consent.decide({ audience: true, marketing: true }));
    expect(pageViews()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(150));
    expect(pageViews().map((view) => view.page_path)).toEqual(['/la-nougaterie']);
    act(() => jest.advanceTimersByTime(1000));
    expect(pageViews()).toHaveLength(1);
  });

  it('with consent kept from an earlier visit, counts the landing page once, 250 ms in', () => {
    window.localStorage.setItem(
      'nougaterie-consent',
      JSON.stringify({ version: 1, date: new Date().toISOString(), purposes: { audience: true, marketing: false } }),
    );
    setup(CONTAINER);
    expect(scripts()).toHaveLength(1);
    expect(pageViews()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(250));
    expect(pageViews().map((view) => view.page_path)).toEqual(['/la-nougaterie']);
  });

  it('counts a tour booked on the site, only with consent, and nothing of the booking', () => {
    const booked = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'visit_booked');
    const services = setup(CONTAINER);
    act(() => services.bus.emit('visits:booked', { bookingId: '4' }));
    expect(booked()).toHaveLength(0);
    act(() => services.consent.decide({ audience: true, marketing: false }));
    act(() => services.bus.emit('visits:booked', { bookingId: '5' }));
    expect(booked()).toEqual([{ event: 'visit_booked', page_language: 'fr' }]);
    act(() => services.consent.decide(everyPurpose(false)));
    act(() => services.bus.emit('visits:booked', { bookingId: '6' }));
    expect(booked()).toHaveLength(1);
  });

  it('loads nothing when no container is configured, whatever the consent', () => {
    const services = setup(undefined);
    act(() => services.consent.decide(everyPurpose(true)));
    act(() => jest.advanceTimersByTime(1000));
    expect(scripts()).toHaveLength(0);
    expect(pageViews()).toHaveLength(0);
  });
});
