import { ROUTES, type RemoteName } from '@nougaterie/contracts';
import { matchRoutes } from 'react-router-dom';

const TABLE = ROUTES.map(({ path, owner }) => ({ path, owner }));

/**
 * The remote that renders this path, by the route table and react-router's own ranking (so
 * /boutique/panier is checkout's, /boutique/nougats catalog's); null for the shell's pages and 404s.
 */
export function remoteForPath(pathname: string): RemoteName | null {
  const match = matchRoutes(TABLE, pathname)?.at(-1)?.route;
  return match && match.owner !== 'shell' ? match.owner : null;
}
