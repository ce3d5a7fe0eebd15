import { applyCommand, bytesToHex, newSeed, seedCommitment, type Seat } from '../../engine';
import type { NewGame, Reservation } from '../../store';
import { botSeats, playerOfHolder, type LoadedGame } from '../game';
import { inviteToken, requireSeat } from '../callers';
import { nowOf, type AppDeps } from '../deps';
import { AppError } from '../errors';
import { joinGame } from './join-game';
import { loadStored } from '../load';
import { loadedOfNew, playerGameRows } from '../projections';
import { publicOptions } from '../catalogue';
import { hashToken, randomId } from '../tokens';
import { runEntry, type EntryInput } from './run-entry';

export interface Rematch {
  readonly id: string;
  readonly rematchOf: string;
  readonly type: string;
  readonly options: Record<string, unknown>;
  readonly seedCommitment: string;
  readonly createdAt: string;
  /** Per seat, who it is kept for: the same player (who joins with their key), whoever holds its
   * invite, or the bot of the game before (seated at once). */
  readonly seats: Array<{ seat: Seat; keptFor: 'player' | 'invite' | 'bot' }>;
  /** Your seat's invite, for an anonymous seat: `POST /v1/games/{id}/join` with `Authorization: Bearer <invite>`. Null for a player. */
  readonly invite: string | null;
  /** False when the rematch existed already (another seat asked first): nothing was written. */
  readonly created: boolean;
}

/** The new game of a rematch: the same type, options with the dealer moved on, each seat kept for its holder. */
function rematchGame(deps: AppDeps, loaded: LoadedGame): NewGame {
  const { game, match, record } = loaded;
  const id = `g_${randomId(16)}`;
  const seed = newSeed();
  const reservations: Reservation[] = match.holders.map((holder, seat) => {
    const player = playerOfHolder(holder);
    return player ? { player } : { inviteHash: hashToken(inviteToken(deps, id, seat)) };
  });
  return {
    id,
    type: record.type,
    // The same rules as the game before (a game of an older ruleset is rematched under it).
    rulesetVersion: record.rulesetVersion,
    options: game.rematchOptions ? game.rematchOptions(match.options, match.state) : match.options,
    settings: record.settings,
    seed: bytesToHex(seed),
    seedCommitment: seedCommitment(seed),
    // The same admin manages the rematch.
    adminTokenHash: record.adminTokenHash,
    createdAt: nowOf(deps).toISOString(),
    listed: false,
    rematchOf: record.id,
    reservations,
  };
}

/**
 * The bots of the game before sit down in the rematch at once, each on its seat kept for an invite
 * (the invite is their credential; nobody else is given it). It runs with every answer, so a seat
 * a lost request left free is taken by the next; a seat taken meanwhile is left alone.
 */
async function seatBots(deps: AppDeps, old: LoadedGame, next: LoadedGame): Promise<boolean> {
  let seated = false;
  for (const [seat, level] of botSeats(old).entries()) {
    if (level === null || next.match.seats[seat] !== null) continue;
    try {
      await joinGame(deps, next.record.id, { seat, bot: level }, { token: inviteToken(deps, next.record.id, seat), byServer: true });
      seated = true;
    } catch (err) {
      if (!(err instanceof AppError && (err.code === 'seat-taken' || err.code === 'game-full'))) throw err;
    }
  }
  return seated;
}

async function answerOf(deps: AppDeps, old: LoadedGame, seat: Seat | null, created: boolean): Promise<Rematch> {
  const fresh = { ...deps, cache: undefined };
  let next = await loadStored(fresh, old.match.rematch!);
  if (await seatBots(deps, old, next)) next = await loadStored(fresh, next.record.id);
  const { record } = next;
  const bots = botSeats(next);
  // Your invite: for the seat you held in the game before, when it was kept for an invite (no player).
  const kept = seat === null ? null : record.reservations?.[seat];
  return {
    id: record.id,
    rematchOf: old.record.id,
    type: record.type,
    options: publicOptions(record.options, record.settings),
    seedCommitment: record.seedCommitment,
    createdAt: record.createdAt,
    seats: (record.reservations ?? []).map((r, s) => ({ seat: s, keptFor: bots[s] ? 'bot' : r && 'player' in r ? 'player' : 'invite' })),
    invite: seat !== null && kept && 'inviteHash' in kept ? inviteToken(deps, record.id, seat) : null,
    created,
  };
}

/**
 * `POST /v1/games/{id}/rematch` (a seat or its player, once the game is finished): one new game with
 * the same type and options, the first dealer moved on, every seat kept for the same holder. The new
 * game and the `rematch` entry linking to it are one statement, so of two requests at once one
 * creates it and the other answers it (`created: false`).
 */
export function rematch(deps: AppDeps, id: string, input: EntryInput): Promise<Rematch> {
  return runEntry<Rematch>(deps, id, input, 'rematch', {}, (loaded, caller) => {
    const seat = requireSeat(caller);
    if (loaded.match.rematch !== null) return { answer: answerOf(deps, loaded, seat, false) };
    const next = rematchGame(deps, loaded);
    const command = { kind: 'rematch' as const, gameId: next.id };
    return {
      write: {
        draft: { kind: 'rematch', seat, command, payload: { gameId: next.id } },
        outcome: applyCommand(loaded.game, loaded.match, command, loaded.random),
        extras: { created: { game: next, subscriptions: [], playerGames: playerGameRows(loadedOfNew(next)) } },
        reader: seat,
      },
    };
  }, (written) => answerOf(deps, written.loaded, written.reader, !written.result.replayed));
}
