import { applyCommand, type Seat } from '../../engine';
import type { ActResult } from '../play';
import { playerHolder, seatsOf } from '../game';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { playersOf } from '../players';
import { playerSeatToken } from '../callers';
import { hashToken } from '../tokens';
import { runEntry, type EntryInput } from './run-entry';

export interface ResetBody {
  /** Hand the seat to this player (their key then acts for it); absent: the seat is offered again. */
  readonly player?: string;
  /** The seat's name from now on (default: the player's name). */
  readonly name?: string;
}

/**
 * `POST /v1/games/{id}/seats/{seat}/reset` (admin): the seat's credentials are revoked (its token, its
 * player) and the seat is offered again — anyone may join it, and play goes on without a new deal —
 * or handed to a named player at once. A `reset` log entry, so the log says who held the seat when.
 */
export async function resetSeat(deps: AppDeps, id: string, seat: Seat, body: ResetBody, input: EntryInput): Promise<ActResult> {
  const player = body.player === undefined ? null : await playersOf(deps).playerById(body.player);
  if (body.player !== undefined && !player) throw new AppError('invalid-request', `there is no player ${body.player}`, { errors: [{ path: 'player', message: 'no such player' }] });
  return runEntry(deps, id, input, 'reset', { seat, ...body }, (loaded, caller) => {
    if (caller.kind !== 'admin') throw new AppError(caller.kind === 'spectator' ? 'unauthorized' : 'forbidden', "resetting a seat needs the game's admin token");
    if (player && !loaded.record.settings.hotSeat && seatsOf(loaded, player.id).some((s) => s !== seat)) {
      throw new AppError('already-seated', `player ${player.id} already holds seat ${seatsOf(loaded, player.id)[0]} of this game`);
    }
    const name = player ? (body.name ?? player.name) : null;
    const command = { kind: 'reset' as const, seat, name, holder: player ? playerHolder(player.id) : null };
    const outcome = applyCommand(loaded.game, loaded.match, command, loaded.random);
    const seq = loaded.match.version + 1;
    const to = player && name !== null ? { seat, name, tokenHash: hashToken(playerSeatToken(deps, id, seat, player.id, seq)) } : null;
    return {
      write: {
        draft: { kind: 'reset', seat, command, payload: { name, holder: command.holder } },
        outcome,
        extras: { seatChanges: [{ seat, to }] },
        reader: null,
      },
    };
  }, ({ result }) => result);
}
