import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { randomId } from '../../../src/app/tokens';

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
 * A PostgreSQL server: SOAK_DATABASE_URL / TEST_DATABASE_URL when set, else a throwaway PostgreSQL 15
 * cluster started with scripts/postgres.sh on a free port (stopped and removed by `stop`).
 */
export async function postgresServer(): Promise<{ url: string; stop: () => void }> {
  const given = process.env.SOAK_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (given) return { url: given, stop: () => {} };
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'tricktable-soak-pg.'));
  const env = { ...process.env, PGTEST_DIR: dir };
  const url = execFileSync('bash', [join(ROOT, 'scripts/postgres.sh'), 'start', String(port)], { env, encoding: 'utf8' }).trim();
  return {
    url,
    stop: () => {
      execFileSync('bash', [join(ROOT, 'scripts/postgres.sh'), 'stop', String(port)], { env });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh, empty database on that server (the server migrates it when it starts); `drop` removes it. */
export async function freshDatabase(serverUrl: string, prefix = 'tt_soak'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomId(10).toLowerCase().replace(/[^a-z0-9]/g, 'x')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

export interface NodeServerProcess {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  /** Resolves when the process has exited (by any signal). */
  readonly exited: Promise<void>;
}

/** `src/node.ts` as `npm start` runs it, on `DATABASE_URL`, listening on `port`; resolves once it answers. */
export async function startNodeServer(databaseUrl: string, port: number, env: Record<string, string> = {}): Promise<NodeServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'src/node.ts')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_PER_TOKEN: 'off', RATE_LIMIT_PER_IP: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited at start: ${output}`);
    try {
      const res = await fetch(`${baseUrl}/`);
      if (res.ok) return { child, baseUrl, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start within 15 s: ${output}`);
}

/** SIGKILL: no shutdown hook, no flush, no goodbye. */
export async function kill9(server: NodeServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}
