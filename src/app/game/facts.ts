import { isBotLevel, type BotLevel } from '../../bots';
import { matchStatus, type Seat, type Typed } from '../../engine';
import type { HistoryEntry, LoadedGame } from './loaded-game';

/**
 * What a loaded game is, derived in one place: its status, who holds each seat, which seats bots
 * play. Every use case asks these functions instead of reading the match field by field.
 */

/** The game's status now: phase, the seats to act, the result once over. */
export const statusOf = (loaded: LoadedGame) => matchStatus(loaded.game, loaded.match);

/** Over: played out, resigned (both `finished`) or aborted. */
export const isOver = (loaded: LoadedGame): boolean => {
  const { phase } = statusOf(loaded);
  return phase === 'finished' || phase === 'aborted';
};

/** True when the game awaits a move of `seat` (null: nobody's seat). */
export const awaits = (loaded: LoadedGame, seat: Seat | null): boolean => seat !== null && statusOf(loaded).toAct.includes(seat);

/** How a player is named as a seat's holder in the log (join and reset entries; Match.holders). */
export const playerHolder = (playerId: string): string => `player:${playerId}`;
export const playerOfHolder = (holder: string | null | undefined): string | null => (holder?.startsWith('player:') ? holder.slice(7) : null);

/** The seats of `loaded` that `playerId` holds, in seat order. */
export function seatsOf(loaded: LoadedGame, playerId: string): Seat[] {
  const holder = playerHolder(playerId);
  const seats: Seat[] = [];
  loaded.match.holders.forEach((h, seat) => {
    if (h === holder) seats.push(seat);
  });
  return seats;
}

/**
 * Bot seats (issue 16). A seat is a bot's when its seat row names a level (written with the `join`
 * that took it, whose payload names it too): read with every load, so a game restored from a
 * snapshot or a cache knows its bots without its first entries.
 */
export function botSeats(loaded: LoadedGame): (BotLevel | null)[] {
  const out: (BotLevel | null)[] = loaded.match.seats.map(() => null);
  for (const s of loaded.record.seats) if (isBotLevel(s.bot)) out[s.seat] = s.bot;
  // A seat taken or given up in this very commit has no row in `record` yet, or an old one: the log
  // says, in order — a join names its bot (none: a person), so does a takeover, a leave or a reset frees the seat of it.
  for (const h of loaded.history) {
    if (h.seat === null) continue;
    if (h.kind === 'join' || h.kind === 'takeover') out[h.seat] = isBotLevel(h.bot) ? h.bot : null;
    else if (h.kind === 'leave' || h.kind === 'reset') out[h.seat] = null;
  }
  return out;
}

/** The legal moves of `seat` in the game's state (whether or not it is the seat's turn: see `awaits`). */
export const legalActionsOf = (loaded: LoadedGame, seat: Seat): Typed[] => loaded.game.legalActions(loaded.match.state, seat) as Typed[];

/** The entries of the history in memory after version `seq` (every one after it only when
 * `seq >= historyStart(loaded)`: older ones are read from the log, reads/ `withHistoryAfter`). */
export const entriesAfter = (loaded: LoadedGame, seq: number): readonly HistoryEntry[] => loaded.history.filter((h) => h.seq > seq);
