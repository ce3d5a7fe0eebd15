import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../src/store/clients/node-postgres';
import { startCluster } from '../reliability/lib/processes';
import { stallingProxy } from './stalling-proxy';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A database on a PostgreSQL 15 cluster of the fault suite's own, which it may stop. */
    faultDatabaseUrl: string;
    /** POST /halt stops that cluster, POST /restart starts it again (workerd cannot run processes). */
    faultControlUrl: string;
    /** A socket that accepts connections and never answers. */
    silentDatabaseUrl: string;
  }
}

/**
 * Before the workers tier: what test/workers/outage.test.ts needs and the other suites must not
 * feel — its own throwaway cluster (on a free port; the shared one is never stopped), a control
 * endpoint on 127.0.0.1 to stop and start it, and a silent socket. All stopped after the tier.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startCluster();
  await (await openPostgres(cluster.url)).close(); // migrated
  const silent = await stallingProxy();
  const control = createServer((req, res) => {
    req.resume();
    const act = req.method !== 'POST' ? undefined : req.url === '/halt' ? cluster.halt : req.url === '/restart' ? cluster.restart : undefined;
    if (!act) return void res.writeHead(404).end();
    act().then(
      () => res.writeHead(204).end(),
      (err: unknown) => res.writeHead(500).end(String(err)),
    );
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  project.provide('faultDatabaseUrl', cluster.url);
  project.provide('faultControlUrl', `http://127.0.0.1:${(control.address() as AddressInfo).port}`);
  project.provide('silentDatabaseUrl', silent.url());
  return async () => {
    await new Promise<void>((resolve) => control.close(() => resolve()));
    await silent.close();
    cluster.stop();
  };
}
