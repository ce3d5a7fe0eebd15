import { isDeepStrictEqual } from 'node:util';
import { mulberry32, type Chooser } from '../../../src/engine';
import { fromStored, matchAt } from '../../../src/app/game';
import { presentView } from '../../../src/app/game';
import type { EventStore, StoredGame } from '../../../src/store';
import type { Api, Reply } from '../../support/api';

/**
 * The race driver (issue 8 §1): many clients play many games at once through the public API. Each
 * step a client picks a live game, reads whose turn it is, reads that seat's legal moves and posts one.
 * Most clients send `If-Match` (the version of the moves they read); "blind" clients send none and let
 * the server judge the action on whatever state it finds; some send an `Idempotency-Key` too.
 * Every 2xx answer goes into the ledger, which `verifyLedger` checks against the database afterwards.
 */
export const GAME_TYPES = ['tango', 'tanni', 'tadpole', 'tantony'] as const;

export interface RaceOptions {
  readonly clients: number;
  readonly games: number;
  /** Action requests to attempt in all (the run stops at this many POSTs). */
  readonly actions: number;
  /** Share of clients that send no If-Match (default 1/4). */
  readonly blindShare?: number;
  /** Share of actions sent with an Idempotency-Key (default 1/3). */
  readonly keyedShare?: number;
  readonly types?: readonly string[];
  readonly seed?: number;
  /** Stop after this many ms even if not all actions were attempted. */
  readonly deadlineMs?: number;
}

export interface Acknowledged {
  readonly gameId: string;
  readonly seq: number;
  readonly seat: number;
  readonly action: unknown;
  readonly idempotencyKey?: string;
  readonly view: unknown;
}

export interface RaceReport {
  attempted: number;
  accepted: number;
  /** Rejections by `status code` (e.g. `412 precondition-failed`). */
  rejected: Record<string, number>;
  /** Answers outside what the client's kind may legitimately get (must stay empty). */
  unexpected: string[];
  gamesPlayed: number;
  gamesFinished: number;
  requests: number;
  ms: number;
}

/** What each kind of client may legitimately be answered to an action (see docs/reliability.md). */
export const EXPECTED = {
  ifMatch: new Set(['200', '412 precondition-failed']),
  blind: new Set(['200', '409 not-your-turn', '409 game-over', '409 version-conflict', '422 illegal-action']),
};

interface Live {
  id: string;
  tokens: string[];
  replacing?: boolean;
}

export const isProblem = (r: Reply) => (r.headers.get('content-type') ?? '').startsWith('application/problem+json') && typeof r.body?.code === 'string' && r.body.status === r.status;
export const outcomeOf = (r: Reply) => (r.status >= 200 && r.status < 300 ? '200' : `${r.status} ${r.body?.code ?? '?'}`);

export async function seatedGame(api: Api, type: string): Promise<Live> {
  const g = await api.seated(type);
  return { id: g.id, tokens: g.tokens };
}

export async function race(api: Api, options: RaceOptions): Promise<{ report: RaceReport; ledger: Acknowledged[]; gameIds: string[] }> {
  const types = options.types ?? GAME_TYPES;
  const blindClients = Math.round(options.clients * (options.blindShare ?? 0.25));
  const keyedShare = options.keyedShare ?? 1 / 3;
  const start = Date.now();
  const deadline = start + (options.deadlineMs ?? Infinity);
  const report: RaceReport = { attempted: 0, accepted: 0, rejected: {}, unexpected: [], gamesPlayed: 0, gamesFinished: 0, requests: 0, ms: 0 };
  const ledger: Acknowledged[] = [];
  const gameIds: string[] = [];
  const counted = async <T>(p: Promise<T>) => {
    report.requests++;
    return p;
  };

  const pool: Live[] = [];
  for (let i = 0; i < options.games; i++) {
    const g = await counted(seatedGame(api, types[i % types.length]!));
    pool.push(g);
    gameIds.push(g.id);
  }
  report.gamesPlayed = pool.length;

  async function replace(slot: number, live: Live): Promise<void> {
    if (live.replacing) return;
    live.replacing = true;
    report.gamesFinished++;
    const type = types[(report.gamesPlayed++) % types.length]!;
    const next = await counted(seatedGame(api, type));
    gameIds.push(next.id);
    pool[slot] = next;
  }

  async function client(index: number, choose: Chooser): Promise<void> {
    const blind = index < blindClients;
    let n = 0;
    while (report.attempted < options.actions && Date.now() < deadline) {
      const slot = choose(pool.length);
      const live = pool[slot]!;
      const view = await counted(api.view(live.id));
      if (view.status !== 200) {
        report.unexpected.push(`GET view ${view.status}: ${view.text.slice(0, 200)}`);
        continue;
      }
      if (view.body.status === 'finished') {
        await replace(slot, live);
        continue;
      }
      const toAct: number[] = view.body.toAct;
      if (toAct.length === 0) continue;
      const seat = toAct[choose(toAct.length)]!;
      const moves = await counted(api.legalMoves(live.id, live.tokens[seat]));
      if (moves.status !== 200) {
        report.unexpected.push(`GET legal-moves ${moves.status}: ${moves.text.slice(0, 200)}`);
        continue;
      }
      if (moves.body.moves.length === 0) continue; // the turn passed meanwhile
      const action = moves.body.moves[choose(moves.body.moves.length)];
      const headers: Record<string, string> = {};
      if (!blind) headers['if-match'] = `"${moves.body.version}"`;
      const idempotencyKey = choose(1000) < keyedShare * 1000 ? `c${index}-${n++}` : undefined;
      if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
      if (report.attempted >= options.actions) break;
      report.attempted++;
      const res = await counted(api.act(live.id, live.tokens[seat], action, headers));
      const outcome = outcomeOf(res);
      const expected = blind ? EXPECTED.blind : EXPECTED.ifMatch;
      if (!expected.has(outcome)) report.unexpected.push(`${blind ? 'blind' : 'If-Match'} client got ${outcome}: ${res.text.slice(0, 300)}`);
      if (res.status >= 200 && res.status < 300) {
        report.accepted++;
        ledger.push({ gameId: live.id, seq: res.body.version, seat, action, idempotencyKey, view: res.body.view });
      } else {
        report.rejected[outcome] = (report.rejected[outcome] ?? 0) + 1;
        if (!isProblem(res)) report.unexpected.push(`a rejection that is not problem+json: ${res.status} ${res.headers.get('content-type')} ${res.text.slice(0, 200)}`);
      }
    }
  }

  const seed = options.seed ?? 1;
  await Promise.all(Array.from({ length: options.clients }, (_, i) => client(i, mulberry32(seed * 1000 + i))));
  report.ms = Date.now() - start;
  return { report, ledger, gameIds };
}

export interface LedgerCheck {
  readonly problems: string[];
  readonly games: number;
  readonly logEntries: number;
  readonly viewsReplayed: number;
}

/**
 * Afterwards, from the database: every game's `seq` is 1..n without gaps or duplicates; every log
 * replays; every acknowledged action is in its game's log exactly once, at the seq it was answered
 * with, by its seat; and the view each client was answered is the view the replayed log gives at
 * that seq. With `complete`, every action entry of the log is acknowledged too (nothing appended
 * that no client was told about: true when no request was cut off).
 */
export async function verifyLedger(store: EventStore, gameIds: readonly string[], ledger: readonly Acknowledged[], { complete = true } = {}): Promise<LedgerCheck> {
  const problems: string[] = [];
  const byGame = new Map<string, Acknowledged[]>();
  for (const a of ledger) byGame.set(a.gameId, [...(byGame.get(a.gameId) ?? []), a]);
  let logEntries = 0;
  let viewsReplayed = 0;
  for (const id of new Set(gameIds)) {
    const stored: StoredGame | null = await store.loadGame(id);
    if (!stored) {
      problems.push(`${id}: missing`);
      continue;
    }
    logEntries += stored.log.length;
    stored.log.forEach((e, i) => {
      if (e.seq !== i + 1) problems.push(`${id}: log entry ${i} has seq ${e.seq}`);
    });
    const keys = stored.log.flatMap((e) => (e.idempotencyKey ? [`${e.seat}/${e.idempotencyKey}`] : []));
    if (new Set(keys).size !== keys.length) problems.push(`${id}: an idempotency key appears twice`);
    const joins = stored.log.filter((e) => e.kind === 'join').length;
    if (joins !== stored.seats.length) problems.push(`${id}: ${joins} join entries but ${stored.seats.length} seats`);
    let loaded;
    try {
      loaded = fromStored(stored);
    } catch (err) {
      problems.push(`${id}: the log does not replay: ${(err as Error).message}`);
      continue;
    }
    const acked = byGame.get(id) ?? [];
    const seen = new Map<number, Acknowledged>();
    for (const a of acked) {
      const prior = seen.get(a.seq);
      if (prior) {
        // Two answers for one seq are fine only for one keyed action answered twice (a replay).
        if (!(a.idempotencyKey && prior.idempotencyKey === a.idempotencyKey && isDeepStrictEqual(prior.view, a.view))) problems.push(`${id}: two acknowledged actions at seq ${a.seq}`);
        continue;
      }
      seen.set(a.seq, a);
      // The answer's version is the last entry the action wrote: forced moves the server played
      // after it (kind `auto`) come last. The action itself is the entry before them.
      let at = a.seq - 1;
      while (at > 0 && stored.log[at]?.kind === 'auto') at--;
      const entry = stored.log[at];
      if (!entry || entry.kind !== 'action' || entry.seat !== a.seat || !isDeepStrictEqual((entry.payload as { action: unknown }).action, a.action)) {
        problems.push(`${id}: acknowledged ${JSON.stringify(a.action)} by seat ${a.seat} at seq ${a.seq} is not in the log there`);
        continue;
      }
      const then = presentView({ ...loaded, match: matchAt(loaded, a.seq) }, a.seat);
      viewsReplayed++;
      if (!isDeepStrictEqual(JSON.parse(JSON.stringify(then)), a.view)) problems.push(`${id}: the view answered at seq ${a.seq} differs from the replayed log`);
    }
    if (complete) {
      const actions = stored.log.filter((e) => e.kind === 'action').length;
      if (actions !== seen.size) problems.push(`${id}: ${actions} actions in the log but ${seen.size} acknowledged`);
    }
  }
  return { problems, games: new Set(gameIds).size, logEntries, viewsReplayed };
}
