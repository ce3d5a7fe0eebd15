import type { PlayerRecord } from '../../store';
import { credentialOf } from '../callers';
import { nowOf, type AppDeps } from '../deps';
import { AppError } from '../errors';
import { hashToken, newToken, randomId } from '../tokens';

/** A player as its owner sees it; `key` only in the answer that made it (shown once). */
export interface PlayerView {
  readonly id: string;
  readonly name: string;
  readonly createdAt: string;
}

export interface PlayerWithKey extends PlayerView {
  /** Shown once: only its SHA-256 is stored. Send as `Authorization: Bearer <key>`. */
  readonly key: string;
}

export function playersOf(deps: AppDeps) {
  if (!deps.players) throw new AppError('not-found', 'players are not enabled on this server');
  return deps.players;
}

const viewOf = (p: PlayerRecord): PlayerView => ({ id: p.id, name: p.name, createdAt: p.createdAt });

/** The player a request's bearer token is the key of; anything else is unauthorized. */
export async function requirePlayer(deps: AppDeps, token: string | undefined): Promise<PlayerRecord> {
  playersOf(deps);
  const credential = await credentialOf(deps, token);
  if (credential.kind !== 'player') throw new AppError('unauthorized', 'this needs a player key: Authorization: Bearer tt_player_… (POST /v1/players makes one)');
  return credential.player;
}

/** `POST /v1/players`: a new identity; its key (256 random bits) is answered once and stored hashed. */
export async function createPlayer(deps: AppDeps, input: { name: string }): Promise<PlayerWithKey> {
  const store = playersOf(deps);
  const key = newToken('player');
  const player: PlayerRecord = { id: `p_${randomId(16)}`, name: input.name, keyHash: hashToken(key), createdAt: nowOf(deps).toISOString() };
  await store.createPlayer(player);
  return { ...viewOf(player), key };
}

export async function getMe(deps: AppDeps, token: string | undefined): Promise<PlayerView> {
  return viewOf(await requirePlayer(deps, token));
}

/** `POST /v1/me/keys`: a new key; the one presented stops working at once (of two rotations at once, one wins). */
export async function rotateKey(deps: AppDeps, token: string | undefined): Promise<PlayerWithKey> {
  const player = await requirePlayer(deps, token);
  const key = newToken('player');
  if (!(await playersOf(deps).replaceKey(player.id, player.keyHash, hashToken(key), nowOf(deps).toISOString()))) {
    throw new AppError('unauthorized', 'this player key was rotated meanwhile');
  }
  return { ...viewOf(player), key };
}
