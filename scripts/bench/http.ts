import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { mulberry32, type Chooser } from '../../src/engine';
import { freePort, startNodeServer } from '../../test/reliability/lib/processes';
import { freshDatabase, moveRequest, startPostgres, type DbKind } from './harness';
import { request } from './http-client';
import { heading, note, percentile, report } from './lib';
import { Replica } from './replica';

/**
 * Play-card throughput and latency over real HTTP: the Node server (`src/node.ts`, as `npm start`
 * runs it) in a child process, and this process driving `concurrency` games at once, each a loop that
 * creates a game, seats every player and plays it to the end with legal moves, then starts another.
 *
 * How a driver knows a legal move:
 * - `server`: it asks, `GET /legal-moves` with the token of the seat to act, then posts one of them
 *   (two requests per move, as a simple client does);
 * - `replica`: it reads each new game's seed from the database and replays the game itself, so every
 *   request it sends is a move (PostgreSQL only: an embedded PGlite belongs to the server process).
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
async function startServer(databaseUrl: string | null, env: Record<string, string>) {
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

/** CPU time (user + system) a process has used, in milliseconds (Linux /proc); 0 if it is gone. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14, 15 of stat)
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return 0;
  }
}

/** CPU time used on the whole machine (all cores, every process), in milliseconds. */
export function machineBusyMs(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const idle = ticks[3]! + ticks[4]!; // idle, iowait
  return ((ticks.reduce((a, b) => a + b, 0) - idle) * 1000) / 100;
}

/** CPU time of every PostgreSQL server process on this machine (backends come and go: approximate). */
function postgresCpuMs(): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(Number(pid));
    } catch {
      // exited meanwhile
    }
  }
  return total;
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
  const agent = new http.Agent({ keepAlive: true, maxSockets: run.concurrency + 4 });
  const url = new URL(server.base);

  const send = (method: string, path: string, token?: string, body?: unknown) => request(url, agent, method, path, token, body);

  type Kind = 'play' | 'other action' | 'legal-moves' | 'create+join';
  const samples: Record<Kind, number[]> = { play: [], 'other action': [], 'legal-moves': [], 'create+join': [] };
  let measuring = false;
  let stopping = false;
  let finishedGames = 0;
  const timed = async <T>(kind: Kind, f: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const r = await f();
    if (measuring) samples[kind].push(performance.now() - t0);
    return r;
  };
  const expect = (res: { status: number; body: any }, status: number, what: string) => {
    if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };

  async function playOneGame(choose: Chooser): Promise<void> {
    const seated = await timed('create+join', async () => {
      const created = expect(await send('POST', '/v1/games', undefined, { type: run.game.type, options: run.game.options }), 201, 'create');
      const tokens: string[] = [];
      for (let seat = 0; seat < created.seats.length; seat++) tokens.push(expect(await send('POST', `/v1/games/${created.id}/join`, undefined, { seat }), 201, 'join').token);
      return { id: created.id as string, tokens, options: created.options };
    });
    const { id, tokens } = seated;
    if (run.moves === 'replica') {
      const row = await seeds!.query('SELECT seed, options FROM games WHERE id = $1', [id]);
      const replica = new Replica(run.game.type, row.rows[0].options, row.rows[0].seed, run.game.options.autoPlayForced !== false);
      for (let seat = 0; seat < tokens.length; seat++) replica.join(seat, `Player ${seat + 1}`);
      for (;;) {
        if (stopping) return;
        const move = replica.pick(choose);
        if (!move) break;
        const req = moveRequest(id, move.action);
        const body = expect(await timed(req.play ? 'play' : 'other action', () => send('POST', req.path, tokens[move.seat], req.body)), 200, 'move');
        replica.act(move.seat, move.action);
        if (body.version !== replica.version) throw new Error(`server at version ${body.version}, replica at ${replica.version}`);
      }
    } else {
      let view = expect(await send('GET', `/v1/games/${id}`), 200, 'view');
      while (view.status === 'active') {
        if (stopping) return;
        const seat: number = view.toAct[choose(view.toAct.length)];
        const { moves } = expect(await timed('legal-moves', () => send('GET', `/v1/games/${id}/legal-moves`, tokens[seat])), 200, 'legal-moves');
        const req = moveRequest(id, moves[choose(moves.length)]);
        view = expect(await timed(req.play ? 'play' : 'other action', () => send('POST', req.path, tokens[seat], req.body)), 200, 'move').view;
      }
    }
    finishedGames++;
  }

  // A driver that fails stops the run; the error is thrown below, inside the try, so the server and
  // the database are still cleaned up (an unhandled rejection would leave the server running).
  let failure: unknown = null;
  const loops = Array.from({ length: run.concurrency }, async (_, i) => {
    const choose = mulberry32(1000 + i);
    while (!stopping) await playOneGame(choose);
  }).map((loop) =>
    loop.catch((err: unknown) => {
      failure ??= err;
      stopping = true;
    }),
  );
  try {
    await new Promise((r) => setTimeout(r, run.warmupSeconds * 1000));
    if (failure) throw failure;
    const cpu0 = cpuMs(server.child.pid!);
    const pgCpu0 = postgresCpuMs();
    const driverCpu0 = process.cpuUsage();
    const machine0 = machineBusyMs();
    const games0 = finishedGames;
    measuring = true;
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, run.seconds * 1000));
    measuring = false;
    const seconds = (performance.now() - t0) / 1000;
    const cpu = cpuMs(server.child.pid!) - cpu0;
    const pgCpu = postgresCpuMs() - pgCpu0;
    const driverCpu = process.cpuUsage(driverCpu0);
    const machine = machineBusyMs() - machine0;
    stopping = true;
    await Promise.all(loops);
    if (failure) throw failure;
    const all = Object.values(samples).reduce((n, s) => n + s.length, 0);
    const base = { db: run.kind, concurrency: run.concurrency, game: run.game.type, moves: run.moves, seconds: Math.round(seconds) };
    const play = samples.play.sort((a, b) => a - b);
    report({ section: 'http', name: 'play-card throughput', value: play.length / seconds, unit: 'req/s', ...base, allRequestsPerSec: all / seconds, gamesFinishedPerSec: (finishedGames - games0) / seconds });
    report({ section: 'http', name: 'play-card latency p50', value: percentile(play, 50), unit: 'ms', ...base });
    report({ section: 'http', name: 'play-card latency p99', value: percentile(play, 99), unit: 'ms', ...base });
    for (const kind of ['other action', 'legal-moves'] as const) {
      const s = samples[kind].sort((a, b) => a - b);
      if (s.length > 0) report({ section: 'http', name: `${kind} latency p50/p99`, value: percentile(s, 50), unit: 'ms', ...base, p99Ms: percentile(s, 99), perSec: s.length / seconds });
    }
    const cores = (ms: number) => Math.round((ms / 1000 / seconds) * 100) / 100;
    report({
      section: 'http',
      name: 'server CPU per request',
      value: (cpu * 1000) / all,
      unit: 'µs',
      ...base,
      serverCores: cores(cpu),
      postgresCores: cores(pgCpu),
      driverCores: cores((driverCpu.user + driverCpu.system) / 1000),
      // Busy cores of the whole machine: what the three above do not explain is someone else's load.
      machineCores: cores(machine),
    });
  } finally {
    stopping = true;
    await Promise.allSettled(loops);
    agent.destroy();
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
