import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { GameCache, type AppDeps } from '../../src/app';
import { randomId } from '../../src/app/tokens';
import { createApp } from '../../src/http/app';
import { DrizzleEventStore, DrizzleWebhookStore, type Database } from '../../src/store';
import { openPostgres } from '../../src/store/clients/node-postgres';
import { openPglite } from '../../src/store/clients/pglite';
import { note } from './lib';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A TCP port free on 127.0.0.1 right now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

/**
 * A PostgreSQL 15 server URL: BENCH_DATABASE_URL if set; otherwise a throwaway cluster started with
 * scripts/postgres.sh in a temporary directory, on BENCH_PG_PORT or a free port (stopped and removed
 * by `stop`). Null when neither is possible.
 */
export async function startPostgres(): Promise<{ url: string; stop: () => void } | null> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: () => {} };
  if (!existsSync('/usr/lib/postgresql/15/bin/initdb')) {
    note('PostgreSQL 15 server binaries not found (apt-get install postgresql-15), and BENCH_DATABASE_URL is not set: PostgreSQL figures skipped');
    return null;
  }
  const script = `${ROOT}scripts/postgres.sh`;
  const port = String(process.env.BENCH_PG_PORT ?? (await freePort()));
  const dir = mkdtempSync(join(tmpdir(), 'tricktable-bench-pg-'));
  const env = { ...process.env, PGTEST_DIR: dir };
  const url = execFileSync('bash', [script, 'start', port], { encoding: 'utf8', env }).trim();
  note(`PostgreSQL 15: ${url} (scripts/postgres.sh start ${port}, in ${dir})`);
  return {
    url,
    stop: () => {
      execFileSync('bash', [script, 'stop', port], { env });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the server of `url`, dropped by `drop`. */
export async function freshDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tt_bench_${randomId(10).toLowerCase().replace(/[^a-z0-9]/g, 'x')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

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
  const deps = { store: new DrizzleEventStore(db), webhooks: new DrizzleWebhookStore(db), cache: new GameCache(), localMode: true };
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
