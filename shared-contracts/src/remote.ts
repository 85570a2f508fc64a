import type { ApiClient } from './api/client.js';
import type { EventBus } from './bus.js';
import type { Lang } from './schemas/common.js';
import type { SessionStore } from './store/types.js';

/**
 * What the shell hands every exposed module of every remote, and the only thing a remote may
 * rely on from its host. Remotes never import each other; they talk through the bus and the store.
 */
export interface RemoteContext {
  store: SessionStore;
  bus: EventBus;
  api: ApiClient;
  /**
   * The api's base URL (remotes.json's apiUrl), for a remote that calls it with other credentials
   * through a client of its own: the back office, with its staff token.
   */
  apiUrl: string;
  /** Current language; the component re-renders with the new one when it changes. */
  lang: Lang;
}

/**
 * What a remote's `./routes` module may export besides its `pages`: a head start for the page at
 * `pathname`, which the shell calls as soon as the module has arrived at start-up, before it renders
 * anything of it (the catalogue then asks for the page's chunk, texts and data). Must not throw. The
 * promise, if any, settles when the page can render at once: a shell showing the remote's early
 * view (early.ts) waits for it before replacing that view.
 */
export type RoutesPrefetch = (ctx: RemoteContext, pathname: string) => void | Promise<unknown>;

/** Props every exposed module receives. */
export interface RemoteProps {
  ctx: RemoteContext;
}

/** Names of the remotes the shell knows, as written in remotes.json. */
export const REMOTE_NAMES = ['catalog', 'checkout', 'account', 'visits', 'backoffice'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Shape of remotes.json, served next to the shell and written from environment at start/deploy. */
export interface RuntimeConfig {
  /** Base URL of the api, e.g. http://localhost:4000. */
  apiUrl: string;
  /** Manifest URL (mf-manifest.json) of each remote. */
  remotes: Record<RemoteName, string>;
  /** The tag manager, loaded only after consent to audience measurement; none when absent. */
  tagManager?: TagManagerConfig;
}

export interface TagManagerConfig {
  /** Container id, e.g. GTM-XXXXXXX. */
  id: string;
  /** Script URL the id is appended to (?id=); Google's gtm.js when absent. */
  scriptUrl?: string;
}
