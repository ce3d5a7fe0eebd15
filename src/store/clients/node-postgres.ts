import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from '../drizzle-store';
import type { Listen, Notify } from '../game-channel';
import { underMigrationLock } from './migration-lock';
import { migrationsFolder } from './migrations-folder';
import { pgListen } from './pg-listen';
import { preparedPool } from './prepared-pool';
import { DEFAULT_TIMEOUTS, poolTimeouts, type DatabaseTimeouts } from './timeouts';

/**
 * A PostgreSQL server through node-postgres (`DATABASE_URL` on Node). `listen` holds a connection of
 * its own for LISTEN; `notify` sends on a one-connection pool of its own whose commits do not wait
 * for the disk (a notification is a hint: see src/store/announcer.ts), never on the pool the log is
 * written through.
 */
export async function openPostgres(
  url: string,
  { migrateFirst = true, max = 10, timeouts = DEFAULT_TIMEOUTS }: { migrateFirst?: boolean; max?: number; timeouts?: DatabaseTimeouts } = {},
): Promise<{ db: Database; close: () => Promise<void>; listen: Listen; notify: Notify }> {
  const pool = new pg.Pool({ connectionString: url, max, ...poolTimeouts(timeouts) });
  pool.on('error', () => {}); // an idle client dropped by the server must not crash the process
  // The hot append and load run as prepared statements (src/store/prepared.ts).
  const db = drizzle(preparedPool(pool)) as unknown as Database;
  if (migrateFirst) await migrateOnOneConnection(pool);
  const notifier = new pg.Pool({ connectionString: url, max: 1, application_name: 'tricktable-notify', ...poolTimeouts(timeouts) });
  notifier.on('error', () => {});
  // synchronous_commit off for this statement's own transaction only (set_config(…, true)): a
  // statement, not a startup parameter, so it holds behind a pooler too.
  const notify: Notify = async (channel, payloads) => {
    await notifier.query(
      `SELECT pg_notify($1, p) FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async, jsonb_array_elements_text($2::jsonb) AS p`,
      [channel, JSON.stringify(payloads)],
    );
  };
  return { db, close: () => Promise.all([pool.end(), notifier.end()]).then(() => {}), listen: pgListen(url, timeouts.connectMs), notify };
}

/** Migrates on one connection of the pool, under the migration lock (several processes may start
 * at once); a connection that failed is closed rather than returned to the pool, lock and all. */
async function migrateOnOneConnection(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    const one = drizzle(client);
    await underMigrationLock(one, () => migrate(one, { migrationsFolder }));
    client.release();
  } catch (err) {
    client.release(true);
    throw err;
  }
}
