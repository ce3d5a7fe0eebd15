import type { Seat } from '../../engine';
import type { Credential } from './caller';
import type { LoadedGame } from '../game';
import { constantTimeEqual } from '../tokens';

/**
 * A rematch keeps its seats for the players of the game before (games.reservations): a player's
 * seat for that player's key, an anonymous seat for whoever presents its invite token.
 */
export interface SeatReservations {
  /** The free seats kept for this caller, in seat order (several: a hot-seat player's). */
  readonly mine: Seat[];
  /** The seats anyone may take; 'all' when the game keeps none. */
  readonly open: Seat[] | 'all';
}

export function reservedSeats(loaded: LoadedGame, credential: Credential): SeatReservations {
  const reservations = loaded.record.reservations;
  if (!reservations) return { mine: [], open: 'all' };
  const mine: Seat[] = [];
  const open: Seat[] = [];
  reservations.forEach((r, seat) => {
    if (r === null) open.push(seat);
    else if (loaded.match.seats[seat] !== null) return;
    else if ('player' in r ? credential.kind === 'player' && r.player === credential.player.id : credential.kind === 'token' && constantTimeEqual(r.inviteHash, credential.hash)) {
      mine.push(seat);
    }
  });
  return { mine, open };
}
