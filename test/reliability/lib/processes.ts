import { spawn, execFile, execFileSync, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scratchDatabase } from '../../support/scratch-database';

/** Helpers for the suites and soak scripts that run real processes: PostgreSQL, the Node server. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/**
 * A throwaway PostgreSQL 15 cluster started with scripts/postgres.sh in a temporary directory, on
 * `port` or a free one; `stop` stops it and removes the directory. `durable`: with PostgreSQL's
 * default durability (fsync and synchronous commit on) instead of the tests' fsync=off.
 */
export interface Cluster {
  readonly url: string;
  readonly port: number;
  readonly dir: string;
  /** Stops the server (`pg_ctl -m fast`: sessions are terminated, 57P01) and keeps its data. */
  halt(): Promise<void>;
  /** Starts it again after `halt`, on the same port and data. */
  restart(): Promise<void>;
  /** Stops it and removes its directory. */
  stop(): void;
}

export async function startCluster(port?: number, { durable = false } = {}): Promise<Cluster> {
  const at = port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'tricktable-pg.'));
  const env = { ...process.env, PGTEST_DIR: dir, PG_DURABLE: durable ? '1' : '' };
  const script = join(ROOT, 'scripts/postgres.sh');
  const url = execFileSync('bash', [script, 'start', String(at)], { env, encoding: 'utf8' }).trim();
  return {
    url,
    port: at,
    dir,
    // Not blocking: the clients of an outage test keep running (and reading answers) meanwhile.
    halt: async () => void (await promisify(execFile)('bash', [script, 'stop', String(at)], { env })),
    restart: async () => void (await promisify(execFile)('bash', [script, 'start', String(at)], { env })),
    stop: () => {
      execFileSync('bash', [script, 'stop', String(at)], { env });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A PostgreSQL server: SOAK_DATABASE_URL / TEST_DATABASE_URL when set, else a throwaway cluster. */
export async function postgresServer(): Promise<{ url: string; stop: () => void }> {
  const given = process.env.SOAK_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (given) return { url: given, stop: () => {} };
  return startCluster();
}

/** A fresh, empty database on that server (the server migrates it when it starts); `drop` removes it. */
export function freshDatabase(serverUrl: string, prefix = 'tt_soak'): Promise<{ url: string; drop: () => Promise<void> }> {
  return scratchDatabase(serverUrl, prefix);
}

export interface NodeServerProcess {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  /** Resolves when the process has exited (by any signal). */
  readonly exited: Promise<void>;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
}

/**
 * `src/node.ts` as `npm start` runs it, listening on `port`, rate limits off (one machine drives every
 * client), in local mode (its webhook receivers are on 127.0.0.1; `env` may say otherwise); resolves
 * once it answers. Its database: `DATABASE_URL` (PostgreSQL), or with `null` the embedded PGlite
 * (`env.DATA_DIR` says where). `nodeArgs`: extra node flags (e.g. `--cpu-prof`).
 */
export function startNodeServer(databaseUrl: string | null, port: number, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<NodeServerProcess> {
  const quiet = { RATE_LIMIT_PER_TOKEN: 'off', RATE_LIMIT_PER_IP: 'off', RATE_LIMIT_SIGN_UPS_PER_IP: 'off', RATE_LIMIT_STREAMS_PER_TOKEN: 'off', RATE_LIMIT_STREAMS_PER_IP: 'off', TRICKTABLE_MODE: 'local' };
  return launchNodeServer(databaseUrl, port, { ...quiet, ...env }, nodeArgs);
}

/** As startNodeServer, with the server's own defaults (every limit on) where `env` and the environment say nothing. */
export async function launchNodeServer(databaseUrl: string | null, port: number, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<NodeServerProcess> {
  const base: NodeJS.ProcessEnv = { ...process.env };
  delete base.DATABASE_URL;
  if (databaseUrl !== null) base.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(ROOT, 'src/node.ts')], {
    cwd: ROOT,
    env: { ...base, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  // Up to 60 s: a cold PGlite start (WASM, migrations) on a busy 2-core machine has taken over 15.
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited at start: ${output}`);
    try {
      const res = await fetch(`${baseUrl}/`);
      if (res.ok) return { child, baseUrl, exited, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start within 60 s: ${output}`);
}

/** SIGKILL: no shutdown hook, no flush, no goodbye. */
export async function kill9(server: NodeServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}
