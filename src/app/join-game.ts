import type { BotLevel } from '../bots';
import { applyCommand, freeSeat } from '../engine';
import { identify } from './caller';
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
  /** Shown once: only its hash is stored. Absent for a bot's seat: nobody acts for a bot. */
  readonly token?: string;
  /** The level of the bot now holding the seat (bot seats, issue 16). */
  readonly bot?: BotLevel;
  readonly version: number;
  readonly started: boolean;
}

/** Joins are retried on a lost race: taking "any free seat" again on the new state is always safe. */
const ATTEMPTS = 5;

/** `entropy`: the player's contribution to the deal seed (README "Fair deals"), hex or base64url.
 * `bot`: seat a bot of that level instead of a person, which only the admin token may (`adminToken`). */
export async function joinGame(
  deps: AppDeps,
  id: string,
  input: { seat?: number; name?: string; entropy?: string; bot?: BotLevel },
  adminToken?: string,
): Promise<Joined> {
  const entropy = input.entropy === undefined ? null : entropyHex(input.entropy);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const loaded = await loadCurrent(deps, id);
    const { game, match, random } = loaded;
    if (input.bot !== undefined) requireAdmin(loaded, adminToken);
    const seat = input.seat ?? freeSeat(match);
    if (seat === null) throw new AppError('game-full', 'every seat of this game is taken');
    const name = input.name ?? (input.bot ? `Bot ${seat + 1} (${input.bot})` : `Player ${seat + 1}`);
    const command = { kind: 'join' as const, seat, name, entropy };
    const outcome = applyCommand(game, match, command, randomFor(loaded.record, match, random, command));
    if (!outcome.ok) throw rejectionError(outcome.rejection);
    const token = newToken('seat');
    const payload = { name, ...(entropy === null ? {} : { entropy }), ...(input.bot ? { bot: input.bot } : {}) };
    const done = await commit(deps, loaded, { kind: 'join', seat, command, payload }, outcome, { seat, name, tokenHash: hashToken(token), ...(input.bot ? { bot: input.bot } : {}) });
    if (done.ok) {
      const { version, started } = done.loaded.match;
      return input.bot ? { gameId: id, seat, name, bot: input.bot, version, started } : { gameId: id, seat, name, token, version, started };
    }
    if (done.conflict === 'seat' && input.seat !== undefined) throw new AppError('seat-taken', `seat ${seat} is already taken`);
  }
  throw new AppError('version-conflict', 'the game changed while joining; try again');
}

/** Seating a bot is the admin's call (the token `createGame` answered), as managing webhooks is. */
function requireAdmin(loaded: Parameters<typeof identify>[0], token: string | undefined): void {
  const caller = identify(loaded, token);
  if (caller.kind === 'spectator') throw new AppError('unauthorized', "seating a bot needs the game's admin token: Authorization: Bearer <adminToken>");
  if (caller.kind === 'seat') throw new AppError('forbidden', "a seat token cannot seat a bot; use the game's admin token");
}
