import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from '../drizzle-store';
import type { Listen } from '../game-channel';
import { migrationsFolder } from './migrations-folder';

/** Embedded Postgres (PGlite): file-backed under `dataDir`, or in memory without one. Migrated on open.
 * `listen` uses PGlite's own LISTEN (its one connection is in this process: it never drops). */
export async function openPglite(dataDir?: string): Promise<{ db: Database; close: () => Promise<void>; listen: Listen }> {
  const client = new PGlite(dataDir);
  const db = drizzle(client) as unknown as Database;
  await migrate(drizzle(client), { migrationsFolder });
  const listen: Listen = async (channel, onPayload) => {
    const unlisten = await client.listen(channel, onPayload);
    return { close: () => (client.closed ? Promise.resolve() : unlisten()) };
  };
  return { db, close: () => client.close(), listen };
}
