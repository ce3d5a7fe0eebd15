import type { Seat } from '../../engine';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { historyStart, type LoadedGame } from '../game';
import { constantTimeEqual, derivedToken, hashToken, requestHash } from '../tokens';

/**
 * The tokens the server must be able to answer again (README "Seats that are never lost"): each is
 * HMAC-SHA256(TOKEN_SECRET, what it is for), so the database holds only hashes and a reader of it
 * cannot act, while a resend is answered with a token that works.
 *
 * - A seat taken with `Idempotency-Key` K: from (game, seat, K). The log keeps only SHA-256(K), so a
 *   database reader cannot resend the join either; whoever knows K and the body gets the seat.
 * - A player's seat: from (game, seat, player, the seq of the entry that gave it to the player), so
 *   joining again answers the same token, and a reset (a new holder, a new seq) changes it.
 * - A rematch invite: from (new game, seat); the seat it takes: from (new game, seat, the seq of that
 *   join), so the invite's join resent is answered the same token, and a reset changes it.
 */
function secretOf(deps: AppDeps): string {
  if (!deps.tokenSecret) throw new AppError('internal', 'this server has no TOKEN_SECRET configured (README "Deploy"): keyed joins, players and rematch invites need it');
  return deps.tokenSecret;
}

export const joinKeyToken = (deps: AppDeps, gameId: string, seat: Seat, key: string): string => derivedToken(secretOf(deps), 'seat', `join/${gameId}/${seat}/${key}`);

export const playerSeatToken = (deps: AppDeps, gameId: string, seat: Seat, playerId: string, grantSeq: number): string =>
  derivedToken(secretOf(deps), 'seat', `player/${gameId}/${seat}/${playerId}/${grantSeq}`);

export const inviteToken = (deps: AppDeps, gameId: string, seat: Seat): string => derivedToken(secretOf(deps), 'invite', `rematch/${gameId}/${seat}`);

export const inviteSeatToken = (deps: AppDeps, gameId: string, seat: Seat, grantSeq: number): string =>
  derivedToken(secretOf(deps), 'seat', `invite/${gameId}/${seat}/${grantSeq}`);

/** What the log keeps of an anonymous join's Idempotency-Key: its hash, never the key. */
export const joinKeyRecord = (key: string): string => `sha256:${hashToken(key)}`;

/** The request hash of a join body (the same body, whatever its key order). */
export const joinBodyHash = (body: object): string => requestHash(body);

/** The seq of the log entry that gave `seat` its current holder (the last join or reset of it);
 * null when that entry lies before the history in memory (`historyStart`: read the whole log). */
export function grantSeqOf(loaded: LoadedGame, seat: Seat): number | null {
  for (let i = loaded.history.length - 1; i >= 0; i--) {
    const h = loaded.history[i]!;
    if ((h.kind === 'join' || h.kind === 'reset') && h.seat === seat) return h.seq;
  }
  if (historyStart(loaded) > 0) return null;
  throw new Error(`seat ${seat} of ${loaded.record.id} was never taken`);
}

/** True when `token` is the seat's current credential (it was not reset or given up since). */
export function isCurrentToken(loaded: LoadedGame, seat: Seat, token: string): boolean {
  const hash = hashToken(token);
  return loaded.record.seats.some((s) => s.seat === seat && constantTimeEqual(s.tokenHash, hash));
}
