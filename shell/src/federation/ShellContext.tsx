import type { ApiClient, EventBus, RemoteContext, SessionStore, TagManagerConfig } from '@nougaterie/contracts';
import { useObservable } from '@nougaterie/ui';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ConsentStore } from '../consent/consentStore';
import type { ErrorRequests } from '../routing/errorRequests';
import type { RemoteLoader } from './loader';

/** What the shell creates once at start and shares with its own components and every remote. */
export interface ShellServices {
  store: SessionStore;
  bus: EventBus;
  api: ApiClient;
  /** remotes.json's apiUrl, handed to the remotes (RemoteContext). */
  apiUrl: string;
  loader: RemoteLoader;
  errors: ErrorRequests;
  consent: ConsentStore;
  /** From remotes.json; without it no tag manager is ever loaded. */
  tagManager?: TagManagerConfig;
}

const Services = createContext<ShellServices | null>(null);

export function ShellProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <Services.Provider value={services}>{children}</Services.Provider>;
}

export function useShell(): ShellServices {
  const services = useContext(Services);
  if (!services) throw new Error('useShell outside ShellProvider');
  return services;
}

/** The props object of every remote module; a new one only when the language changes. */
export function useRemoteContext(): RemoteContext {
  const { store, bus, api, apiUrl } = useShell();
  const lang = useObservable(store.lang$, store.get().lang);
  return useMemo(() => ({ store, bus, api, apiUrl, lang }), [store, bus, api, apiUrl, lang]);
}
