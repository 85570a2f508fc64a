import net from 'node:net';

/**
 * A TCP relay between the api and PostgreSQL that a test switches: up (relays), down (the port
 * refuses connections and the open ones are cut: a server or network gone), silent (connections
 * are accepted and never answered: a firewall dropping packets), frozen (like silent, but the
 * connections already open stay open and carry nothing more either way: the pool's connections
 * hang mid-conversation); cut (the open connections are reset, new ones relayed).
 */
export interface TcpProxy {
  port: number;
  up(): Promise<void>;
  down(): Promise<void>;
  silent(): Promise<void>;
  freeze(): Promise<void>;
  cut(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let relay = true;
  let frozen = false;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    track(client);
    if (!relay) return;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    upstream.once('close', () => client.destroy());
    client.once('close', () => upstream.destroy());
    // Chunk by chunk rather than pipe(), so that a freeze drops what is in flight.
    client.on('data', (chunk) => frozen || upstream.write(chunk));
    upstream.on('data', (chunk) => frozen || client.write(chunk));
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const unlisten = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    async up() {
      relay = true;
      frozen = false;
      if (!server.listening) await listen(port);
    },
    async down() {
      const closed = unlisten();
      cutAll();
      await closed;
    },
    async silent() {
      relay = false;
      cutAll();
      if (!server.listening) await listen(port);
    },
    async freeze() {
      relay = false;
      frozen = true;
    },
    async cut() {
      for (const socket of sockets) socket.resetAndDestroy();
    },
    async close() {
      const closed = unlisten();
      cutAll();
      await closed;
    },
  };
}
