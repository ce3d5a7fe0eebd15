import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from '../drizzle-store';
import { migrationsFolder } from './migrations-folder';

/** Embedded Postgres (PGlite): file-backed under `dataDir`, or in memory without one. Migrated on open. */
export async function openPglite(dataDir?: string): Promise<{ db: Database; close: () => Promise<void> }> {
  const client = new PGlite(dataDir);
  const db = drizzle(client) as unknown as Database;
  await migrate(drizzle(client), { migrationsFolder });
  return { db, close: () => client.close() };
}
