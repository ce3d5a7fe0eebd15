import type { Seat } from '../engine';
import type { Credential } from './caller';
import type { LoadedGame } from './load-game';
import { constantTimeEqual } from './tokens';

/**
 * A rematch keeps its seats for the players of the game before (games.reservations): a player's
 * seat for that player's key, an anonymous seat for whoever presents its invite token.
 */
export type SeatReservation =
  /** The caller's own kept seat. */
  | { readonly kind: 'mine'; readonly seat: Seat }
  /** The seats anyone may take (`all`: the game keeps none). */
  | { readonly kind: 'open'; readonly open: Seat[]; readonly all: boolean };

export function reservedSeat(loaded: LoadedGame, credential: Credential): SeatReservation {
  const reservations = loaded.record.reservations;
  if (!reservations) return { kind: 'open', open: loaded.match.seats.map((_, s) => s), all: true };
  const mine = reservations.findIndex(
    (r) =>
      r !== null &&
      (('player' in r && credential.kind === 'player' && r.player === credential.player.id) ||
        ('inviteHash' in r && credential.kind === 'token' && constantTimeEqual(r.inviteHash, credential.hash))),
  );
  if (mine >= 0) return { kind: 'mine', seat: mine };
  return { kind: 'open', open: reservations.flatMap((r, seat) => (r === null ? [seat] : [])), all: false };
}
