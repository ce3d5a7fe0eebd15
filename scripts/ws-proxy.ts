/**
 * A WebSocket-to-TCP proxy for the Neon serverless driver against a local PostgreSQL (tests, and
 * `npm run dev:worker`). The driver connects to ws://<proxy>/v2?address=<host>:<port> and speaks the
 * Postgres protocol in binary frames; we pipe them to that TCP address — loopback only, so this can
 * never be used to reach anything but the developer's own machine.
 *
 *   tsx scripts/ws-proxy.ts [port]     → prints 127.0.0.1:<port> and serves until killed
 */
import net from 'node:net';
import { pathToFileURL } from 'node:url';
import { WebSocketServer, type WebSocket } from 'ws';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

function pipe(ws: WebSocket, address: string | null): void {
  const match = address ? /^(.+):(\d{1,5})$/.exec(address) : null;
  if (!match || !LOOPBACK.has(match[1]!)) {
    ws.close(1008, 'only loopback addresses');
    return;
  }
  const socket = net.connect(Number(match[2]), match[1] === 'localhost' ? '127.0.0.1' : match[1]!);
  socket.setNoDelay(true);
  ws.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
    socket.write(Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer));
  });
  socket.on('data', (chunk) => ws.send(chunk, { binary: true }));
  const end = () => {
    socket.destroy();
    if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close();
  };
  ws.on('close', end);
  ws.on('error', end);
  socket.on('close', end);
  socket.on('error', end);
}

export async function startWsProxy(port = 0): Promise<{ address: string; close: () => Promise<void> }> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => {
    wss.once('listening', resolve);
    wss.once('error', reject);
  });
  wss.on('connection', (ws, req) => pipe(ws, new URL(req.url ?? '/', 'http://proxy').searchParams.get('address')));
  const { port: bound } = wss.address() as net.AddressInfo;
  return {
    address: `127.0.0.1:${bound}`,
    close: () =>
      new Promise((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const proxy = await startWsProxy(Number(process.argv[2] ?? 0));
  console.log(proxy.address);
}
