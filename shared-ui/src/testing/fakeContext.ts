import { createEventBus, type BusMessage, type Lang, type RemoteContext } from '@nougaterie/contracts';
import { createFakeApi, type FakeApiOverrides } from './fakeApi.js';
import { createFakeStore, type FakeStore, type FakeStoreInit } from './fakeStore.js';

export interface FakeContext {
  ctx: RemoteContext;
  store: FakeStore;
  /** Every bus message sent so far, oldest first. */
  events: BusMessage[];
}

/** The RemoteContext a shell would hand a remote, built from fakes a test can drive and inspect. */
export function createFakeContext({ store, api, lang = 'fr' }: { store?: FakeStoreInit; api?: FakeApiOverrides; lang?: Lang } = {}): FakeContext {
  const bus = createEventBus();
  const events: BusMessage[] = [];
  bus.all$.subscribe((message) => events.push(message));
  const fakeStore = createFakeStore({ lang, ...store });
  return { ctx: { store: fakeStore, bus, api: createFakeApi(api), apiUrl: 'http://api.test', lang }, store: fakeStore, events };
}
