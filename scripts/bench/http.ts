import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, startNodeServer } from '../../test/reliability/lib/processes';
import { cpuMs, durabilityOf, machineBusyMs, postmasterOf, treeCpuMs } from './cpu';
import { drive, type DriveOptions } from './driver';
import { freshDatabase, startPostgres, type DbKind } from './harness';
import { heading, note, percentile, report } from './lib';

/**
 * Play-card throughput and latency over real HTTP: the Node server (`src/node.ts`, as `npm start`
 * runs it) in a child process, and this process driving `concurrency` games at once (driver.ts: how
 * the driver plays, and where its legal moves come from).
 */
export interface HttpRun {
  readonly kind: DbKind;
  readonly moves: 'server' | 'replica';
  readonly concurrency: number;
  readonly seconds: number;
  readonly warmupSeconds: number;
  readonly game: { type: string; options: Record<string, unknown> };
}

/** The Node server as `npm start` runs it, on a free port; `stop` ends it with SIGTERM. */
export async function startServer(databaseUrl: string | null, env: Record<string, string>) {
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server (e.g. --cpu-prof to profile it under load).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = await startNodeServer(databaseUrl, await freePort(), env, nodeArgs);
  return {
    child: server.child,
    base: server.baseUrl,
    stop: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
    },
  };
}

export async function httpBench(run: HttpRun, pgUrl?: string): Promise<void> {
  heading(`HTTP: Node server (child process) on ${run.kind}, ${run.concurrency} concurrent ${run.game.type} games, moves from ${run.moves}, ${run.seconds} s after ${run.warmupSeconds} s warm-up`);
  let database: { url: string; drop: () => Promise<void> } | null = null;
  let dataDir: string | null = null;
  // The server runs without rate limits (startNodeServer): one client machine plays every seat of 50
  // games as fast as it can, and the per-IP and per-token limits would answer 429 within a second.
  const env: Record<string, string> = {};
  if (run.kind === 'PostgreSQL 15') database = await freshDatabase(pgUrl!);
  else {
    dataDir = mkdtempSync(join(tmpdir(), 'tricktable-bench-'));
    env.DATA_DIR = dataDir;
  }
  const server = await startServer(database?.url ?? null, env);
  const seeds = database ? new pg.Pool({ connectionString: database.url, max: 2 }) : null;
  seeds?.on('error', () => {}); // an idle client the server ends must not end the bench
  const postmaster = database ? await postmasterOf(database.url) : null;
  const durability = database ? await durabilityOf(database.url) : 'PGlite (in the server process)';
  try {
    const options: DriveOptions = { ...run, seeds: seeds ?? undefined };
    const pid = server.child.pid!;
    const driven = await drive(server.base, options, {
      start: () => ({ cpu: cpuMs(pid), pg: postmaster ? treeCpuMs(postmaster) : 0, driver: process.cpuUsage(), machine: machineBusyMs() }),
      end: (s) => ({ cpu: cpuMs(pid) - s.cpu, pg: postmaster ? treeCpuMs(postmaster) - s.pg : 0, driver: process.cpuUsage(s.driver), machine: machineBusyMs() - s.machine }),
    });
    const { samples, seconds, window: used } = driven;
    const all = Object.values(samples).reduce((n, s) => n + s.length, 0);
    const base = { db: run.kind, concurrency: run.concurrency, game: run.game.type, moves: run.moves, seconds: Math.round(seconds), durability };
    const play = samples.play;
    report({ section: 'http', name: 'play-card throughput', value: play.length / seconds, unit: 'req/s', ...base, allRequestsPerSec: all / seconds, gamesFinishedPerSec: driven.gamesFinished / seconds });
    report({ section: 'http', name: 'play-card latency p50', value: percentile(play, 50), unit: 'ms', ...base });
    report({ section: 'http', name: 'play-card latency p99', value: percentile(play, 99), unit: 'ms', ...base });
    for (const kind of ['other action', 'legal-moves'] as const) {
      const s = samples[kind];
      if (s.length > 0) report({ section: 'http', name: `${kind} latency p50/p99`, value: percentile(s, 50), unit: 'ms', ...base, p99Ms: percentile(s, 99), perSec: s.length / seconds });
    }
    const cores = (ms: number) => Math.round((ms / 1000 / seconds) * 100) / 100;
    report({
      section: 'http',
      name: 'server CPU per request',
      value: (used.cpu * 1000) / all,
      unit: 'µs',
      ...base,
      serverCores: cores(used.cpu),
      postgresCores: cores(used.pg),
      driverCores: cores((used.driver.user + used.driver.system) / 1000),
      // Busy cores of the whole machine: what the three above do not explain is someone else's load.
      machineCores: cores(used.machine),
    });
  } finally {
    await seeds?.end();
    await server.stop();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

const TANGO = { type: 'tango', options: { variant: 'roses' } };

if (import.meta.url === `file://${process.argv[1]}`) {
  const seconds = Number(process.argv.find((a) => a.startsWith('--seconds='))?.split('=')[1] ?? 10);
  const concurrency = Number(process.argv.find((a) => a.startsWith('--concurrency='))?.split('=')[1] ?? 50);
  const common = { concurrency, seconds, warmupSeconds: 3, game: TANGO };
  if (!process.argv.includes('--pglite-only')) {
    const pgServer = await startPostgres();
    try {
      if (pgServer) {
        await httpBench({ ...common, kind: 'PostgreSQL 15', moves: 'replica' }, pgServer.url);
        if (!process.argv.includes('--replica-only')) await httpBench({ ...common, kind: 'PostgreSQL 15', moves: 'server' }, pgServer.url);
      } else note('no PostgreSQL');
    } finally {
      pgServer?.stop();
    }
  }
  if (!process.argv.includes('--replica-only')) await httpBench({ ...common, kind: 'PGlite', moves: 'server' });
}
