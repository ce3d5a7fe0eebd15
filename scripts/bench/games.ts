import type { LogEntry } from '../../src/store';
import type { Chooser } from '../../src/engine';
import { moveRequest, type InProcess } from './harness';
import { Replica } from './replica';

/** A game created and seated through the API, with the benchmark's replica of it. */
export interface BenchGame {
  readonly id: string;
  readonly tokens: string[];
  readonly replica: Replica;
}

export async function seatedGame(p: InProcess, type: string, options: Record<string, unknown>): Promise<BenchGame> {
  const created = await p.request('POST', '/v1/games', { body: { type, options } });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const id: string = created.body.id;
  const stored = await p.deps.store.loadGame(id);
  const autoPlayForced = options.autoPlayForced !== false;
  const replica = new Replica(type, stored!.options, stored!.seed, autoPlayForced);
  const tokens: string[] = [];
  for (let seat = 0; seat < replica.match.seats.length; seat++) {
    const joined = await p.request('POST', `/v1/games/${id}/join`, { body: { seat, name: `p${seat}` } });
    if (joined.status !== 201) throw new Error(`join: ${joined.status} ${JSON.stringify(joined.body)}`);
    tokens.push(joined.body.token);
    replica.join(seat, `p${seat}`);
  }
  return { id, tokens, replica };
}

/**
 * Grows the game's log to `length` entries with random legal moves written straight to the store
 * (batches of 500 per append), as if they had been played: the fastest way to a 10,000-entry log.
 */
export async function growLog(p: InProcess, g: BenchGame, length: number, choose: Chooser): Promise<void> {
  const at = new Date().toISOString();
  let batch: LogEntry[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const done = await p.deps.store.append(g.id, { entries: batch, hooksVersion: 0 });
    if (!done.ok) throw new Error(`growLog: append refused (${done.conflict})`);
    batch = [];
  };
  while (g.replica.version < length) {
    const move = g.replica.pick(choose);
    if (!move) throw new Error('growLog: the game ended');
    let seq = g.replica.version;
    // The move, then the forced moves the server would have auto-played after it (kind `auto`).
    const forced = g.replica.act(move.seat, move.action);
    const moves = [{ kind: 'action' as const, ...move }, ...forced.map((f) => ({ kind: 'auto' as const, ...f }))];
    for (const m of moves) {
      batch.push({ seq: ++seq, kind: m.kind, seat: m.seat, payload: { action: m.action }, idempotencyKey: null, requestHash: null, createdAt: at });
    }
    if (batch.length >= 500) await flush();
  }
  await flush();
}

/** Plays one random legal move of the seat to act through the API; `ms` is the request's time.
 * `minimal`: with `Prefer: return=minimal` (the answer without the view). */
export async function playMove(p: InProcess, g: BenchGame, choose: Chooser, { minimal = false } = {}): Promise<{ status: number; play: boolean; body: any; ms: number }> {
  const move = g.replica.pick(choose);
  if (!move) throw new Error('playMove: the game is over');
  const req = moveRequest(g.id, move.action);
  const headers: Record<string, string> = minimal ? { prefer: 'return=minimal' } : {};
  const res = await p.request('POST', req.path, { token: g.tokens[move.seat], body: req.body, headers });
  if (res.status !== 200) throw new Error(`move refused: ${res.status} ${JSON.stringify(res.body)}`);
  g.replica.act(move.seat, move.action);
  if (res.body.version !== g.replica.version) throw new Error(`version ${res.body.version} but the replica is at ${g.replica.version}`);
  return { status: res.status, play: req.play, body: res.body, ms: res.ms };
}
