import type { OnlineSource } from './online.js';
import { setupStore } from '../test/store-setup.js';

function eventSource(onLine: boolean) {
  const target = new EventTarget() as EventTarget & OnlineSource;
  target.navigator = { onLine };
  return target;
}

describe('online status', () => {
  it('starts from navigator.onLine', () => {
    expect(setupStore({ onlineSource: eventSource(false) }).store.get().online).toBe(false);
    expect(setupStore({ onlineSource: eventSource(true) }).store.get().online).toBe(true);
  });

  it('follows offline and online events', () => {
    const source = eventSource(true);
    const { store } = setupStore({ onlineSource: source });
    const seen: boolean[] = [];
    store.online$.subscribe((online) => seen.push(online));

    source.dispatchEvent(new Event('offline'));
    expect(store.get().online).toBe(false);
    source.dispatchEvent(new Event('online'));

    expect(seen).toEqual([true, false, true]);
  });

  it('stops listening once destroyed', () => {
    const source = eventSource(true);
    const { store } = setupStore({ onlineSource: source });
    store.destroy();
    source.dispatchEvent(new Event('offline'));
    expect(store.get().online).toBe(true);
  });

  it('assumes online where there is no window (server side)', () => {
    expect(typeof window).toBe('undefined');
    expect(setupStore().store.get().online).toBe(true);
  });
});
