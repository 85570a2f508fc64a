import { ROUTES, type RemoteName } from '@nougaterie/contracts';
import { matchRoutes } from 'react-router-dom';

const TABLE = ROUTES.map(({ path, owner, page }) => ({ path, owner, page }));

/** The route table's entry (owner and page) for a path, by react-router's own ranking; null for a 404. */
export function routeForPath(pathname: string): { owner: RemoteName | 'shell'; page: string } | null {
  const match = matchRoutes(TABLE, pathname)?.at(-1)?.route;
  return match ? { owner: match.owner, page: match.page } : null;
}

/**
 * The remote that renders this path, by the route table and react-router's own ranking (so
 * /boutique/panier is checkout's, /boutique/nougats catalog's); null for the shell's pages and 404s.
 */
export function remoteForPath(pathname: string): RemoteName | null {
  const route = routeForPath(pathname);
  return route && route.owner !== 'shell' ? route.owner : null;
}
