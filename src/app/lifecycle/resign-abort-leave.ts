import { applyCommand } from '../../engine';
import type { ActResult } from '../play';
import { requireSeat } from '../callers';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { isOver } from '../game';
import { runEntry, type EntryInput } from './run-entry';

const result = ({ result }: { result: ActResult }) => result;

/** `POST /v1/games/{id}/resign`: the caller's seat resigns; the game ends at once by the game's own
 * rule (`Game.resign`; docs/games/*.md "Resigning"), `result.reason: "resigned"`, seed revealed. */
export function resign(deps: AppDeps, id: string, input: EntryInput): Promise<ActResult> {
  return runEntry(deps, id, input, 'resign', {}, (loaded, caller) => {
    const seat = requireSeat(caller);
    const command = { kind: 'resign' as const, seat };
    return { write: { draft: { kind: 'resign', seat, command, payload: {} }, outcome: applyCommand(loaded.game, loaded.match, command, loaded.random), reader: seat } };
  }, result);
}

/**
 * `POST /v1/games/{id}/abort`: the admin at any time before the end; a seat only before the deal
 * (issue 26, item 7). Once the cards are dealt a seat that aborted would have looked at its hand for
 * free and could abort until dealt a good one (deal shopping): it is answered `409 game-started`, as
 * `leave` is, and resigns instead. `status: "aborted"`, no winner, seed revealed.
 */
export function abort(deps: AppDeps, id: string, input: EntryInput): Promise<ActResult> {
  return runEntry(deps, id, input, 'abort', {}, (loaded, caller) => {
    let seat: number | null = null;
    if (caller.kind !== 'admin') {
      seat = requireSeat(caller);
      if (loaded.match.started && !isOver(loaded)) {
        throw new AppError('game-started', 'the cards are dealt: only the game\'s admin may abort it now; to stop playing, resign');
      }
    }
    const command = { kind: 'abort' as const, seat };
    return { write: { draft: { kind: 'abort', seat, command, payload: {} }, outcome: applyCommand(loaded.game, loaded.match, command, loaded.random), reader: seat } };
  }, result);
}

/** `POST /v1/games/{id}/leave`: before the deal, the caller's seat is freed and its token revoked. */
export function leave(deps: AppDeps, id: string, input: EntryInput): Promise<ActResult> {
  return runEntry(deps, id, input, 'leave', {}, (loaded, caller) => {
    const seat = requireSeat(caller);
    const command = { kind: 'leave' as const, seat };
    return {
      write: {
        draft: { kind: 'leave', seat, command, payload: {} },
        outcome: applyCommand(loaded.game, loaded.match, command, loaded.random),
        extras: { seatChanges: [{ seat, to: null }] },
        reader: null,
      },
    };
  }, result);
}
