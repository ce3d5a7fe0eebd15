import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { scratchDatabase } from './scratch-database';
import { openPostgres } from '../../src/store/clients/node-postgres';
import { startNeonHttp } from '../../scripts/neon-http';

declare module 'vitest' {
  export interface ProvidedContext {
    workersDatabaseUrl: string;
    wsProxy: string;
    neonHttpEndpoint: string;
    receiverUrl: string;
  }
}

/**
 * A webhook receiver on 127.0.0.1 for the workerd tests, which cannot listen themselves:
 * POST /hook records a delivery and answers the current status; GET /_received lists what was
 * received; POST /_status/<code> sets the status to answer; POST /_status/<code>/<path> sets it for
 * deliveries to that path only (a suite that fails one receiver must not fail another suite's).
 */
async function startReceiver(): Promise<{ url: string; close: () => Promise<void> }> {
  const received: unknown[] = [];
  let status = 200;
  const statusOf = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      if (req.method === 'GET' && path === '/_received') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(received));
        return;
      }
      const set = /^\/_status\/(\d{3})(\/.*)?$/.exec(path);
      if (set) {
        if (set[2]) statusOf.set(set[2], Number(set[1]));
        else status = Number(set[1]);
        res.writeHead(204).end();
        return;
      }
      const answered = statusOf.get(path) ?? status;
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), answered });
      res.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(() => r())) };
}

/**
 * Before the workers tier: a fresh, migrated database on the PostgreSQL server (dropped after), and
 * the local stand-in for Neon's HTTP endpoint the Worker queries it through: NEON_HTTP_ENDPOINT when
 * set (`.ci/run` starts one), else one started here for the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const scratch = await scratchDatabase(process.env.TEST_DATABASE_URL!, 'tt_workers');
  const migrated = await openPostgres(scratch.url);
  await migrated.close();
  project.provide('workersDatabaseUrl', scratch.url);
  project.provide('wsProxy', process.env.NEON_WS_PROXY!);
  const endpoint = process.env.NEON_HTTP_ENDPOINT ? null : await startNeonHttp();
  project.provide('neonHttpEndpoint', process.env.NEON_HTTP_ENDPOINT ?? endpoint!.url);
  const receiver = await startReceiver();
  project.provide('receiverUrl', receiver.url);
  return async () => {
    await receiver.close();
    await endpoint?.close();
    await scratch.drop();
  };
}
