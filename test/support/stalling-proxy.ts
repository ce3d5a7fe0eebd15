import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a PostgreSQL server that a test can stall: while stalled it
 * accepts connections and reads every byte, but forwards nothing either way and answers nothing (a
 * database host that hangs: a frozen VM, a black-holed route). Without a target it is always
 * stalled: a socket that accepts and stays silent. Loopback only; closes every socket on `close`.
 */
export interface StallingProxy {
  readonly port: number;
  /** A connection string through the proxy, for the target's `postgres` database (or any). */
  url(database?: string): string;
  stall(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function stallingProxy(target?: { host: string; port: number }): Promise<StallingProxy> {
  let stalled = target === undefined;
  const sockets = new Set<Socket>();
  const track = (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (!target) {
      client.on('data', () => {}); // read, and never answer
      return;
    }
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    // Bytes that arrive while stalled are dropped, as a black hole would: the connection is dead.
    client.on('data', (d) => void (stalled || upstream.write(d)));
    upstream.on('data', (d) => void (stalled || client.write(d)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stall: () => void (stalled = true),
    resume: () => void (stalled = target === undefined),
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
