import { neonConfig, Pool } from '@neondatabase/serverless';
import { drizzle } from 'drizzle-orm/neon-serverless';
import type { Database } from '../drizzle-store';
import { DEFAULT_TIMEOUTS, poolTimeouts, type DatabaseTimeouts } from './timeouts';

/**
 * Points the Neon driver at a local WebSocket-to-TCP proxy (`scripts/ws-proxy.ts`) in front of a
 * plain PostgreSQL: tests and `npm run dev:worker` only. Production never calls this and keeps the
 * driver's defaults (wss to Neon's own proxy, pipelined connect).
 */
export function useLocalWsProxy(proxy: string): void {
  neonConfig.useSecureWebSocket = false;
  neonConfig.pipelineConnect = false;
  neonConfig.wsProxy = (host, port) => `${proxy}/v2?address=${host}:${port}`;
}

/**
 * Neon's serverless driver (Postgres over WebSocket) for Workers. A Pool must not outlive the
 * request that made it on Workers: create one per request and `end()` it (in `ctx.waitUntil`).
 */
export function openNeon(url: string, timeouts: DatabaseTimeouts = DEFAULT_TIMEOUTS): { db: Database; close: () => Promise<void> } {
  const pool = new Pool({ connectionString: url, ...poolTimeouts(timeouts) });
  pool.on('error', () => {});
  const db = drizzle({ client: pool }) as unknown as Database;
  return { db, close: () => pool.end() };
}
