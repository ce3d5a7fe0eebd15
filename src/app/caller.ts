import type { Seat } from '../engine';
import { AppError } from './errors';
import type { LoadedGame } from './load-game';
import { constantTimeEqual, hashToken } from './tokens';

export type Caller = { readonly kind: 'spectator' } | { readonly kind: 'seat'; readonly seat: Seat } | { readonly kind: 'admin' };

/**
 * Who is calling: no token is a spectator; a token must be one of this game's seat tokens or its
 * admin token. Every stored hash is compared, each in constant time, so timing tells nothing.
 */
export function identify(loaded: LoadedGame, token: string | undefined): Caller {
  if (token === undefined) return { kind: 'spectator' };
  const hash = hashToken(token);
  let seat: Seat | null = null;
  for (const s of loaded.record.seats) if (constantTimeEqual(s.tokenHash, hash)) seat = s.seat;
  const admin = constantTimeEqual(loaded.record.adminTokenHash, hash);
  if (seat !== null) return { kind: 'seat', seat };
  if (admin) return { kind: 'admin' };
  throw new AppError('unauthorized', 'the token is not valid for this game');
}

export function seatOf(caller: Caller): Seat | null {
  return caller.kind === 'seat' ? caller.seat : null;
}

/** Acting needs a seat token: a spectator is unauthorized, the admin token is forbidden. */
export function requireSeat(caller: Caller): Seat {
  if (caller.kind === 'seat') return caller.seat;
  if (caller.kind === 'admin') throw new AppError('forbidden', 'the admin token manages a game; it cannot act as a seat');
  throw new AppError('unauthorized', 'this needs a seat token: Authorization: Bearer <token from join>');
}
