import { neon, neonConfig } from '@neondatabase/serverless';
import { drizzle } from 'drizzle-orm/neon-http';
import type { Database } from '../drizzle-store';
import { openNeon } from './neon';
import { DEFAULT_TIMEOUTS, type DatabaseTimeouts } from './timeouts';

/**
 * Points the HTTP driver at a local stand-in for Neon's SQL-over-HTTP endpoint
 * (`scripts/neon-http.ts`, e.g. `http://127.0.0.1:<port>/sql`): tests, the bench and
 * `npm run dev:worker` only. Production keeps the driver's default (https://api.<region host>/sql,
 * Neon's own proxy, which pools the connections to the database).
 */
export function useLocalHttpEndpoint(endpoint: string): void {
  neonConfig.fetchEndpoint = endpoint;
}

/** One HTTP client per isolate and connection string: `neon()` holds no I/O object (each statement is
 * a `fetch` of its own), so one client may serve every request, and building it with drizzle's
 * session per request was ~4 % of the Worker's CPU per move (BENCHMARKS.md, "Worker vs Node"). */
const clients = new Map<string, Database>();
/** The deadline the isolate's fetch function now gives each statement. */
let deadlineMs: number | undefined;

/**
 * The Worker's database: Neon's HTTP query path (`neon()`), one `fetch` per statement, with the
 * connections pooled on Neon's side — no connection, handshake or authentication per request. Every
 * request of the app is one statement at a time, so nothing here needs a session.
 *
 * A transaction over several statements does (drizzle's neon-http driver refuses `transaction()`):
 * `db.transaction(...)` opens a WebSocket Pool (`openNeon`) for that request, on first use only,
 * and `close` ends it — a Pool is an I/O object, which must not outlive its request, so each call
 * answers a `db` of its own over the shared client. Errors are the drivers' own (NeonDbError,
 * wrapped by drizzle with the SQLSTATE on `cause.code`, as the other drivers), never rewritten here.
 * `timeouts.queryMs`: each statement's fetch gets that deadline (`AbortSignal.timeout`: a
 * TimeoutError on the NeonDbError's sourceError); the WebSocket session takes both timeouts.
 */
export function openNeonHttp(url: string, timeouts: DatabaseTimeouts = DEFAULT_TIMEOUTS): { db: Database; close: () => Promise<void> } {
  const { queryMs } = timeouts;
  // The driver takes its fetch from the global neonConfig only, and a deadline must start with each
  // statement, so the deadline lives in the fetch function (one per isolate: the same for all requests).
  if (deadlineMs !== queryMs) {
    neonConfig.fetchFunction = (input: RequestInfo | URL, init?: RequestInit) => fetch(input, { ...init, signal: AbortSignal.timeout(queryMs) });
    deadlineMs = queryMs;
  }
  let shared = clients.get(url);
  if (!shared) clients.set(url, (shared = drizzle({ client: neon(url) }) as unknown as Database));
  // This request's own `db`: the shared client's methods (drizzle reads its session through `this`),
  // with a transaction of its own.
  const db = Object.create(shared) as Database;
  let session: ReturnType<typeof openNeon> | null = null;
  const transaction: Database['transaction'] = (work, config) => (session ??= openNeon(url, timeouts)).db.transaction(work, config);
  Object.defineProperty(db, 'transaction', { value: transaction });
  return { db, close: async () => session?.close() };
}
