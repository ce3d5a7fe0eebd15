import { botsFor, isBotLevel, seenStart } from '../../bots';
import { botSeats, type LoadedGame } from '../game';

/**
 * True when bots play in this game: a seat's bot, or a bot level that plays a timed-out person's
 * turn (`onTimeout`), and the game's type has bots. Their moves read the seat's log from seenStart
 * on (app/bots: botCanSee), so the cache keeps that part of the history for them.
 */
export function botsPlay(loaded: LoadedGame): boolean {
  if (!botsFor(loaded.game.type)) return false;
  return isBotLevel(loaded.record.settings.onTimeout) || botSeats(loaded).some((b) => b !== null);
}

/**
 * The first index of `loaded.history` a cut must keep so that a bot still sees what it reads (the
 * entry before its window's first, so that seenStart finds that one at an index > 0, which
 * botCanSee asks of a history that is not the whole log): 0 when the window is the whole log,
 * Infinity when no bot plays or the window is lost already. Without it a cached game of bots would
 * replay its whole log, read again from the store, for each bot move past the cut (issue 29, item 4).
 */
export function botWindowStart(loaded: LoadedGame): number {
  if (!botsPlay(loaded)) return Infinity;
  const start = seenStart(loaded.game, loaded.history, botsFor(loaded.game.type)!.memory);
  if (start > 0) return start - 1;
  return loaded.origin === null ? 0 : Infinity;
}
