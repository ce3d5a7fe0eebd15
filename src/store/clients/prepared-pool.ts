import { createHash } from 'node:crypto';
import type pg from 'pg';
import { PREPARED_MARK } from '../prepared';

/** At most this many statement names remembered (each a hash of its text; a miss only rehashes). */
const NAMES_MAX = 1000;

/**
 * Has `pool` run every statement marked PREPARED_MARK as a named prepared statement: the name is a
 * hash of its text, so one text always has one name (node-postgres prepares a name once on each
 * connection and refuses a second text under it). Drizzle's `execute` hands node-postgres a query
 * config without a name; this adds it.
 */
export function preparedPool(pool: pg.Pool): pg.Pool {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined) {
      name = `tt_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
      if (names.size >= NAMES_MAX) names.clear();
      names.set(text, name);
    }
    return name;
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const c = config as { text?: unknown; name?: unknown } | null;
    if (c && typeof c === 'object' && typeof c.text === 'string' && c.name === undefined && c.text.startsWith(PREPARED_MARK)) {
      return query({ ...c, name: nameOf(c.text) }, ...rest);
    }
    return query(config, ...rest);
  };
  return pool;
}
