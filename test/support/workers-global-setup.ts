import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { randomId } from '../../src/app/tokens';
import { openPostgres } from '../../src/store/clients/node-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    workersDatabaseUrl: string;
    wsProxy: string;
  }
}

/** Before the workers tier: a fresh, migrated database on the PostgreSQL server; dropped after. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = process.env.TEST_DATABASE_URL!;
  const name = `tt_workers_${randomId(10).toLowerCase().replace(/[^a-z0-9]/g, 'x')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const migrated = await openPostgres(url.toString());
  await migrated.close();
  project.provide('workersDatabaseUrl', url.toString());
  project.provide('wsProxy', process.env.NEON_WS_PROXY!);
  return async () => {
    const again = new pg.Client({ connectionString: server });
    await again.connect();
    await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await again.end();
  };
}
