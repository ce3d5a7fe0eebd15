import { applyCommand, type AnyGame, type Seat, type Typed } from '../engine';
import { identify, requireSeat } from './caller';
import type { AppDeps } from './deps';
import { AppError } from './errors';
import { loadGame, matchAt, type HistoryEntry, type LoadedGame } from './load-game';
import { presentView, redactEvents, type GameView, type PublicEvent } from './present';
import { rejectionError } from './rejection';
import { requestHash } from './tokens';
import { issuesOf } from './validation';

export interface ActInput {
  readonly token: string | undefined;
  readonly action: unknown;
  /** `If-Match`: the version the client saw; the action applies only on exactly that version. */
  readonly ifMatch?: number;
  readonly idempotencyKey?: string;
}

export interface ActResult {
  readonly version: number;
  readonly events: PublicEvent[];
  readonly view: GameView;
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

function replayAnswer(loaded: LoadedGame, prior: HistoryEntry, seat: Seat): ActResult {
  const then = { ...loaded, match: matchAt(loaded, prior.seq) };
  return { version: prior.seq, events: redactEvents(loaded.game, prior.events, seat), view: presentView(then, seat), replayed: true };
}

export async function act(deps: AppDeps, id: string, input: ActInput): Promise<ActResult> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const loaded = await loadGame(deps, id);
    const { game, match, random } = loaded;
    const seat = requireSeat(identify(loaded, input.token));
    const action = parseAction(game, input.action);
    const hash = requestHash(action);
    if (input.idempotencyKey !== undefined) {
      const prior = loaded.history.find((h) => h.seat === seat && h.idempotencyKey === input.idempotencyKey);
      if (prior) {
        if (prior.requestHash !== hash) {
          throw new AppError('idempotency-key-reuse', 'this Idempotency-Key was already used for a different action');
        }
        return replayAnswer(loaded, prior, seat);
      }
    }
    if (input.ifMatch !== undefined && input.ifMatch !== match.version) {
      throw new AppError('precondition-failed', `If-Match is version ${input.ifMatch} but the game is at version ${match.version}`, { version: match.version });
    }
    const outcome = applyCommand(game, match, { kind: 'action', seat, action }, random);
    if (!outcome.ok) throw rejectionError(outcome.rejection);
    const appended = await deps.store.append(id, {
      seq: outcome.match.version,
      kind: 'action',
      seat,
      payload: { action },
      idempotencyKey: input.idempotencyKey ?? null,
      requestHash: input.idempotencyKey === undefined ? null : hash,
    });
    if (appended.ok) {
      const after = { ...loaded, match: outcome.match };
      return { version: outcome.match.version, events: redactEvents(game, outcome.events, seat), view: presentView(after, seat), replayed: false };
    }
    // With If-Match a lost race is a 412, unless the winner may be a copy of this very request (same
    // Idempotency-Key): reload, and the next attempt answers the first answer or the 412.
    if (appended.conflict === 'version' && input.ifMatch !== undefined && input.idempotencyKey === undefined) {
      throw new AppError('precondition-failed', `the game moved past version ${input.ifMatch}`, { version: input.ifMatch + 1 });
    }
    // Lost a race (another action took this seq, or a concurrent retry with this key landed): reload.
  }
  throw new AppError('version-conflict', 'the game kept changing while this action was applied; reload and try again');
}
