import path from 'node:path';
import { apiUrl, DOWN_SITE_PORTS, REMOTE_NAMES, type RemoteName } from './ports';

type Server = { name: string; url: string; close: () => Promise<void> };
type Part = RemoteName | 'shell';

const root = path.resolve(__dirname, '../..');
const dist = (part: Part) => path.join(root, part === 'shell' ? 'shell' : `mfe-${part}`, 'dist');

/**
 * A second copy of the built front ends on their own ports, talking to the api of the site under
 * test, whose servers a test may stop and restart for real (a remote that is down).
 */
export async function startSecondSite() {
  const { startStaticServer } = await import('../../scripts/lib/static-server.mjs');
  const servers = new Map<Part, Server>();
  const runtime = {
    apiUrl,
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://localhost:${DOWN_SITE_PORTS[name]}/mf-manifest.json`])),
  };

  const start = async (part: Part) => {
    const server = await startStaticServer({
      name: part,
      root: dist(part),
      port: DOWN_SITE_PORTS[part],
      spa: part === 'shell',
      cors: part !== 'shell',
      // No `inline`: this shell's page leaves remotes.json's block empty, and its inline script
      // asks for the file, the path a page served as a plain file takes.
      json: part === 'shell' ? { '/remotes.json': runtime } : {},
    });
    servers.set(part, server);
  };

  for (const part of ['shell', ...REMOTE_NAMES] as Part[]) await start(part);

  return {
    url: `http://localhost:${DOWN_SITE_PORTS.shell}`,
    async stop(part: Part) {
      await servers.get(part)?.close();
      servers.delete(part);
    },
    start,
    async close() {
      await Promise.all([...servers.values()].map((s) => s.close()));
      servers.clear();
    },
  };
}
