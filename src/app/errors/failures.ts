import { databaseFailureOf, type DatabaseFailure } from '../../store';
import { AppError } from './errors';

/** What a client is told to wait before resending, when the database is away (`Retry-After`). */
export const RETRY_AFTER_S = 2;

/** The answer to a database failure: `503 service-unavailable` with `Retry-After` (REST and GraphQL). */
export function serviceUnavailable(failure: DatabaseFailure): AppError {
  const what = failure.kind === 'timeout' ? 'the database did not answer in time' : 'the database is unavailable';
  return new AppError('service-unavailable', `${what}; nothing was changed unless a retry says so: resend in ${RETRY_AFTER_S} s (with the same Idempotency-Key)`, { retryAfter: RETRY_AFTER_S });
}

/** The SQLSTATE an error carries itself (not its causes). */
function ownSqlstate(e: object): { code: string; constraint?: string } | null {
  const { code, constraint } = e as { code?: unknown; constraint?: unknown };
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return null;
  return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
}

/**
 * A log line's worth of an error that never shows SQL text or parameters: drizzle's
 * DrizzleQueryError puts both in its message (and stack), and Postgres errors echo values in
 * `detail` and sometimes in the message. Database errors are named by class, SQLSTATE and
 * constraint only; other errors keep their message. Stack frames are kept (they name our code).
 */
export function describeError(err: unknown): string {
  const parts: string[] = [];
  let e: unknown = err;
  let database = false;
  for (let depth = 0; depth < 8 && e; depth++) {
    if (typeof e !== 'object') {
      parts.push(String(e));
      break;
    }
    const name = String((e as { name?: unknown }).name ?? 'Error');
    const pg = ownSqlstate(e);
    const isQuery = 'query' in e && 'params' in e;
    database ||= isQuery || pg !== null || name === 'NeonDbError';
    if (isQuery) parts.push('DrizzleQueryError (a statement failed)');
    else if (pg) parts.push(`${name} sqlstate=${pg.code}${pg.constraint ? ` constraint=${pg.constraint}` : ''}`);
    else if (database) parts.push(name);
    else parts.push(`${name}: ${(e as { message?: unknown }).message ?? ''}`);
    e = (e as { sourceError?: unknown }).sourceError ?? (e as { cause?: unknown }).cause;
  }
  const stack = err instanceof Error && typeof err.stack === 'string' ? err.stack.split('\n').filter((l) => /^\s+at /.test(l)).slice(0, 8).join('\n') : '';
  return `${parts.join(' ← ')}${stack ? `\n${stack}` : ''}`;
}

/**
 * The one place an unexpected error becomes an answer: a database failure is `503
 * service-unavailable` (logged as one line: kind, SQLSTATE, route), anything else `500 internal`
 * (logged with describeError). `route` names where it happened (`POST /v1/games/:id/actions`).
 */
export function answerToFailure(err: unknown, route: string): AppError {
  const failure = databaseFailureOf(err);
  if (failure) {
    console.warn(`database unavailable: kind=${failure.kind}${failure.sqlstate ? ` sqlstate=${failure.sqlstate}` : ''} route="${route}"`);
    return serviceUnavailable(failure);
  }
  console.error(`unexpected error on ${route}: ${describeError(err)}`);
  return new AppError('internal', 'something went wrong on our side');
}

/** For work nobody waits for (the sweep, background sends): one safe line. */
export function logBackgroundFailure(what: string, err: unknown): void {
  const failure = databaseFailureOf(err);
  if (failure) console.warn(`database unavailable: kind=${failure.kind}${failure.sqlstate ? ` sqlstate=${failure.sqlstate}` : ''} during ${what}`);
  else console.error(`${what} failed: ${describeError(err)}`);
}
