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

const invitedBy = (inviteHash: string, credential: Credential) => credential.kind === 'token' && constantTimeEqual(inviteHash, credential.hash);

/** The seat this invite kept that a join has taken since — to answer that join again when its
 * answer was lost (issue 26, item 4) — or null. */
export function inviteSeatTaken(loaded: LoadedGame, credential: Credential): Seat | null {
  const reservations = loaded.record.reservations ?? [];
  const seat = reservations.findIndex((r, s) => r !== null && !('player' in r) && loaded.match.seats[s] !== null && invitedBy(r.inviteHash, credential));
  return seat < 0 ? null : seat;
}

export function reservedSeats(loaded: LoadedGame, credential: Credential): SeatReservations {
  const reservations = loaded.record.reservations;
  if (!reservations) return { mine: [], open: 'all' };
  const mine: Seat[] = [];
  const open: Seat[] = [];
  reservations.forEach((r, seat) => {
    if (r === null) open.push(seat);
    else if (loaded.match.seats[seat] !== null) return;
    else if ('player' in r ? credential.kind === 'player' && r.player === credential.player.id : invitedBy(r.inviteHash, credential)) {
      mine.push(seat);
    }
  });
  return { mine, open };
}
