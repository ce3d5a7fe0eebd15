import { applyCommand, freeSeat } from '../engine';
import { commit } from './commit';
import { loadCurrent } from './current-game';
import type { AppDeps } from './deps';
import { entropyHex } from './entropy';
import { AppError } from './errors';
import { randomFor } from './fairness';
import { rejectionError } from './rejection';
import { hashToken, newToken } from './tokens';

export interface Joined {
  readonly gameId: string;
  readonly seat: number;
  readonly name: string;
  /** Shown once: only its hash is stored. */
  readonly token: string;
  readonly version: number;
  readonly started: boolean;
}

/** Joins are retried on a lost race: taking "any free seat" again on the new state is always safe. */
const ATTEMPTS = 5;

/** `entropy`: the player's contribution to the deal seed (README "Fair deals"), hex or base64url. */
export async function joinGame(deps: AppDeps, id: string, input: { seat?: number; name?: string; entropy?: string }): Promise<Joined> {
  const entropy = input.entropy === undefined ? null : entropyHex(input.entropy);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const loaded = await loadCurrent(deps, id);
    const { game, match, random } = loaded;
    const seat = input.seat ?? freeSeat(match);
    if (seat === null) throw new AppError('game-full', 'every seat of this game is taken');
    const name = input.name ?? `Player ${seat + 1}`;
    const command = { kind: 'join' as const, seat, name, entropy };
    const outcome = applyCommand(game, match, command, randomFor(loaded.record, match, random, command));
    if (!outcome.ok) throw rejectionError(outcome.rejection);
    const token = newToken('seat');
    const payload = entropy === null ? { name } : { name, entropy };
    const done = await commit(deps, loaded, { kind: 'join', seat, command, payload }, outcome, { seat, name, tokenHash: hashToken(token) });
    if (done.ok) return { gameId: id, seat, name, token, version: done.loaded.match.version, started: done.loaded.match.started };
    if (done.conflict === 'seat' && input.seat !== undefined) throw new AppError('seat-taken', `seat ${seat} is already taken`);
  }
  throw new AppError('version-conflict', 'the game changed while joining; try again');
}
