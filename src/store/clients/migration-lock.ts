import { sql, type SQL } from 'drizzle-orm';

/** The advisory lock every Tricktable migrator holds while it migrates: a fixed key ('TrkM' in ASCII). */
export const MIGRATION_LOCK_KEY = 0x54726b4d;

/**
 * Runs `migrate` holding a session-level advisory lock on MIGRATION_LOCK_KEY (issue 26, item 6), so
 * that several processes may open a fresh database at once: drizzle's migrator creates its schema
 * and table with `IF NOT EXISTS` (which races: a duplicate key in pg_namespace) and reads the last
 * applied migration outside its transaction. Under the lock one process migrates; the others wait,
 * then find nothing left to apply. `db` must be one connection (the lock belongs to the session):
 * a checked-out client on PostgreSQL, PGlite's only connection.
 */
export async function underMigrationLock<T>(db: { execute(query: SQL): Promise<unknown> }, migrate: () => Promise<T>): Promise<T> {
  await db.execute(sql`SELECT pg_advisory_lock(${sql.raw(String(MIGRATION_LOCK_KEY))})`);
  try {
    return await migrate();
  } finally {
    await db.execute(sql`SELECT pg_advisory_unlock(${sql.raw(String(MIGRATION_LOCK_KEY))})`);
  }
}
