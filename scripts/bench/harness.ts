import { existsSync } from 'node:fs';
import { GameCache, type AppDeps } from '../../src/app';
import { createApp } from '../../src/http/app';
import { DrizzleEventStore, DrizzlePlayerStore, DrizzleWebhookStore, type Database } from '../../src/store';
import { openPostgres } from '../../src/store/clients/node-postgres';
import { openPglite } from '../../src/store/clients/pglite';
import { startCluster } from '../../test/reliability/lib/processes';
import { scratchDatabase } from '../../test/support/scratch-database';
import { durabilityOf } from './cpu';
import { note, report } from './lib';

/**
 * A PostgreSQL 15 server URL: BENCH_DATABASE_URL if set; otherwise a throwaway cluster (on
 * BENCH_PG_PORT or a free port, stopped and removed by `stop`) with production's durability — fsync
 * and synchronous commit on — unless BENCH_FSYNC=off. Null when neither is possible. Either way its
 * durability settings are printed: every PostgreSQL figure depends on them.
 */
export async function startPostgres(): Promise<{ url: string; stop: () => void } | null> {
  let server: { url: string; stop: () => void };
  if (process.env.BENCH_DATABASE_URL) server = { url: process.env.BENCH_DATABASE_URL, stop: () => {} };
  else if (!existsSync('/usr/lib/postgresql/15/bin/initdb')) {
    note('PostgreSQL 15 server binaries not found (apt-get install postgresql-15), and BENCH_DATABASE_URL is not set: PostgreSQL figures skipped');
    return null;
  } else {
    const durable = process.env.BENCH_FSYNC !== 'off';
    const cluster = await startCluster(process.env.BENCH_PG_PORT ? Number(process.env.BENCH_PG_PORT) : undefined, { durable });
    note(`PostgreSQL 15: ${cluster.url} (${durable ? 'PG_DURABLE=1 ' : ''}scripts/postgres.sh start ${cluster.port}, in ${cluster.dir})`);
    server = cluster;
  }
  const durability = await durabilityOf(server.url);
  note(`PostgreSQL durability: ${durability}${/fsync=off|synchronous_commit=off/.test(durability) ? ' (NOT production durability: commits are not flushed to disk)' : ''}`);
  report({ section: 'machine', name: 'PostgreSQL durability', value: /fsync=on/.test(durability) && /synchronous_commit=on/.test(durability) ? 1 : 0, unit: '(1: production)', settings: durability });
  return server;
}

/** A fresh database on the server of `url`, dropped by `drop`. */
export const freshDatabase = (url: string) => scratchDatabase(url, 'tt_bench');

export type DbKind = 'PostgreSQL 15' | 'PGlite';

/** The real app (createApp) in this process, called without a socket (app.request), as node.ts builds it. */
export interface InProcess {
  readonly kind: DbKind;
  readonly deps: AppDeps & { store: DrizzleEventStore; cache: GameCache };
  readonly app: ReturnType<typeof createApp>;
  readonly db: Database;
  /** One request through the app; `ms` is the time until the whole answer's text was produced (the
   * server's work: parsing that text afterwards is the client's, and not counted). */
  request(method: string, path: string, opts?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<{ status: number; body: any; ms: number }>;
  close(): Promise<void>;
}

export async function inProcess(kind: DbKind, pgUrl?: string): Promise<InProcess> {
  let db: Database;
  let close: () => Promise<void>;
  if (kind === 'PGlite') {
    const opened = await openPglite();
    db = opened.db;
    close = opened.close;
  } else {
    const fresh = await freshDatabase(pgUrl!);
    const opened = await openPostgres(fresh.url);
    db = opened.db;
    close = async () => {
      await opened.close();
      await fresh.drop();
    };
  }
  const deps = {
    store: new DrizzleEventStore(db),
    webhooks: new DrizzleWebhookStore(db),
    players: new DrizzlePlayerStore(db),
    tokenSecret: 'bench-only-token-secret-0123456789abcdef',
    cache: new GameCache(),
    localMode: true,
  };
  const app = createApp(deps);
  return {
    kind,
    deps,
    app,
    db,
    async request(method, path, { token, body, headers = {} } = {}) {
      const h: Record<string, string> = { ...headers };
      if (token) h.authorization = `Bearer ${token}`;
      if (body !== undefined) h['content-type'] = 'application/json';
      const init = { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) };
      const t0 = performance.now();
      const res = await app.request(`http://bench${path}`, init);
      const text = await res.text();
      const ms = performance.now() - t0;
      // Between two requests a server goes back to its event loop (they arrive on sockets), where
      // work left for after the answer runs (snapshots); an in-process loop over PGlite, whose queries
      // never wait for I/O, would otherwise starve it.
      await new Promise((resolve) => setImmediate(resolve));
      return { status: res.status, body: text ? JSON.parse(text) : undefined, ms };
    },
    close,
  };
}

/** The request a move is: `POST /play {card}` for a play, `POST /actions` for anything else. */
export function moveRequest(id: string, action: { type: string; card?: unknown }): { path: string; body: unknown; play: boolean } {
  if (action.type === 'play' && Object.keys(action).length === 2) return { path: `/v1/games/${id}/play`, body: { card: action.card }, play: true };
  return { path: `/v1/games/${id}/actions`, body: action, play: false };
}
