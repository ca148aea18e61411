import net, { type AddressInfo, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  /** The port to connect to instead of the target's. */
  port: number;
  /** As if the server went away: open connections are dropped and new ones refused. */
  cut(): Promise<void>;
  /** Connections are accepted and passed on again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

const listen = (server: Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });

/** A TCP relay to `target`, which a test can cut and restore: a real fault at the network layer. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const relay = (client: Socket) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.once('error', end).once('close', end);
    upstream.once('error', end).once('close', end);
  };

  let server: Server | null = net.createServer(relay);
  await listen(server, 0);
  const { port } = server.address() as AddressInfo;

  const stop = async () => {
    const closing = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  return {
    port,
    cut: stop,
    async restore() {
      if (server) return;
      server = net.createServer(relay);
      await listen(server, port);
    },
    close: stop,
  };
}
