import { applyCommand, type AnyGame, type Seat, type Typed } from '../../engine';
import { credentialOf, identify, requireSeat, type Credential } from '../callers';
import type { Draft } from '../commit';
import { commitAndFollow, loadCurrent } from '../turns';
import type { AppDeps } from '../deps';
import { AppError, issuesOf, rejectionError } from '../errors';
import { historyStart, matchAt, presentView, redactEvents, type GameView, type HistoryEntry, type LoadedGame, type PublicEvent } from '../game';
import { requestHash } from '../tokens';

export interface ActInput {
  readonly token: string | undefined;
  readonly action: unknown;
  /** `If-Match`: the version the client saw; the action applies only on exactly that version. */
  readonly ifMatch?: number;
  readonly idempotencyKey?: string;
  /** `Prefer: return=minimal` (RFC 7240): answer without the view, for a client that only needs the
   * acknowledgement. The view is the one part of the answer whose size grows with the game. */
  readonly minimal?: boolean;
}

export interface ActResult {
  /** The game type, to switch on. */
  readonly game: string;
  readonly version: number;
  /** What happened, as the caller may see it: this action's events, then any forced moves' (auto-played). */
  readonly events: PublicEvent[];
  /** The caller's view after the action; null when the caller asked for a minimal answer. */
  readonly view: GameView | null;
  /** True when this answers a retry of an action already applied (same `Idempotency-Key`). */
  readonly replayed: boolean;
}

/**
 * Without `If-Match` an action is judged against the current state, so after losing an append race
 * the server reloads and judges it again: the same as if it had arrived a moment later. With
 * `If-Match` the client asked for one version only, so a lost race is a 412, never a retry.
 */
const ATTEMPTS = 3;

export function parseAction(game: AnyGame, raw: unknown): Typed {
  const parsed = game.schemas.action.safeParse(raw);
  if (parsed.success) return parsed.data as Typed;
  const type = (raw as { type?: unknown } | null)?.type;
  if (typeof type === 'string' && !game.actionTypes.includes(type)) {
    throw new AppError('invalid-request', `${game.title} has no action ${JSON.stringify(type)}: its actions are ${game.actionTypes.join(', ')}`, {
      errors: [{ path: 'type', message: `one of ${game.actionTypes.join(', ')}` }],
    });
  }
  throw new AppError('invalid-request', `invalid ${game.title} action`, { errors: issuesOf(parsed.error) });
}

/** The answer to the batch `entries` (never empty), which ends at the version answered. */
export const actAnswer = (loaded: LoadedGame, entries: readonly HistoryEntry[], seat: Seat | null, replayed: boolean, minimal: boolean): ActResult => ({
  game: loaded.record.type,
  version: entries.at(-1)!.seq,
  events: entries.flatMap((e) => redactEvents(loaded.game, e.events, seat)),
  view: minimal ? null : presentView(loaded, seat),
  replayed,
});

/** The first answer again: the keyed entry and the forced and bot moves written with it, and the view then. */
export function replayAnswer(loaded: LoadedGame, prior: HistoryEntry, seat: Seat | null, minimal: boolean): ActResult {
  const from = loaded.history.indexOf(prior);
  let to = from + 1;
  while (to < loaded.history.length && (loaded.history[to]!.kind === 'auto' || loaded.history[to]!.kind === 'bot') && loaded.history[to]!.at === prior.at) to++;
  const batch = loaded.history.slice(from, to);
  if (minimal) return actAnswer(loaded, batch, seat, true, true);
  const then = { ...loaded, match: matchAt(loaded, batch.at(-1)!.seq) };
  return actAnswer(then, batch, seat, true, false);
}

export async function act(deps: AppDeps, id: string, input: ActInput): Promise<ActResult> {
  const credential = await credentialOf(deps, input.token);
  let fromCache = true;
  // The history in memory may start after the entry that used this Idempotency-Key (a snapshot, a
  // cached game's cut). A retry is then not recognised at once: either the action is refused now
  // (usually: the game moved on) or its append is refused by the log's unique key. Both send the
  // next try to the whole history, where the first answer is found. Nothing is read for keys
  // otherwise, so a keyed action costs what any other does.
  let fullHistory = false;
  const mayBeOlderRetry = (loaded: LoadedGame) => input.idempotencyKey !== undefined && !fullHistory && historyStart(loaded) > 0;
  for (let attempt = 0; attempt < ATTEMPTS; ) {
    // The first try may start from the cached game, with no read at all. A cached game may be
    // stale, so anything it refuses (or a failed append) is judged again on a fresh read.
    const loaded = await loadCurrent(deps, id, { cached: fromCache, fullHistory });
    const usedCache = fromCache;
    fromCache = false;
    let outcome: Awaited<ReturnType<typeof decideOn>>;
    try {
      outcome = decideOn(loaded, input, credential);
    } catch (err) {
      if (usedCache && err instanceof AppError) continue;
      throw err;
    }
    if (outcome.kind === 'replay') return outcome.result;
    if (outcome.kind === 'refused') {
      if (mayBeOlderRetry(loaded)) fullHistory = true;
      else if (!usedCache) throw outcome.error;
      continue;
    }
    const done = await commitAndFollow(deps, loaded, outcome.draft, outcome.outcome);
    if (done.ok) return actAnswer(done.loaded, done.entries, outcome.seat, false, input.minimal === true);
    if (done.conflict === 'idempotency-key' && mayBeOlderRetry(loaded)) fullHistory = true;
    if (!usedCache) attempt++;
    // With If-Match a lost race is a 412, unless the winner may be a copy of this very request (same
    // Idempotency-Key): then the next attempt reads, and answers the first answer or the 412.
    if (done.conflict === 'version' && input.ifMatch !== undefined && input.idempotencyKey === undefined && !usedCache) {
      throw new AppError('precondition-failed', `the game moved past version ${input.ifMatch}`, { version: input.ifMatch + 1 });
    }
    // Lost a race (another entry took this seq, a concurrent retry with this key landed, or the
    // subscriptions changed meanwhile): read what was missed and judge again.
  }
  throw new AppError('version-conflict', 'the game kept changing while this action was applied; reload and try again');
}

/** Judges the action on `loaded`: the first answer again (a retry), the entry to write, or why the
 * action is refused on this state (thrown instead when it is refused whatever the state: the caller
 * or the body). */
function decideOn(loaded: LoadedGame, input: ActInput, credential: Credential) {
  const { game, match, random } = loaded;
  const seat = requireSeat(identify(loaded, credential));
  const action = parseAction(game, input.action);
  const hash = requestHash(action);
  if (input.idempotencyKey !== undefined) {
    const prior = loaded.history.find((h) => h.seat === seat && h.idempotencyKey === input.idempotencyKey);
    if (prior) {
      if (prior.requestHash !== hash) throw new AppError('idempotency-key-reuse', 'this Idempotency-Key was already used for a different action');
      return { kind: 'replay' as const, result: replayAnswer(loaded, prior, seat, input.minimal === true) };
    }
  }
  if (input.ifMatch !== undefined && input.ifMatch !== match.version) {
    return { kind: 'refused' as const, error: new AppError('precondition-failed', `If-Match is version ${input.ifMatch} but the game is at version ${match.version}`, { version: match.version }) };
  }
  const command = { kind: 'action' as const, seat, action };
  const outcome = applyCommand(game, match, command, random);
  if (!outcome.ok) return { kind: 'refused' as const, error: rejectionError(outcome.rejection) };
  const draft: Draft = {
    kind: 'action',
    seat,
    command,
    payload: { action },
    idempotencyKey: input.idempotencyKey ?? null,
    requestHash: input.idempotencyKey === undefined ? null : hash,
  };
  return { kind: 'write' as const, seat, draft, outcome };
}
