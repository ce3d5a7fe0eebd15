import { Pool } from '@neondatabase/serverless';
import { drizzle } from 'drizzle-orm/neon-serverless';
import type { Database } from '../drizzle-store';

/**
 * Neon's serverless driver (Postgres over WebSocket) for Workers. A Pool must not outlive the
 * request that made it on Workers: create one per request and `end()` it (in `ctx.waitUntil`).
 */
export function openNeon(url: string): { db: Database; close: () => Promise<void> } {
  const pool = new Pool({ connectionString: url });
  pool.on('error', () => {});
  const db = drizzle({ client: pool }) as unknown as Database;
  return { db, close: () => pool.end() };
}
