import { createEventBus, createMemoryCookieJar, createSessionStore, type ApiClient } from '@nougaterie/contracts';
import { addFetchedTexts } from '@nougaterie/ui/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { RemoteLoader } from '../federation/loader';
import { ShellProvider, type ShellServices } from '../federation/ShellContext';
import { initI18n } from '../i18n/setup';
import { createErrorRequests } from '../routing/errorRequests';
import { createConsentStore } from '../consent/consentStore';

/** The store only calls the api at start and on actions, which these tests do not reach. */
const api = { setToken: () => undefined, getToken: () => null } as unknown as ApiClient;

export const noRemotes: RemoteLoader = {
  load: () => Promise.reject(new Error('no remote in this test')),
  peek: () => undefined,
};

export function makeServices(over: Partial<ShellServices> = {}): ShellServices {
  const bus = over.bus ?? createEventBus();
  const store = createSessionStore({ api, cookies: createMemoryCookieJar(), storage: window.localStorage });
  return {
    store,
    bus,
    api,
    apiUrl: 'http://api.test',
    loader: noRemotes,
    errors: createErrorRequests(bus),
    consent: createConsentStore(window.localStorage),
    ...over,
  };
}

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export function renderShell(ui: ReactNode, { services = makeServices(), route = '/' } = {}) {
  void initI18n(services.store.get().lang);
  addFetchedTexts();
  const result = render(
    <ShellProvider services={services}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <Location />
      </MemoryRouter>
    </ShellProvider>,
  );
  return { ...result, services };
}
