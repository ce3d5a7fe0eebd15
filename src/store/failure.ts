import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * Why the database could not serve a request: the one classification of infrastructure failures
 * (issue 19). Every driver the store runs on is covered — node-postgres, PGlite, the Neon WebSocket
 * Pool (pg's client over a WebSocket) and the Neon HTTP query function (`neon()`, one fetch per
 * statement) — by what the error *is* (SQLSTATE class, system error code, error class), never by
 * its message text.
 */
export type FailureKind =
  /** No connection, or it broke: refused, reset, terminated, DNS, TLS, 08xxx. */
  | 'connection'
  /** The server is shutting down or starting up (57P01–57P03): a restart or a failover. */
  | 'shutdown'
  /** A connect or statement timeout (ours, or the server's statement_timeout: 57014). */
  | 'timeout'
  /** The server is out of connections, memory or disk (53xxx), or hit an I/O error (58xxx). */
  | 'resources'
  /** A read-only server where a primary was expected (25006): a failover in progress. */
  | 'read-only'
  /** The Neon HTTP endpoint answered without a Postgres error (HTTP 5xx, an odd body). */
  | 'endpoint';

export interface DatabaseFailure {
  readonly kind: FailureKind;
  /** The SQLSTATE when the server sent one. */
  readonly sqlstate?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function bySqlstate(code: string): FailureKind | null {
  if (code.startsWith('08')) return 'connection';
  if (code === '57P01' || code === '57P02' || code === '57P03') return 'shutdown';
  if (code === '57P05') return 'connection'; // idle_session_timeout: the server closed the session
  if (code === '57014') return 'timeout'; // query_canceled: statement_timeout
  if (code.startsWith('53') || code.startsWith('58')) return 'resources';
  if (code === '25006') return 'read-only';
  return null;
}

/** Node's (and undici's) codes for a network that failed under a client. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'EHOSTDOWN', 'ENETUNREACH', 'ENETDOWN',
  'ENOTFOUND', 'EAI_AGAIN', 'EADDRNOTAVAIL', 'ERR_SOCKET_CLOSED', 'ERR_STREAM_DESTROYED', 'ERR_STREAM_PREMATURE_CLOSE',
  'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CLOSED',
]);

/** Errors that mean a bug in our code, not a database that went away. */
const PROGRAMMING_ERRORS = new Set(['TypeError', 'RangeError', 'SyntaxError', 'ReferenceError']);

interface Inspected {
  /** The first SQLSTATE on the chain (the server's answer). */
  sqlstate?: string;
  kind?: FailureKind;
  /** A DrizzleQueryError is on the chain: the failure happened while running a statement. */
  inQuery: boolean;
  /** A NeonDbError is on the chain (the HTTP driver, or the Pool's own errors). */
  neon: boolean;
  /** The innermost error's class name. */
  rootName?: string;
}

function inspect(err: unknown): Inspected {
  const seen: Inspected = { inQuery: false, neon: false };
  let e: unknown = err;
  for (let depth = 0; depth < 8 && e && typeof e === 'object'; depth++) {
    const name = (e as { name?: unknown }).name;
    const code = (e as { code?: unknown }).code;
    if (e instanceof DrizzleQueryError) seen.inQuery = true;
    if (name === 'NeonDbError') seen.neon = true;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) seen.kind ??= 'connection';
    else if (typeof code === 'string' && SQLSTATE.test(code)) seen.sqlstate ??= code;
    // AbortSignal.timeout() (a fetch the HTTP driver gave a deadline) and our own timeouts.
    if (name === 'TimeoutError') seen.kind ??= 'timeout';
    seen.rootName = typeof name === 'string' ? name : undefined;
    // NeonDbError keeps the fetch error on `sourceError`; everything else on `cause`.
    e = (e as { sourceError?: unknown }).sourceError ?? (e as { cause?: unknown }).cause;
  }
  return seen;
}

/**
 * The database failure behind `err`, or null when `err` is something else (a bug, a constraint
 * violation the caller handles, bad SQL). Rules, in order:
 * 1. A SQLSTATE the server sent decides: 08xxx, 57P01–57P03, 57P05, 57014, 53xxx, 58xxx, 25006 are
 *    failures; any other SQLSTATE (23505, 42P01, …) is not.
 * 2. A network error code on the chain (ECONNREFUSED, ECONNRESET, undici's UND_ERR_*), or a
 *    TimeoutError, is a failure.
 * 3. A NeonDbError without a SQLSTATE: the HTTP endpoint failed (no Postgres error came back).
 * 4. A statement (DrizzleQueryError) that failed without any SQLSTATE and not by a programming
 *    error: the driver lost the server, or never reached it (node-postgres and the Neon Pool say
 *    "Connection terminated unexpectedly", "timeout expired", "Query read timeout" only in words).
 */
export function databaseFailureOf(err: unknown): DatabaseFailure | null {
  const seen = inspect(err);
  if (seen.sqlstate) {
    const kind = bySqlstate(seen.sqlstate);
    return kind ? { kind, sqlstate: seen.sqlstate } : null;
  }
  if (seen.kind) return { kind: seen.kind };
  if (seen.neon) return { kind: 'endpoint' };
  if (seen.inQuery && !(seen.rootName && PROGRAMMING_ERRORS.has(seen.rootName))) return { kind: 'connection' };
  return null;
}
