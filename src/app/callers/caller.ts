import type { Seat } from '../../engine';
import type { PlayerRecord } from '../../store';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { playerOfHolder, seatsOf, type LoadedGame } from '../game';
import { constantTimeEqual, hashToken, tokenKind } from '../tokens';

/**
 * What a request presents, resolved before its game is read: nothing, a token of some game (seat,
 * admin, invite: judged against that game's hashes), or a player, whose key was looked up.
 */
export type Credential =
  | { readonly kind: 'none' }
  | { readonly kind: 'token'; readonly hash: string }
  | { readonly kind: 'player'; readonly player: PlayerRecord };

/** Who is calling, in one game. A player holding no seat there reads as a spectator and may not act. */
export type Caller =
  | { readonly kind: 'spectator' }
  | { readonly kind: 'seat'; readonly seat: Seat; readonly player: string | null }
  | { readonly kind: 'player'; readonly player: string }
  | { readonly kind: 'admin' };

/**
 * The credential of a bearer token. A player key (`tt_player_…`) is looked up by its SHA-256 (an
 * index on the digest of 256 random bits: the caller cannot steer its bytes) and compared again in
 * constant time; a rotated key is refused at once. Any other token is kept as its hash, for the game.
 */
export async function credentialOf(deps: AppDeps, token: string | undefined): Promise<Credential> {
  if (token === undefined) return { kind: 'none' };
  const hash = hashToken(token);
  if (tokenKind(token) !== 'player') return { kind: 'token', hash };
  const player = deps.players ? await deps.players.playerByKeyHash(hash) : null;
  if (!player || !constantTimeEqual(player.keyHash, hash)) throw new AppError('unauthorized', 'this player key is not valid (was it rotated?)');
  return { kind: 'player', player };
}

/**
 * Who is calling: no token is a spectator; a token must be one of this game's seat tokens or its
 * admin token. Every stored hash is compared, each in constant time, so timing tells nothing. A
 * player acts for the seat it holds (the log says which: join and reset entries); holding several
 * (a `hotSeat` game) it acts for the one whose turn it is, else the lowest. A raw token string is
 * taken as a seat or admin token.
 */
export function identify(loaded: LoadedGame, who: Credential | string | undefined): Caller {
  const credential: Credential = typeof who === 'string' ? { kind: 'token', hash: hashToken(who) } : (who ?? { kind: 'none' });
  switch (credential.kind) {
    case 'none':
      return { kind: 'spectator' };
    case 'player': {
      const seats = seatsOf(loaded, credential.player.id);
      if (seats.length === 0) return { kind: 'player', player: credential.player.id };
      const toAct = loaded.match.status.toAct;
      return { kind: 'seat', seat: seats.find((s) => toAct.includes(s)) ?? seats[0]!, player: credential.player.id };
    }
    case 'token': {
      const { hash } = credential;
      let seat: Seat | null = null;
      for (const s of loaded.record.seats) if (constantTimeEqual(s.tokenHash, hash)) seat = s.seat;
      const admin = constantTimeEqual(loaded.record.adminTokenHash, hash);
      if (seat !== null) return { kind: 'seat', seat, player: playerOfHolder(loaded.match.holders[seat]) };
      if (admin) return { kind: 'admin' };
      throw new AppError('unauthorized', 'the token is not valid for this game');
    }
    default: {
      const never: never = credential;
      throw new Error(`unknown credential ${JSON.stringify(never)}`);
    }
  }
}

export function seatOf(caller: Caller): Seat | null {
  return caller.kind === 'seat' ? caller.seat : null;
}

/** Acting needs a seat: a spectator is unauthorized, the admin token and a seatless player are forbidden. */
export function requireSeat(caller: Caller): Seat {
  if (caller.kind === 'seat') return caller.seat;
  if (caller.kind === 'admin') throw new AppError('forbidden', 'the admin token manages a game; it cannot act as a seat');
  if (caller.kind === 'player') throw new AppError('forbidden', 'you hold no seat in this game: join it first');
  throw new AppError('unauthorized', 'this needs a seat token or a player key: Authorization: Bearer <token from join, or your player key>');
}
