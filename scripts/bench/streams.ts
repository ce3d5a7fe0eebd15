import http from 'node:http';
import pg from 'pg';
import { commitsOf } from './cpu';
import { createGame, GameCache, joinGame, versionsThroughCache, type AppDeps } from '../../src/app';
import type { Chooser } from '../../src/engine';
import { ChangeAnnouncer, DrizzleEventStore, GAME_CHANNEL } from '../../src/store';
import { openPostgres } from '../../src/store/clients/node-postgres';
import { freePort, startCluster, startNodeServer } from '../../test/reliability/lib/processes';
import { SseParser, type SseEvent } from '../../test/support/sse';
import { freshDatabase, moveRequest } from './harness';
import { request } from './http-client';
import { heading, note, percentile, report } from './lib';
import { LoadLoops } from './load-loops';

/**
 * Games played with streams (issue 15): the Node server (`src/node.ts`, as `npm start` runs it) on
 * PostgreSQL 15 with production durability (fsync on), and `games` Tango games at once, each seat a
 * client of its own — its own stream connection and its own keep-alive agent — that learns its turn
 * from its stream (a `view` with legal moves) and sends one POST per move (`Prefer: return=minimal`,
 * nothing else). A finished game is replaced by a new one.
 *
 * Figures: moves/s; the POST's latency; and "move → next turn", from sending a move to the moment
 * the seat to act next holds it on its stream (what a player waits for). Then what notifying costs
 * the appends, measured apart (notifyCost).
 */
export interface StreamRun {
  readonly games: number;
  readonly seconds: number;
  readonly warmupSeconds: number;
}

const TANGO = { type: 'tango', options: { variant: 'roses' } };

/** A PostgreSQL server with fsync on: BENCH_DURABLE_DATABASE_URL, or a throwaway durable cluster. */
async function durableServer(): Promise<{ url: string; stop: () => void }> {
  if (process.env.BENCH_DURABLE_DATABASE_URL) return { url: process.env.BENCH_DURABLE_DATABASE_URL, stop: () => {} };
  const cluster = await startCluster(undefined, { durable: true });
  note(`PostgreSQL 15 (durable): ${cluster.url} (PG_DURABLE=1 scripts/postgres.sh start ${cluster.port}, in ${cluster.dir})`);
  return cluster;
}

/** The durability settings the server runs with, as it reports them (printed with every figure). */
async function durability(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const settings: Record<string, string> = {};
    for (const name of ['fsync', 'synchronous_commit', 'full_page_writes', 'wal_sync_method']) settings[name] = (await client.query(`SHOW ${name}`)).rows[0][name];
    return settings;
  } finally {
    await client.end();
  }
}

/** One seat's client: its stream, and POSTs through its own agent. */
class SeatClient {
  readonly agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  #stream: http.ClientRequest | null = null;

  constructor(
    private readonly base: URL,
    readonly token: string,
  ) {}

  /** Opens the stream; `onEvent` gets each event as it arrives. Resolves once the stream answers. */
  open(gameId: string, onEvent: (e: SseEvent) => void, onEnd: () => void): Promise<void> {
    return new Promise((resolve, reject) => {
      const parser = new SseParser();
      const req = http.get(
        { host: this.base.hostname, port: this.base.port, path: `/v1/games/${gameId}/stream`, headers: { authorization: `Bearer ${this.token}`, accept: 'text/event-stream' }, agent: false },
        (res) => {
          if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            for (const e of parser.feed(chunk)) onEvent(e);
          });
          res.on('end', onEnd);
          res.on('error', () => {});
          resolve();
        },
      );
      req.on('error', reject);
      this.#stream = req;
    });
  }

  post(path: string, body: unknown): Promise<{ status: number; body: any }> {
    return request(this.base, this.agent, 'POST', path, this.token, body, { prefer: 'return=minimal' });
  }

  close(): void {
    this.#stream?.destroy();
    this.agent.destroy();
  }
}

export async function streamsBench(run: StreamRun): Promise<void> {
  heading(`streams: Node server (child process) on PostgreSQL 15 with fsync on, ${run.games} concurrent tango games, each seat its own streaming client, one POST per move, ${run.seconds} s after ${run.warmupSeconds} s warm-up`);
  const server = await durableServer();
  try {
    const settings = await durability(server.url);
    note(`durability: ${Object.entries(settings).map(([k, v]) => `${k}=${v}`).join(', ')}`);
    const labels = { db: 'PostgreSQL 15', ...settings, games: run.games };
    await playWithStreams(run, server.url, labels);
    await notifyCost(server.url, labels, run);
    await idleCheckCost(server.url, labels);
  } finally {
    server.stop();
  }
}

async function playWithStreams(run: StreamRun, serverUrl: string, labels: Record<string, unknown>): Promise<void> {
  const database = await freshDatabase(serverUrl);
  const node = await startNodeServer(database.url, await freePort());
  const base = new URL(node.baseUrl);
  const admin = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const samples = { post: [] as number[], turn: [] as number[] };
  let measuring = false;
  let moves = 0;
  let stale = 0;

  /** One game to its end: both seats stream; each moves when its stream says it is its turn. */
  async function playOne(choose: Chooser): Promise<void> {
    const created = await request(base, admin, 'POST', '/v1/games', undefined, TANGO);
    if (created.status !== 201) throw new Error(`create: ${created.status}`);
    const id: string = created.body.id;
    const seats: SeatClient[] = [];
    for (let seat = 0; seat < 2; seat++) {
      const joined = await request(base, admin, 'POST', `/v1/games/${id}/join`, undefined, { seat });
      if (joined.status !== 201) throw new Error(`join: ${joined.status}`);
      seats.push(new SeatClient(base, joined.body.token));
    }
    let sentAt: number | null = null;
    let resolveDone!: () => void;
    const done = new Promise<void>((r) => (resolveDone = r));
    let ended = 0;
    const onEvent = (seat: SeatClient) => (e: SseEvent) => {
      if (e.event === 'finished' || loops.stopping) return;
      if (e.event !== 'view' || e.data.legalMoves === null || e.data.legalMoves.moves.length === 0) return;
      if (sentAt !== null && measuring) samples.turn.push(performance.now() - sentAt);
      const list = e.data.legalMoves.moves;
      const req = moveRequest(id, list[choose(list.length)]);
      const t0 = performance.now();
      sentAt = t0;
      seat
        .post(req.path, req.body)
        .then((res) => {
          // A stream shows the view after each entry; when the server played forced moves right after
          // (autoPlayForced), the view this move answered is already past: refused 409 (game over, not
          // this seat's turn) and counted as stale, as a real client would drop it. Anything else fails.
          if (res.status === 409) return void (measuring && stale++);
          if (res.status !== 200) throw new Error(`move: ${res.status} ${JSON.stringify(res.body)}`);
          if (measuring) {
            samples.post.push(performance.now() - t0);
            moves++;
          }
        })
        .catch((err) => {
          // Once stopping, close() cuts the moves still in flight (socket hang up): not a failure.
          if (!loops.stopping) loops.fail(err);
          resolveDone();
        });
    };
    const onEnd = () => {
      if (++ended === seats.length) resolveDone();
    };
    for (const seat of seats) await seat.open(id, onEvent(seat), onEnd);
    const stop = setInterval(() => loops.stopping && resolveDone(), 100);
    await done;
    clearInterval(stop);
    for (const seat of seats) seat.close();
  }

  const loops = new LoadLoops(run.games, 2000, playOne);
  try {
    await loops.run(run.warmupSeconds);
    const dbName = new URL(database.url).pathname.slice(1);
    const committed = await commitsOf(serverUrl, dbName);
    measuring = true;
    const t0 = performance.now();
    await loops.run(run.seconds);
    measuring = false;
    const seconds = (performance.now() - t0) / 1000;
    await loops.stop();
    // The backends report their counts when idle, up to a second late (cpu.ts commitsOf): at both
    // edges alike, so the window is as long as the run's, a second earlier.
    const after = await commitsOf(serverUrl, dbName);
    const post = samples.post.sort((a, b) => a - b);
    const turn = samples.turn.sort((a, b) => a - b);
    const base = { ...labels, seconds: Math.round(seconds) };
    report({ section: 'streams', name: 'moves played over streams', value: moves / seconds, unit: 'moves/s', ...base, staleMoves: stale });
    report({ section: 'streams', name: 'move POST latency p50', value: percentile(post, 50), unit: 'ms', ...base, p99Ms: percentile(post, 99) });
    report({ section: 'streams', name: 'move → next turn on its stream p50', value: percentile(turn, 50), unit: 'ms', ...base, p99Ms: percentile(turn, 99), samples: turn.length });
    // Issue 29's "commits per move": every transaction PostgreSQL committed in the game's database
    // (reads outside a transaction count, as the stat counts them), and the WAL flushes behind them.
    // (The window's edges: a game's create and joins started before it may commit in it, and the
    // moves in flight at its end are not counted: both small against thousands of moves.)
    report({ section: 'streams', name: 'transactions per move (pg_stat_database.xact_commit)', value: (after.transactions - committed.transactions) / moves, unit: 'per move', ...base });
    // The commits that write (the append, the NOTIFY batches), as transaction ids handed out: issue
    // 29's "commits per move". xact_commit above also counts every read and every fence.
    report({ section: 'streams', name: 'write commits per move (transaction ids)', value: (after.xids - committed.xids - 1) / moves, unit: 'per move', ...base, target: '≤ 1.1 (issue 29)' });
    report({ section: 'streams', name: 'WAL flushes per move (pg_stat_wal.wal_sync)', value: (after.walSyncs - committed.walSyncs) / moves, unit: 'per move', ...base });
  } finally {
    await loops.settle();
    admin.destroy();
    node.child.kill('SIGTERM');
    await node.exited;
    await database.drop();
  }
}

/**
 * What notifying costs the appends, on the same durable cluster: `writers` games appended to at
 * once, one entry per statement, as fast as they go — without a notification; with one sent after
 * each commit (ChangeAnnouncer, what the server does); and with `pg_notify` inside the statement.
 * PostgreSQL serialises the commits of notifying transactions (a lock held through the commit, so
 * that notifications queue in commit order), which with fsync on takes their WAL flushes too.
 */
async function notifyCost(serverUrl: string, labels: Record<string, unknown>, run: StreamRun): Promise<void> {
  const database = await freshDatabase(serverUrl);
  const opened = await openPostgres(database.url, { max: run.games });
  const pool = new pg.Pool({ connectionString: database.url, max: run.games });
  pool.on('error', () => {});
  const announcer = new ChangeAnnouncer(opened.notify);
  const variants = [
    { name: 'no notification', inStatement: false, after: false },
    { name: 'NOTIFY after the commit (as the server does)', inStatement: false, after: true },
    { name: 'NOTIFY inside the append statement', inStatement: true, after: false },
  ];
  try {
    for (const [v, variant] of variants.entries()) {
      const store = new DrizzleEventStore(opened.db);
      const at = new Date().toISOString();
      const ids = await Promise.all(
        Array.from({ length: run.games }, async (_, i) => {
          const id = `g_notifybench${v}_${String(i).padStart(3, '0')}`;
          await store.createGame({ id, type: 'tango', options: {}, rulesetVersion: 1, settings: { turnTimeout: null, autoPlayForced: false, hotSeat: false }, seed: '00', seedCommitment: '00', adminTokenHash: '00', createdAt: at });
          return id;
        }),
      );
      const notify = variant.inStatement ? `, (SELECT pg_notify('${GAME_CHANNEL}', $1 || ':' || max(seq)) FROM logged) AS notified` : '';
      const statement = `WITH logged AS (INSERT INTO actions (game_id, seq, kind, seat, payload, created_at) VALUES ($1, $2, 'action', 0, '{}'::jsonb, now()) RETURNING seq)
        SELECT count(*) AS appended ${notify} FROM logged`;
      let appends = 0;
      const end = performance.now() + Math.min(run.seconds, 5) * 1000;
      const t0 = performance.now();
      await Promise.all(
        ids.map(async (id) => {
          for (let seq = 1; performance.now() < end; seq++) {
            await pool.query(statement, [id, seq]);
            if (variant.after) announcer.announce(id, seq);
            appends++;
          }
        }),
      );
      await announcer.drain();
      const seconds = (performance.now() - t0) / 1000;
      report({ section: 'streams', name: `appends, ${run.games} writers, ${variant.name}`, value: appends / seconds, unit: 'appends/s', ...labels });
    }
  } finally {
    await pool.end();
    await opened.close();
    await database.drop();
  }
}

/**
 * The cost of one check of an idle stream, as the Workers poller makes it once a second
 * (versionsThroughCache: the game's row and its entries after the cached version — none), here
 * through node-postgres: the wall time of the round trip, and the CPU this process spends on it (a
 * proxy for the Worker's CPU per check; the query itself runs in PostgreSQL).
 */
async function idleCheckCost(serverUrl: string, labels: Record<string, unknown>): Promise<void> {
  const database = await freshDatabase(serverUrl);
  const opened = await openPostgres(database.url, { max: 2 });
  try {
    const deps: AppDeps = { store: new DrizzleEventStore(opened.db), cache: new GameCache() };
    const created = await createGame(deps, { type: 'tango' });
    for (let i = 0; i < 2; i++) await joinGame(deps, created.id, {});
    const check = versionsThroughCache(() => deps);
    const wall: number[] = [];
    for (let i = 0; i < 50; i++) await check([created.id]); // warm-up
    const cpu0 = process.cpuUsage();
    const n = 500;
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      await check([created.id]);
      wall.push(performance.now() - t0);
    }
    const cpu = process.cpuUsage(cpu0);
    wall.sort((a, b) => a - b);
    report({ section: 'streams', name: 'idle stream check (the Workers poll), round trip p50', value: percentile(wall, 50), unit: 'ms', ...labels, p99Ms: percentile(wall, 99), cpuUsPerCheck: (cpu.user + cpu.system) / n });
  } finally {
    await opened.close();
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const quick = process.argv.includes('--quick');
  await streamsBench({ games: 20, seconds: quick ? 5 : 15, warmupSeconds: 3 });
}
