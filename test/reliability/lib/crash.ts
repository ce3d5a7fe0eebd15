import { sql } from 'drizzle-orm';
import { mulberry32, type Chooser } from '../../../src/engine';
import { DrizzleEventStore } from '../../../src/store';
import { openPostgres } from '../../../src/store/clients/node-postgres';
import { Api, type Reply } from '../../support/api';
import { kill9, startNodeServer, type NodeServerProcess } from './processes';
import { checkOutbox } from './outbox-check';
import { GAME_TYPES, isProblem, outcomeOf, verifyLedger, type Acknowledged, type LedgerCheck } from './race';

/**
 * The crash driver (issue 8 §3): the Node server (`src/node.ts`, its own process) on PostgreSQL under
 * load from careful clients, killed with SIGKILL at random moments and restarted each time.
 *
 * Careful clients send every action with `If-Match` and an `Idempotency-Key`. A request cut off by a
 * kill has an unknown outcome, so the client resends exactly the same request (same key, same body,
 * same If-Match) until the restarted server answers: 200 (the first answer replayed, or applied now)
 * or 412 (it was not applied and the game moved on). Afterwards every acknowledged action must be in
 * the log, every log must replay, and — since every cut request was resolved — every action in the
 * log must have been acknowledged to someone.
 */
export interface CrashOptions {
  readonly databaseUrl: string;
  readonly port: number;
  readonly kills: number;
  readonly clients: number;
  readonly games: number;
  /** Each kill comes after a random uptime in [minUpMs, maxUpMs] from the restart before it. */
  readonly minUpMs: number;
  readonly maxUpMs: number;
  readonly seed?: number;
  /** Calls after the last restart, before the clients stop (ms). */
  readonly settleMs?: number;
  readonly log?: (line: string) => void;
}

export interface CrashReport {
  kills: number;
  restarts: number;
  attempted: number;
  accepted: number;
  rejected: Record<string, number>;
  /** Requests that got no answer because the server died under them (or was down). */
  cutOff: number;
  /** Actions whose request was cut off, resolved by resending: applied before the kill (replayed), applied by the resend, or refused. */
  resolvedReplayed: number;
  resolvedApplied: number;
  resolvedRefused: number;
  unexpected: string[];
  gamesPlayed: number;
  ms: number;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function crashRun(options: CrashOptions): Promise<{ report: CrashReport; check: LedgerCheck; outbox: string[] }> {
  const log = options.log ?? (() => {});
  const report: CrashReport = { kills: 0, restarts: 0, attempted: 0, accepted: 0, rejected: {}, cutOff: 0, resolvedReplayed: 0, resolvedApplied: 0, resolvedRefused: 0, unexpected: [], gamesPlayed: 0, ms: 0 };
  const start = Date.now();
  let server: NodeServerProcess = await startNodeServer(options.databaseUrl, options.port);
  const api = new Api(server.baseUrl);
  const ledger: Acknowledged[] = [];
  const gameIds: string[] = [];
  let stopping = false;

  /** A request that is resent until some server answers it (network errors and 5xx are "no answer"). */
  async function answered(send: () => Promise<Reply>, onCut?: () => void): Promise<Reply> {
    for (let tries = 0; ; tries++) {
      try {
        const reply = await send();
        if (reply.status < 500) return reply;
        report.unexpected.push(`${reply.status}: ${reply.text.slice(0, 200)}`);
      } catch {
        report.cutOff++;
        onCut?.();
      }
      if (tries > 400) throw new Error('no answer for 40 s');
      await pause(100);
    }
  }

  const pool: Array<{ id: string; tokens: string[]; replacing?: boolean }> = [];
  async function newGame(type: string) {
    // Each game has a subscription (to a port nobody listens on), so appends write outbox rows too.
    const created = await answered(() => api.request('POST', '/v1/games', { body: { type, webhooks: [{ url: DEAD_RECEIVER }] } }));
    if (created.status !== 201) throw new Error(`create: ${created.text}`);
    gameIds.push(created.body.id);
    const tokens: string[] = [];
    for (const _ of created.body.seats) {
      // A join cut off by a kill may have taken a seat whose token we never saw: join again until
      // every seat is known (a game with a lost seat is abandoned, not an error: it cannot be played).
      const joined = await answered(() => api.join(created.body.id));
      if (joined.status === 201) tokens[joined.body.seat] = joined.body.token;
      else return null;
    }
    report.gamesPlayed++;
    return tokens.filter(Boolean).length === created.body.seats.length ? { id: created.body.id as string, tokens } : null;
  }
  async function seatedGame(type: string) {
    for (;;) {
      const g = await newGame(type);
      if (g) return g;
    }
  }
  for (let i = 0; i < options.games; i++) pool.push(await seatedGame(GAME_TYPES[i % GAME_TYPES.length]!));

  async function client(index: number, choose: Chooser): Promise<void> {
    let n = 0;
    while (!stopping) {
      const slot = choose(pool.length);
      const live = pool[slot]!;
      if (live.replacing) {
        await pause(10);
        continue;
      }
      const view = await answered(() => api.view(live.id));
      if (view.body?.status === 'finished') {
        live.replacing = true;
        pool[slot] = await seatedGame(GAME_TYPES[report.gamesPlayed % GAME_TYPES.length]!);
        continue;
      }
      const toAct: number[] = view.body?.toAct ?? [];
      if (toAct.length === 0) continue;
      const seat = toAct[choose(toAct.length)]!;
      const moves = await answered(() => api.legalMoves(live.id, live.tokens[seat]));
      if (moves.status !== 200 || moves.body.moves.length === 0) continue;
      const action = moves.body.moves[choose(moves.body.moves.length)];
      const key = `crash-${index}-${n++}`;
      const headers = { 'if-match': `"${moves.body.version}"`, 'idempotency-key': key };
      report.attempted++;
      let cut = false;
      const res = await answered(
        () => api.act(live.id, live.tokens[seat], action, headers),
        () => (cut = true),
      );
      const outcome = outcomeOf(res);
      if (outcome !== '200' && outcome !== '412 precondition-failed') report.unexpected.push(`careful client got ${outcome}: ${res.text.slice(0, 300)}`);
      if (res.status >= 300 && !isProblem(res)) report.unexpected.push(`not problem+json: ${res.status} ${res.text.slice(0, 200)}`);
      if (res.status === 200) {
        report.accepted++;
        ledger.push({ gameId: live.id, seq: res.body.version, seat, action, idempotencyKey: key, view: res.body.view });
        if (cut) res.headers.get('idempotent-replayed') === 'true' ? report.resolvedReplayed++ : report.resolvedApplied++;
      } else {
        report.rejected[outcome] = (report.rejected[outcome] ?? 0) + 1;
        if (cut) report.resolvedRefused++;
      }
    }
  }

  const seed = options.seed ?? 1;
  const random = mulberry32(seed);
  const clients = Promise.all(Array.from({ length: options.clients }, (_, i) => client(i, mulberry32(seed * 7919 + i))));
  try {
    for (let k = 0; k < options.kills; k++) {
      await pause(options.minUpMs + random(Math.max(1, options.maxUpMs - options.minUpMs)));
      await kill9(server);
      report.kills++;
      log(`kill ${report.kills}/${options.kills} after ${report.attempted} actions attempted`);
      server = await startNodeServer(options.databaseUrl, options.port);
      report.restarts++;
    }
    await pause(options.settleMs ?? 500);
  } finally {
    stopping = true;
    await clients;
  }
  report.ms = Date.now() - start;

  const opened = await openPostgres(options.databaseUrl, { migrateFirst: false });
  try {
    // Every game in the database, including those whose creation or joins were cut off.
    const rows = await opened.db.execute(sql`SELECT id FROM games ORDER BY id`);
    const all = (rows as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
    if (!gameIds.every((id) => all.includes(id))) report.unexpected.push('a game some client created is not in the database');
    const check = await verifyLedger(new DrizzleEventStore(opened.db), all, ledger, { complete: true });
    const outbox = await checkOutbox(opened.db);
    return { report, check, outbox };
  } finally {
    await opened.close();
    await kill9(server);
  }
}

/** Where the crash run's subscriptions point: nothing listens, so deliveries stay queued. */
const DEAD_RECEIVER = 'http://127.0.0.1:9/tricktable';

export { checkOutbox } from './outbox-check';
