import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from '../drizzle-store';
import type { Listen, Notify } from '../game-channel';
import { underMigrationLock } from './migration-lock';
import { migrationsFolder } from './migrations-folder';

/** Embedded Postgres (PGlite): file-backed under `dataDir`, or in memory without one. Migrated on open.
 * `listen` and `notify` use PGlite's own LISTEN/NOTIFY (its one connection is in this process). */
export async function openPglite(dataDir?: string): Promise<{ db: Database; close: () => Promise<void>; listen: Listen; notify: Notify }> {
  const client = new PGlite(dataDir);
  const db = drizzle(client) as unknown as Database;
  const migrator = drizzle(client);
  await underMigrationLock(migrator, () => migrate(migrator, { migrationsFolder }));
  const listen: Listen = async (channel, onPayload) => {
    const unlisten = await client.listen(channel, onPayload);
    return {
      // One connection in this process, never lost: the fence is a query behind every earlier one.
      fence: async () => (client.closed ? null : (await client.query('SELECT 1'), 1)),
      close: () => (client.closed ? Promise.resolve() : unlisten()),
    };
  };
  const notify: Notify = async (channel, payloads) => {
    await client.query('SELECT pg_notify($1, p) FROM jsonb_array_elements_text($2::jsonb) AS p', [channel, JSON.stringify(payloads)]);
  };
  return { db, close: () => client.close(), listen, notify };
}
