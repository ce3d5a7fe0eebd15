/**
 * How long a request may wait on the database before it is answered `503` (issue 19): no request
 * hangs on a database that accepts connections and never answers, or stalls mid-statement.
 * Client-side, so they hold behind PgBouncer too (which refuses a `statement_timeout` startup
 * parameter); a server-side `statement_timeout` on the role is still worth setting (README).
 */
export interface DatabaseTimeouts {
  /** Opening a connection, TCP and the Postgres startup exchange. */
  readonly connectMs: number;
  /** One statement, from sending it to its last row. */
  readonly queryMs: number;
}

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, queryMs: 10_000 };

/** `DATABASE_CONNECT_TIMEOUT_MS` and `DATABASE_QUERY_TIMEOUT_MS` (Node environment, Worker vars). */
export function timeoutsFrom(env: { readonly DATABASE_CONNECT_TIMEOUT_MS?: string; readonly DATABASE_QUERY_TIMEOUT_MS?: string }): DatabaseTimeouts {
  const ms = (value: string | undefined, fallback: number, name: string): number => {
    if (value === undefined || value === '') return fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > 600_000) throw new Error(`bad environment: ${name} must be a whole number of milliseconds in 1..600000`);
    return n;
  };
  return {
    connectMs: ms(env.DATABASE_CONNECT_TIMEOUT_MS, DEFAULT_TIMEOUTS.connectMs, 'DATABASE_CONNECT_TIMEOUT_MS'),
    queryMs: ms(env.DATABASE_QUERY_TIMEOUT_MS, DEFAULT_TIMEOUTS.queryMs, 'DATABASE_QUERY_TIMEOUT_MS'),
  };
}

/** As node-postgres (and the Neon Pool, which is node-postgres over a WebSocket) take them. */
export function poolTimeouts(t: DatabaseTimeouts): { connectionTimeoutMillis: number; query_timeout: number } {
  return { connectionTimeoutMillis: t.connectMs, query_timeout: t.queryMs };
}
