import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from '../drizzle-store';
import { migrationsFolder } from './migrations-folder';
import { DEFAULT_TIMEOUTS, poolTimeouts, type DatabaseTimeouts } from './timeouts';

/** A PostgreSQL server through node-postgres (`DATABASE_URL` on Node). */
export async function openPostgres(
  url: string,
  { migrateFirst = true, max = 10, timeouts = DEFAULT_TIMEOUTS }: { migrateFirst?: boolean; max?: number; timeouts?: DatabaseTimeouts } = {},
): Promise<{ db: Database; close: () => Promise<void> }> {
  const pool = new pg.Pool({ connectionString: url, max, ...poolTimeouts(timeouts) });
  pool.on('error', () => {}); // an idle client dropped by the server must not crash the process
  const db = drizzle(pool) as unknown as Database;
  if (migrateFirst) await migrate(drizzle(pool), { migrationsFolder });
  return { db, close: () => pool.end() };
}
