import net from 'node:net';

/**
 * A TCP relay between the api and PostgreSQL that a test switches: up (relays), down (the port
 * refuses connections and the open ones are cut: a server or network gone), silent (connections
 * are accepted and never answered: a firewall dropping packets).
 */
export interface TcpProxy {
  port: number;
  up(): Promise<void>;
  down(): Promise<void>;
  silent(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let relay = true;
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
    client.pipe(upstream).pipe(client);
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
    async close() {
      const closed = unlisten();
      cutAll();
      await closed;
    },
  };
}
