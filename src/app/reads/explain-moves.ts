import { applyCommand, type Seat, type Typed } from '../../engine';
import { rejectionError, type ErrorCode } from '../errors';
import type { LoadedGame } from '../game';
import { canonicalJson } from '../tokens';

/** Why one move a seat might try is not legal now: the refusal a real attempt would get. */
export interface MoveRefusal {
  /** The move, exactly as `POST /actions` would send it. */
  readonly move: Typed;
  /** The problem `code` the attempt would be answered with (`illegal-action`, `not-your-turn`, …). */
  readonly code: ErrorCode;
  /** The rule it cites (`TANGO-8`; for `not-your-turn`, the rule of turn order). */
  readonly rule?: string;
  /** The stable sub-code of `illegal-action` (`must-follow-suit`). */
  readonly reason?: string;
  /** The problem's `detail`: what a person reads. */
  readonly message: string;
}

/**
 * `legal-moves?explain=1`: every move the game says a seat might try now (`Game.attempts`: each card
 * it holds, as the phase's action, and the phase's other controls) that `legal` does not list,
 * with the refusal the engine gives when that very command is applied to the current match. Nothing
 * here judges a move: the answer is the rejection of the decide path a real `POST /actions` takes
 * (and its mapping to a problem, `rejectionError`), so the two can never disagree. Pure: the match
 * is not changed, nothing is written.
 */
export function explainMoves(loaded: LoadedGame, seat: Seat, legal: readonly Typed[]): MoveRefusal[] {
  const { game, match, random } = loaded;
  if (!match.started || !game.attempts) return [];
  const allowed = new Set(legal.map(canonicalJson));
  const seen = new Set<string>();
  const refusals: MoveRefusal[] = [];
  for (const move of game.attempts(match.state, seat) as Typed[]) {
    const key = canonicalJson(move);
    if (allowed.has(key) || seen.has(key)) continue;
    seen.add(key);
    const outcome = applyCommand(game, match, { kind: 'action', seat, action: move }, random);
    // A move the game lists as an attempt but the engine accepts is legal after all: not explained.
    if (outcome.ok) continue;
    const error = rejectionError(outcome.rejection);
    refusals.push({
      move,
      code: error.code,
      ...(error.details.rule === undefined ? {} : { rule: error.details.rule }),
      ...(error.details.reason === undefined ? {} : { reason: error.details.reason }),
      message: error.message,
    });
  }
  return refusals;
}
