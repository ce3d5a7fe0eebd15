import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  /** The request path and query. */
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  readonly json: any;
  /** The status we answered. */
  readonly answered: number;
}

/**
 * A real HTTP receiver on 127.0.0.1 for webhook tests: records every request and answers what
 * `respond` says (200 by default), with optional headers.
 */
export class Receiver {
  readonly received: Received[] = [];
  respond: (req: { headers: IncomingHttpHeaders; json: any }) => { status: number; headers?: Record<string, string> } = () => ({ status: 200 });
  private server!: Server;
  url = '';

  /** On a free port, or on `port` (to come back where it was, after `close`). */
  static async start(port = 0): Promise<Receiver> {
    const receiver = new Receiver();
    receiver.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          json = undefined;
        }
        const answer = receiver.respond({ headers: req.headers, json });
        receiver.received.push({ url: req.url ?? '', headers: req.headers, body, json, answered: answer.status });
        res.writeHead(answer.status, answer.headers);
        res.end();
      });
    });
    await new Promise<void>((resolve) => receiver.server.listen(port, '127.0.0.1', resolve));
    receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/hook`;
    return receiver;
  }

  /** Requests we answered 2xx, i.e. deliveries the sender saw succeed. */
  get delivered(): Received[] {
    return this.received.filter((r) => r.answered >= 200 && r.answered < 300);
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections(); // keep-alive sockets too: the receiver is really gone
    });
  }
}
