import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from '../drizzle-store';
import type { Listen } from '../game-channel';
import { migrationsFolder } from './migrations-folder';
import { pgListen } from './pg-listen';

/** A PostgreSQL server through node-postgres (`DATABASE_URL` on Node). `listen` holds a connection
 * of its own for LISTEN (src/store/game-channel.ts). */
export async function openPostgres(
  url: string,
  { migrateFirst = true, max = 10 }: { migrateFirst?: boolean; max?: number } = {},
): Promise<{ db: Database; close: () => Promise<void>; listen: Listen }> {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {}); // an idle client dropped by the server must not crash the process
  const db = drizzle(pool) as unknown as Database;
  if (migrateFirst) await migrate(drizzle(pool), { migrationsFolder });
  return { db, close: () => pool.end(), listen: pgListen(url) };
}
