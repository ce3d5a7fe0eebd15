/** A Postgres error as the drivers report it. Drizzle wraps driver errors: the SQLSTATE is on
 * `err.cause.code`, not `err.code`; walk the cause chain to find it. */
export interface PgError {
  readonly code: string;
  readonly constraint?: string;
}

export function pgErrorOf(err: unknown): PgError | null {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const constraint = (e as { constraint?: unknown }).constraint;
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/** Two statements waited on each other; PostgreSQL aborted this one: running it again is safe. */
export const DEADLOCK_DETECTED = '40P01';
