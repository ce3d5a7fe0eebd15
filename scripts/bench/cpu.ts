import { readFileSync, readdirSync } from 'node:fs';
import pg from 'pg';

/** CPU time of processes, from Linux /proc (the bench's "CPU per move" figures), in milliseconds. */

/** Fields of /proc/<pid>/stat after the command name: index n is field n + 3 of proc(5). */
function statFields(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return null; // exited meanwhile
  }
}

const ticksToMs = (ticks: number) => (ticks * 1000) / 100; // USER_HZ is 100 on Linux

/** CPU time (user + system) a process has used; 0 if it is gone. */
export function cpuMs(pid: number): number {
  const f = statFields(pid);
  return f ? ticksToMs(Number(f[11]) + Number(f[12])) : 0; // utime, stime
}

/**
 * CPU time of a process and its children, including children that have exited (their time moves to
 * the parent's cutime/cstime when it reaps them): PostgreSQL's backends come and go with their
 * connections, and a backend per request is exactly the cost to see.
 */
export function treeCpuMs(root: number): number {
  const own = statFields(root);
  if (!own) return 0;
  let total = ticksToMs(Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]));
  for (const child of childrenOf(root)) {
    const f = statFields(child);
    if (f) total += ticksToMs(Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]));
  }
  return total;
}

function childrenOf(parent: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const f = statFields(Number(entry));
    if (f && Number(f[1]) === parent) out.push(Number(entry));
  }
  return out;
}

/** Pids of the children of `parent` named `comm` (e.g. the workerd that Miniflare starts). */
export function childrenNamed(parent: number, comm: string): number[] {
  return childrenOf(parent).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === comm;
    } catch {
      return false;
    }
  });
}

/** CPU time used on the whole machine (all cores, every process). */
export function machineBusyMs(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const idle = ticks[3]! + ticks[4]!; // idle, iowait
  return ticksToMs(ticks.reduce((a, b) => a + b, 0) - idle);
}

/**
 * The postmaster of the PostgreSQL server at `url` (the parent of a backend of ours), so that only
 * that server's CPU is counted, not another PostgreSQL on the machine; null when the server is not
 * on this machine.
 */
export async function postmasterOf(url: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const backend = Number((await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid);
    const f = statFields(backend);
    return f ? Number(f[1]) : null;
  } finally {
    await client.end();
  }
}

/** PostgreSQL's settings that decide what a commit costs, as `fsync=on synchronous_commit=on …`. */
export async function durabilityOf(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes', 'wal_sync_method') ORDER BY name`,
    );
    return rows.map((r: { name: string; setting: string }) => `${r.name}=${r.setting}`).join(' ');
  } finally {
    await client.end();
  }
}

/** Connections PostgreSQL has opened to database `name` so far (pg_stat_database.sessions). */
export async function sessionsOf(url: string, name: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT sessions FROM pg_stat_database WHERE datname = $1', [name]);
    return Number(rows[0]?.sessions ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * What PostgreSQL has committed so far: transactions committed in database `name` (every statement
 * outside a transaction is one: reads too), and WAL flushes of the whole cluster (pg_stat_wal.wal_sync:
 * the commits that waited for the disk, group commits counted once). Backends report their counts
 * when idle, at most a second late (under a steady load, both edges of a window alike).
 */
export async function commitsOf(url: string, name: string): Promise<{ transactions: number; walSyncs: number; xids: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // `xids`: transaction ids handed out on the whole server (only a transaction that writes gets
    // one — an append, a NOTIFY; a SELECT does not): the count of write commits, this call's own included.
    const { rows } = await client.query(
      'SELECT (SELECT xact_commit FROM pg_stat_database WHERE datname = $1) AS transactions, (SELECT wal_sync FROM pg_stat_wal) AS wal_syncs, pg_current_xact_id()::text::bigint AS xids',
      [name],
    );
    return { transactions: Number(rows[0]?.transactions ?? 0), walSyncs: Number(rows[0]?.wal_syncs ?? 0), xids: Number(rows[0]?.xids ?? 0) };
  } finally {
    await client.end();
  }
}
